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

/** Visits the page, signs in as a demo user and returns the headers a browser would send. */
export async function signedInHeaders(url: string): Promise<Record<string, string>> {
  const jar = cookiesOf(await fetch(url + '/', { headers: { accept: 'text/html' } }));
  const login = await fetch(url + '/inc/main', {
    method: 'POST',
    headers: headersOf(jar),
    body: JSON.stringify({ action: 'login', username: 'mario_rossi', password: 'Demo2026!' }),
  });
  const reply = (await login.json()) as { status: boolean; msg?: string };
  if (!reply.status) throw new Error(`bench login failed: ${reply.msg ?? login.status}`);
  return headersOf({ ...jar, ...cookiesOf(login) });
}
