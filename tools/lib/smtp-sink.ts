import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  messageId: string | null;
  subject: string | null;
  data: string;
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on the loopback (tests and the crash test): it accepts every message,
 * without TLS or authentication, and keeps it in memory. It answers 250 only once the message
 * is recorded, as a real server acknowledges only what it has queued.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] as string[] };
    let data: string[] = [];
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply('220 sink ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const text = data.join('\r\n');
            const header = (name: string) =>
              new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(text.split('\r\n\r\n')[0] ?? '')?.[1] ??
              null;
            mails.push({
              ...envelope,
              messageId: header('Message-ID'),
              subject: header('Subject'),
              data: text,
            });
            envelope = { from: '', to: [] };
            data = [];
            reply('250 2.0.0 queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') reply('250-sink\r\n250 8BITMIME');
        else if (command === 'HELO') reply('250 sink');
        else if (command === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with .');
        } else if (command === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 ok');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as { port: number }).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    mails,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
