import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit with its standard fonts: every content stream is inflated
 * and the strings of its text operators (Tj, TJ; hex or literal, WinAnsi) are decoded in order.
 * Enough to check what a generated document says, without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const parts: string[] = [];
  for (const raw of streamsOf(pdf)) {
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    const operators =
      /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*Tj|(ET)/g;
    for (let op = operators.exec(content); op; op = operators.exec(content)) {
      if (op[3]) {
        parts.push('\n');
        continue;
      }
      const strings =
        op[1] !== undefined
          ? (op[1].match(/<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\)/g) ?? [])
          : [op[2] ?? ''];
      parts.push(strings.map(decodeString).join(''));
    }
  }
  return parts.join('').replace(/[ \t]+\n/g, '\n');
}

/**
 * The raw bytes of every stream, cut by the `/Length` of its dictionary (pdfkit writes it as a
 * number). Compressed data may end in a CR or LF byte, so the end of line before `endstream`
 * cannot tell where the data stops.
 */
export function streamsOf(pdf: Buffer): Buffer[] {
  const source = pdf.toString('latin1');
  const streams: Buffer[] = [];
  const starts = /\/Length (\d+)\b[\s\S]*?>>\s*stream\r?\n/g;
  for (let match = starts.exec(source); match; match = starts.exec(source)) {
    const from = match.index + match[0].length;
    const length = Number(match[1]);
    streams.push(pdf.subarray(from, from + length));
    starts.lastIndex = from + length;
  }
  return streams;
}

/** WinAnsi (Windows-1252) where it differs from Latin-1: 0x80–0x9F. */
const winAnsiHigh: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};
const winAnsi = {
  decode: (bytes: Buffer) =>
    Array.from(bytes, (byte) => winAnsiHigh[byte] ?? String.fromCharCode(byte)).join(''),
};

function decodeString(token: string): string {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s/g, '');
    return winAnsi.decode(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'));
  }
  return token.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_whole, escaped: string) => {
    const named: Record<string, string> = {
      n: '\n',
      r: '\r',
      t: '\t',
      b: '\b',
      f: '\f',
      '(': '(',
      ')': ')',
      '\\': '\\',
    };
    return named[escaped] ?? String.fromCharCode(Number.parseInt(escaped, 8));
  });
}
