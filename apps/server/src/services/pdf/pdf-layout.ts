import { brand } from '@app/domain/brand';
import PDFDocument from 'pdfkit';

/** A neutral description of a document: the builders below turn it into an A4 PDF. */
export interface DocumentSpec {
  title: string;
  subtitle?: string;
  /** Address block at the top right (the policyholder). */
  recipient?: string[];
  meta: [string, string][];
  sections: DocumentSection[];
  footer: string;
}

export type DocumentSection =
  | { kind: 'pairs'; heading: string; rows: [string, string][] }
  | { kind: 'table'; heading: string; columns: string[]; rows: string[][]; totalRow?: string[] }
  | { kind: 'text'; heading?: string; paragraphs: string[] };

const MARGIN = 50;
const INK = '#1b2b3a';
const MUTED = '#55626f';
const ACCENT = '#0b5d4a';

/** CHF amounts Swiss style: 1'234.50 (apostrophe thousands separator, two decimals). */
export function chf(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '’');
  return `${amount < 0 ? '-' : ''}CHF ${grouped}.${cents}`;
}

export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Creates a PDF with the document laid out; the caller may add pages (QR-bill) before end(). */
export function layoutDocument(spec: DocumentSpec): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: spec.title, Author: brand.name, Creator: brand.name },
    pdfVersion: '1.7',
    tagged: true,
    lang: 'fr-CH',
  });
  const width = doc.page.width - MARGIN * 2;

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(20).text(brand.name, MARGIN, MARGIN);
  doc.fillColor(MUTED).font('Helvetica').fontSize(8).text(`${brand.contactEmail} · ${brand.phone}`);
  if (spec.recipient?.length) {
    doc
      .fillColor(INK)
      .fontSize(10)
      .text(spec.recipient.join('\n'), MARGIN + width / 2 + 40, MARGIN, {
        width: width / 2 - 40,
      });
  }
  doc.moveDown(3);
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, MARGIN + 90);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(spec.title, { width });
  if (spec.subtitle)
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(spec.subtitle, { width });
  doc.moveDown(0.8);
  for (const [label, value] of spec.meta) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  }

  for (const section of spec.sections) {
    doc.moveDown(1);
    if (doc.y > doc.page.height - 160) doc.addPage();
    if (section.kind !== 'text' || section.heading) {
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor(ACCENT)
        .text(section.heading ?? '', MARGIN, doc.y, { width });
      doc.moveDown(0.3);
    }
    doc.fillColor(INK).fontSize(9);
    if (section.kind === 'pairs') {
      for (const [label, value] of section.rows) {
        const y = doc.y;
        doc
          .font('Helvetica')
          .fillColor(MUTED)
          .text(label, MARGIN, y, { width: width * 0.45 });
        const labelBottom = doc.y;
        doc.fillColor(INK).text(value, MARGIN + width * 0.47, y, { width: width * 0.53 });
        doc.y = Math.max(doc.y, labelBottom) + 2;
      }
    } else if (section.kind === 'table') {
      const columnWidth = (index: number) =>
        index === 0 ? width * 0.52 : (width * 0.48) / (section.columns.length - 1);
      const drawRow = (cells: string[], isBold: boolean) => {
        const y = doc.y;
        let x = MARGIN;
        let bottom = y;
        cells.forEach((cell, index) => {
          doc.font(isBold ? 'Helvetica-Bold' : 'Helvetica').text(cell, x, y, {
            width: columnWidth(index) - 4,
            align: index === 0 ? 'left' : 'right',
          });
          bottom = Math.max(bottom, doc.y);
          x += columnWidth(index);
        });
        doc.y = bottom + 3;
      };
      drawRow(section.columns, true);
      doc
        .moveTo(MARGIN, doc.y - 1)
        .lineTo(MARGIN + width, doc.y - 1)
        .strokeColor('#c5ccd3')
        .stroke();
      for (const row of section.rows) drawRow(row, false);
      if (section.totalRow) {
        doc
          .moveTo(MARGIN, doc.y - 1)
          .lineTo(MARGIN + width, doc.y - 1)
          .strokeColor(INK)
          .stroke();
        drawRow(section.totalRow, true);
      }
    } else {
      for (const paragraph of section.paragraphs) {
        doc.font('Helvetica').fillColor(INK).text(paragraph, MARGIN, doc.y, { width });
        doc.moveDown(0.4);
      }
    }
  }
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(7.5).fillColor(MUTED).text(spec.footer, MARGIN, doc.y, { width });
  return doc;
}
