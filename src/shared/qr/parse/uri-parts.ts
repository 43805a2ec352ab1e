/** Percent-decoding that keeps what is not valid percent-encoding as it is, rather than failing on it. */
export function decodedComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value.replace(/(%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** A URI's query (`a=1&b=2`), names lower-cased, values decoded; the first of a repeated name counts. */
export function queryParameters(query: string): Map<string, string> {
  const parameters = new Map<string, string>();
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodedComponent(equals === -1 ? pair : pair.slice(0, equals)).toLowerCase();
    if (!parameters.has(name))
      parameters.set(name, equals === -1 ? '' : decodedComponent(pair.slice(equals + 1)));
  }
  return parameters;
}
