import { brand } from '@app/domain/brand';
import type { Locale } from '@app/domain/locale';
import PDFDocument from 'pdfkit';

/** A neutral description of a document: the builders below turn it into an A4 PDF. */
export interface DocumentSpec {
  /** The language of the document: its typography (French colons) and the PDF's language tag. */
  locale: Locale;
  title: string;
  subtitle?: string;
  /** Address block at the top right (the policyholder). */
  recipient?: string[];
  meta: [string, string][];
  sections: DocumentSection[];
  footer: string;
  /**
   * Points kept free at the bottom of the page: the QR-bill's payment part (105 mm) goes there,
   * on the same page as the invoice.
   */
  bottomReserve?: number;
}

export type DocumentSection =
  | { kind: 'pairs'; heading: string; rows: [string, string][] }
  | { kind: 'table'; heading: string; columns: string[]; rows: string[][]; totalRow?: string[] }
  | { kind: 'text'; heading?: string; paragraphs: string[] }
  /** Lines to sign on, each with its caption (place and date, signature). */
  | { kind: 'signature'; heading: string; fields: string[] };

const MARGIN = 50;
const INK = '#1b2b3a';
const MUTED = '#55626f';
const ACCENT = '#0b5d4a';
/** The Swiss QR-bill's payment part: 105 mm high at the bottom of an A4 page. */
export const QR_BILL_HEIGHT = (105 / 25.4) * 72;

const NO_BREAK_SPACE = '\u00a0';

/**
 * Typography of a document's language, as on the site: French puts a no-break space before
 * ":", ";", "?" and "!" (the texts are written with a plain space, which could break the line
 * before the sign); German has no space there. The PDF's standard fonts (WinAnsi) have no
 * narrow no-break space, so the no-break space U+00A0 is used, as the site's texts do.
 */
export function documentTypography(locale: Locale, text: string): string {
  if (locale === 'fr') return text.replace(/[ \u202f]([:;?!])(?=\s|$)/g, `${NO_BREAK_SPACE}$1`);
  return text.replace(/[ \u00a0\u202f]+([:;?!])(?=\s|$)/g, '$1');
}

/** "Label :" in French, "Label:" in German. */
export function labelled(locale: Locale, label: string): string {
  return locale === 'fr' ? `${label}${NO_BREAK_SPACE}:` : `${label}:`;
}

export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Creates a PDF with the document laid out; the caller may add the QR-bill before end(). */
export function layoutDocument(spec: DocumentSpec): PDFKit.PDFDocument {
  const { locale } = spec;
  const typeset = (text: string) => documentTypography(locale, text);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: typeset(spec.title), Author: brand.name, Creator: brand.name },
    pdfVersion: '1.7',
    tagged: true,
    lang: locale === 'de' ? 'de-CH' : 'fr-CH',
  });
  const width = doc.page.width - MARGIN * 2;
  const reserve = spec.bottomReserve ?? 0;
  /** The lowest y where content may still start before a page break. */
  const limit = (needed: number) => doc.page.height - Math.max(MARGIN, reserve + 12) - needed;
  const ensureRoom = (needed: number) => {
    if (doc.y > limit(needed)) doc.addPage();
  };

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(20).text(brand.name, MARGIN, MARGIN);
  doc.fillColor(MUTED).font('Helvetica').fontSize(8).text(`${brand.contactEmail} · ${brand.phone}`);
  if (spec.recipient?.length) {
    doc
      .fillColor(INK)
      .fontSize(10)
      .text(spec.recipient.map(typeset).join('\n'), MARGIN + width / 2 + 40, MARGIN, {
        width: width / 2 - 40,
      });
  }
  doc.moveDown(3);
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, MARGIN + 90);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(typeset(spec.title), { width });
  if (spec.subtitle)
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(typeset(spec.subtitle), { width });
  doc.moveDown(0.8);
  for (const [label, value] of spec.meta) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text(`${labelled(locale, typeset(label))} `, { continued: true });
    doc.font('Helvetica').text(typeset(value));
  }

  for (const section of spec.sections) {
    doc.moveDown(1);
    ensureRoom(section.kind === 'signature' ? 90 : 60);
    if (section.kind !== 'text' || section.heading) {
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor(ACCENT)
        .text(typeset(section.heading ?? ''), MARGIN, doc.y, { width });
      doc.moveDown(0.3);
    }
    doc.fillColor(INK).fontSize(9);
    if (section.kind === 'pairs') {
      for (const [label, value] of section.rows) {
        ensureRoom(12);
        const y = doc.y;
        doc
          .font('Helvetica')
          .fillColor(MUTED)
          .text(typeset(label), MARGIN, y, { width: width * 0.33 });
        const labelBottom = doc.y;
        doc.fillColor(INK).text(typeset(value), MARGIN + width * 0.35, y, { width: width * 0.65 });
        doc.y = Math.max(doc.y, labelBottom) + 2;
      }
    } else if (section.kind === 'table') {
      const columnWidth = (index: number) =>
        index === 0 ? width * 0.6 : (width * 0.4) / (section.columns.length - 1);
      const drawRow = (cells: string[], isBold: boolean) => {
        ensureRoom(12);
        const y = doc.y;
        let x = MARGIN;
        let bottom = y;
        cells.forEach((cell, index) => {
          doc.font(isBold ? 'Helvetica-Bold' : 'Helvetica').text(typeset(cell), x, y, {
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
    } else if (section.kind === 'signature') {
      // room to write by hand above each line, the caption under it
      const fieldWidth = (width - 30 * (section.fields.length - 1)) / section.fields.length;
      const lineY = doc.y + 36;
      section.fields.forEach((field, index) => {
        const x = MARGIN + index * (fieldWidth + 30);
        doc
          .moveTo(x, lineY)
          .lineTo(x + fieldWidth, lineY)
          .strokeColor(INK)
          .stroke();
        doc
          .font('Helvetica')
          .fillColor(MUTED)
          .text(typeset(field), x, lineY + 4, { width: fieldWidth });
      });
      doc.x = MARGIN;
      doc.y = lineY + 18;
    } else {
      for (const paragraph of section.paragraphs) {
        ensureRoom(24);
        doc.font('Helvetica').fillColor(INK).text(typeset(paragraph), MARGIN, doc.y, { width });
        doc.moveDown(0.4);
      }
    }
  }
  doc.moveDown(1.5);
  ensureRoom(24);
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(typeset(spec.footer), MARGIN, doc.y, { width });
  return doc;
}
