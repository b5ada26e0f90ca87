import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 exchange over a fresh loopback connection, the request target and headers
 * written exactly as given (absolute-form targets, odd spellings, wrong lengths): what a
 * hostile client can send and `fetch` cannot. Status 0 when the server closed without answering.
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
  body: Buffer | string = '',
  timeoutMs = 30_000,
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const payload = typeof body === 'string' ? Buffer.from(body) : body;
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      const headerEnd = text.indexOf('\r\n\r\n');
      const head = headerEnd >= 0 ? text.slice(0, headerEnd) : text;
      const parsed: Record<string, string> = {};
      for (const line of head.split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: match ? Number(match[1]) : 0,
        headers: parsed,
        body:
          headerEnd >= 0 ? Buffer.from(text.slice(headerEnd + 4), 'latin1').toString('utf8') : '',
      });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('latin1');
      const headerEnd = text.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, headerEnd))?.[1];
      if (length !== undefined && Buffer.concat(chunks).length >= headerEnd + 4 + Number(length)) {
        finish();
      }
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
    const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
      lines.push(`Content-Length: ${payload.length}`);
    }
    lines.push('Connection: close', '', '');
    socket.write(lines.join('\r\n'));
    if (payload.length > 0) socket.write(payload);
  });
}
