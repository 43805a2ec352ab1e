/** Whether a request URL (path and query) is under the API, which needs a key, rather than a public page. */
export const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
