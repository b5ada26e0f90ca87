/**
 * Real documents for upload tests: a PDF any parser reads (built here with a correct xref
 * table, so that tests can also build the hostile variants), and a small JPEG that decodes.
 */

export interface TestPdfOptions {
  /** Extra entries of the document catalog, e.g. `/OpenAction 5 0 R`. */
  catalog?: string;
  /** Extra entries of the page, e.g. `/Annots [6 0 R]`. */
  page?: string;
  /** Objects 4, 5, … as their dictionary or stream text. */
  objects?: string[];
  /** Bytes after the final %%EOF (a ZIP of a polyglot, a script…). */
  after?: Buffer | string;
  /** Text shown on the page. */
  text?: string;
  /** The exact length of the file, reached with a comment line after the header. */
  size?: number;
}

/** A one-page PDF 1.4 with a text line; options add objects, catalog entries or a tail. */
export function testPdf(options: TestPdfOptions = {}): Buffer {
  if (options.size === undefined) return buildPdf(options, 0);
  let padding = 0;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const length = buildPdf(options, padding).length;
    if (length === options.size) break;
    padding = Math.max(0, padding + options.size - length);
  }
  const pdf = buildPdf(options, padding);
  if (pdf.length !== options.size) throw new Error(`cannot build a PDF of ${options.size} bytes`);
  return pdf;
}

function buildPdf(options: TestPdfOptions, padding: number): Buffer {
  const text = (options.text ?? 'Facture de la clinique veterinaire').replace(/[()\\]/g, '');
  const content = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> /Contents 4 0 R ${options.page ?? ''}>>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...(options.objects ?? []),
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  if (padding > 0) body += `%${'x'.repeat(Math.max(0, padding - 2))}\n`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const after = options.after ?? Buffer.alloc(0);
  return Buffer.concat([
    Buffer.from(body, 'latin1'),
    typeof after === 'string' ? Buffer.from(after, 'latin1') : after,
  ]);
}

// a 2 × 2 red JPEG made by libvips (sharp)
const jpegBase64 =
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAAqu/9k=';

/** A small JPEG that decodes. */
export function testJpeg(): Buffer {
  return Buffer.from(jpegBase64, 'base64');
}
