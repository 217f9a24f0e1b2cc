/**
 * A link to elsewhere that the page may open: only over http(s), returned normalised; anything
 * else (javascript:, data:, not an address) is null and is shown as text, never followed.
 */
export function externalHrefOf(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
