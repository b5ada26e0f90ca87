import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText, streamsOf } from './pdf-text';

function pdfWith(data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.3\n5 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

describe('pdfText', () => {
  it('keeps a stream whose compressed data ends in a carriage return', () => {
    // Find page content whose deflated bytes end in CR, as one PDF in 256 does.
    let data: Buffer | undefined;
    for (let n = 0; n < 5000 && !data; n += 1) {
      const candidate = deflateSync(
        Buffer.from(`BT (Ligne ${'x'.repeat(n % 97)}${n}) Tj ET`, 'latin1'),
      );
      if (candidate.at(-1) === 0x0d) data = candidate;
    }
    if (!data) throw new Error('no deflated stream ending in CR found');
    const pdf = pdfWith(data);
    expect(streamsOf(pdf)).toEqual([data]);
    expect(pdfText(pdf)).toMatch(/^Ligne x*\d+\n$/);
  });
});
