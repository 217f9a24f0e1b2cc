// What a browser keeps between requests, for the bench's clients: cookies and the XSRF header.

/** The cookies a response sets, by name. */
export function cookiesOf(response: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name) jar[name.trim()] = value.join('=');
  }
  return jar;
}

/** The headers an action request carries: JSON, the cookies, and the XSRF token sent back. */
export const headersOf = (jar: Record<string, string>) => ({
  'content-type': 'application/json',
  cookie: Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; '),
  'x-xsrf-token': decodeURIComponent(jar['XSRF-TOKEN'] ?? ''),
});
