// A mail sink for the browser tests: an SMTP server that keeps every message it is given (the
// site under test sends through it with SMTP_URL), and a small HTTP server that lists them, so a
// test can follow the link of an e-mail (a resume link, an add-documents link) as a user would.
// Nothing leaves the machine; the messages live in memory for the run.
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';

const smtpPort = Number(process.env.MAIL_SMTP_PORT);
const httpPort = Number(process.env.MAIL_HTTP_PORT);
if (!smtpPort || !httpPort) {
  console.error('MAIL_SMTP_PORT and MAIL_HTTP_PORT are required');
  process.exit(1);
}

/** @type {{ to: string[]; subject: string; text: string; receivedAt: string }[]} */
const messages = [];

/** Quoted-printable and encoded words undone, enough to read links and subjects. */
function decode(raw) {
  const softBreaks = raw.replace(/=\r?\n/g, '');
  const bytes = softBreaks.replace(/=([0-9A-F]{2})/g, (_match, hex) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function headerOf(raw, name) {
  const match = new RegExp(`^${name}:\\s*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  if (!match) return '';
  return match[1]
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, kind, text) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decode(text.replace(/_/g, ' ')),
    )
    .trim();
}

const smtp = createNetServer((socket) => {
  socket.setEncoding('latin1');
  let buffer = '';
  let isData = false;
  let to = [];
  const reply = (line) => socket.write(`${line}\r\n`);
  reply('220 mail-sink ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk;
    while (buffer.length > 0) {
      if (isData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        const raw = buffer.slice(0, end).replace(/^\.\./gm, '.');
        buffer = buffer.slice(end + 5);
        isData = false;
        messages.push({
          to,
          subject: headerOf(raw, 'Subject'),
          text: decode(raw),
          receivedAt: new Date().toISOString(),
        });
        to = [];
        reply('250 OK queued');
        continue;
      }
      const lineEnd = buffer.indexOf('\r\n');
      if (lineEnd < 0) return;
      const line = buffer.slice(0, lineEnd);
      buffer = buffer.slice(lineEnd + 2);
      const command = line.slice(0, 4).toUpperCase();
      if (command === 'EHLO') {
        reply('250-mail-sink');
        reply('250 8BITMIME');
      } else if (command === 'HELO') reply('250 mail-sink');
      else if (command === 'MAIL') reply('250 OK');
      else if (command === 'RCPT') {
        to.push(/<([^>]*)>/.exec(line)?.[1] ?? line.slice(8));
        reply('250 OK');
      } else if (command === 'DATA') {
        isData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (command === 'RSET') {
        to = [];
        reply('250 OK');
      } else if (command === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('250 OK');
    }
  });
  socket.on('error', () => socket.destroy());
});

const http = createHttpServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  if (request.url === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(messages));
    return;
  }
  response.writeHead(404).end();
});

smtp.listen(smtpPort, '127.0.0.1');
http.listen(httpPort, '127.0.0.1');
