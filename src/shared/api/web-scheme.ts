/**
 * An address written without its scheme from `www.` on, as browsers' address bars let people copy it, with
 * https:// put in front; anything else as it is. Quick shorten and the link form read addresses alike.
 */
export function withWebScheme(address: string): string {
  return /^www\./i.test(address) ? `https://${address}` : address;
}
