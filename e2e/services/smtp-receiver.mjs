// A real SMTP server for the e2e run: the app sends its e-mail here (SMTP_URL), and tests read the
// received messages over HTTP. SMTP on E2E_PORT+20, HTTP on E2E_PORT+21 (both on 127.0.0.1).
//   GET /healthz                   -> ok
//   GET /messages?to=<address>     -> [{ to, from, subject, text, html, receivedAt }], oldest first
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const basePort = Number(process.env.E2E_PORT ?? 3107);
const smtpPort = Number(process.env.SMTP_RECEIVER_PORT ?? basePort + 20);
const httpPort = Number(process.env.MAILBOX_HTTP_PORT ?? basePort + 21);
const host = '127.0.0.1';

/** @type {Array<{to: string[], from: string, subject: string, text: string, html: string, receivedAt: string}>} */
const messages = [];

function splitHeaders(raw) {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text) {
  const bytes = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body, encoding = '') {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in a header. */
function decodeHeader(value = '') {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset, kind, data) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** The text/plain and text/html parts of a MIME message, decoded. */
function readParts(raw, found = { text: '', html: '' }) {
  const { headers, body } = splitHeaders(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      readParts(part.replace(/^\r?\n/, ''), found);
    }
    return found;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  if (/^text\/html/i.test(type)) found.html ||= decoded;
  else if (/^text\/plain/i.test(type)) found.text ||= decoded;
  return found;
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const { headers } = splitHeaders(raw);
      messages.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        subject: decodeHeader(headers.subject),
        ...readParts(raw),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});

const mailbox = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}:${httpPort}`);
  if (url.pathname === '/healthz') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname === '/messages' && request.method === 'GET') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    return;
  }
  response.writeHead(404).end();
});

smtp.on('error', (error) => console.error('smtp receiver:', error.message));
// Playwright waits for /healthz, so the mailbox listens once SMTP is ready.
smtp.listen(smtpPort, host, () => mailbox.listen(httpPort, host));

const stop = () => {
  mailbox.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
