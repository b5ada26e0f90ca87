import { brand } from '@app/domain/brand';
import type { ContentDocument } from '@app/domain/content/documents';
import { documentHref } from '@app/domain/content/documents';
import type { Locale } from '@app/domain/locale';
import type { Token } from 'markdown-it';
import PDFDocument from 'pdfkit';
import { collect } from '../pdf/pdf-layout';
import type { LoadedContent, VetReportForm } from './load-content';

/**
 * The published PDFs (general conditions, art. 3 information, veterinary report forms), in the
 * house look of services/pdf/pdf-layout.ts (same margins, colours and header), with their own
 * flow: Markdown blocks for the legal texts, fill-in lines and boxes for the forms.
 */
const MARGIN = 50;
const INK = '#1b2b3a';
const MUTED = '#55626f';
const ACCENT = '#0b5d4a';
const RULE = '#9aa5b1';
const FOOTER_SPACE = 40;

const footerTexts: Record<Locale, (page: number, pages: number) => string> = {
  fr: (page, pages) => `${brand.riskCarrier} · page ${page} / ${pages}`,
  de: (page, pages) => `${brand.riskCarrier} · Seite ${page} / ${pages}`,
};

type Doc = PDFKit.PDFDocument;

function newDocument(title: string, locale: Locale): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    info: { Title: title, Author: brand.name, Creator: brand.name },
    pdfVersion: '1.7',
    tagged: true,
    lang: locale === 'fr' ? 'fr-CH' : 'de-CH',
    bufferPages: true,
    displayTitle: true,
  });
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(20).text(brand.name, MARGIN, MARGIN);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(8)
    .text(`${brand.riskCarrier} · ${brand.contactEmail} · ${brand.phone}`);
  doc.moveDown(2.5);
  return doc;
}

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;
const bottomLimit = (doc: Doc) => doc.page.height - MARGIN - FOOTER_SPACE;

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottomLimit(doc)) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

function finish(doc: Doc, locale: Locale): Promise<Buffer> {
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    // writing inside the bottom margin must not open a new page
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(footerTexts[locale](index + 1, pages.count), MARGIN, doc.page.height - MARGIN, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  const done = collect(doc);
  doc.end();
  return done;
}

function title(doc: Doc, text: string, subtitle?: string) {
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  if (subtitle) {
    doc.moveDown(0.2);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(subtitle, { width: contentWidth(doc) });
  }
  doc.moveDown(0.8);
}

interface Run {
  text: string;
  isBold: boolean;
  isItalic: boolean;
}

function inlineRuns(inline: Token | undefined): Run[] {
  const runs: Run[] = [];
  let bold = 0;
  let italic = 0;
  for (const child of inline?.children ?? []) {
    if (child.type === 'strong_open') bold += 1;
    else if (child.type === 'strong_close') bold -= 1;
    else if (child.type === 'em_open') italic += 1;
    else if (child.type === 'em_close') italic -= 1;
    else if (child.type === 'text' || child.type === 'code_inline')
      runs.push({ text: child.content, isBold: bold > 0, isItalic: italic > 0 });
    else if (child.type === 'softbreak')
      runs.push({ text: ' ', isBold: bold > 0, isItalic: italic > 0 });
    else if (child.type === 'hardbreak')
      runs.push({ text: '\n', isBold: bold > 0, isItalic: italic > 0 });
  }
  return runs.filter((run) => run.text !== '');
}

function fontOf(run: Run): string {
  if (run.isBold && run.isItalic) return 'Helvetica-BoldOblique';
  if (run.isBold) return 'Helvetica-Bold';
  if (run.isItalic) return 'Helvetica-Oblique';
  return 'Helvetica';
}

function writeRuns(doc: Doc, runs: Run[], x: number, width: number, size = 9.5) {
  doc.fontSize(size).fillColor(INK);
  runs.forEach((run, index) => {
    const isFirst = index === 0;
    const options = { width, continued: index < runs.length - 1, lineGap: 1.5 };
    doc.font(fontOf(run));
    if (isFirst) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
}

/** The blocks of a Markdown text: headings, paragraphs, lists (nested once) and tables. */
function writeMarkdown(doc: Doc, tokens: Token[]) {
  const width = contentWidth(doc);
  const lists: { ordered: boolean; next: number }[] = [];
  let pendingMarker: string | null = null;
  let table: string[][] | null = null;
  let row: string[] | null = null;

  tokens.forEach((token, index) => {
    const inline = tokens[index + 1];
    switch (token.type) {
      case 'heading_open': {
        const isSection = token.tag === 'h2';
        ensureSpace(doc, isSection ? 70 : 50);
        doc.moveDown(isSection ? 0.9 : 0.5);
        doc
          .font('Helvetica-Bold')
          .fontSize(isSection ? 11.5 : 10)
          .fillColor(isSection ? ACCENT : INK)
          .text(inline?.content ?? '', MARGIN, doc.y, { width });
        doc.moveDown(0.3);
        break;
      }
      case 'bullet_list_open':
        lists.push({ ordered: false, next: 1 });
        break;
      case 'ordered_list_open':
        lists.push({ ordered: true, next: Number(token.attrGet('start') ?? 1) });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        doc.moveDown(0.3);
        break;
      case 'list_item_open': {
        const list = lists[lists.length - 1];
        if (list) {
          pendingMarker = list.ordered ? `${list.next}.` : '•';
          list.next += 1;
        }
        break;
      }
      case 'paragraph_open': {
        if (table) break;
        ensureSpace(doc, 30);
        const indent = lists.length * 14;
        const runs = inlineRuns(inline);
        if (pendingMarker) {
          const y = doc.y;
          doc
            .font('Helvetica')
            .fontSize(9.5)
            .fillColor(INK)
            .text(pendingMarker, MARGIN + indent - 12, y, { width: 12, lineBreak: false });
          doc.y = y;
          pendingMarker = null;
        }
        writeRuns(doc, runs, MARGIN + indent, width - indent);
        doc.moveDown(lists.length > 0 ? 0.2 : 0.5);
        break;
      }
      case 'table_open':
        table = [];
        break;
      case 'tr_open':
        row = [];
        break;
      case 'th_open':
      case 'td_open':
        row?.push(inline?.content ?? '');
        break;
      case 'tr_close':
        if (row) table?.push(row);
        row = null;
        break;
      case 'table_close': {
        if (table) writeTable(doc, table);
        table = null;
        break;
      }
      default:
        break;
    }
  });
}

function writeTable(doc: Doc, rows: string[][]) {
  const width = contentWidth(doc);
  const columns = Math.max(...rows.map((cells) => cells.length));
  const columnWidth = (index: number) =>
    index === 0 ? width * 0.5 : (width * 0.5) / Math.max(columns - 1, 1);
  doc.moveDown(0.2);
  rows.forEach((cells, rowIndex) => {
    ensureSpace(doc, 24);
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    cells.forEach((cell, index) => {
      doc
        .font(rowIndex === 0 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .fillColor(INK)
        .text(cell, x, y, { width: columnWidth(index) - 6, align: index === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += columnWidth(index);
    });
    doc.y = bottom + 3;
    doc
      .moveTo(MARGIN, doc.y - 1)
      .lineTo(MARGIN + width, doc.y - 1)
      .strokeColor('#c5ccd3')
      .lineWidth(0.5)
      .stroke();
  });
  doc.moveDown(0.5);
}

function writeLines(doc: Doc, x: number, width: number, count: number) {
  for (let line = 0; line < count; line += 1) {
    doc.y += 16;
    doc
      .moveTo(x, doc.y)
      .lineTo(x + width, doc.y)
      .strokeColor(RULE)
      .lineWidth(0.6)
      .stroke();
  }
  doc.y += 6;
}

function writeField(
  doc: Doc,
  field: VetReportForm['sections'][number]['fields'] extends (infer F)[] | undefined ? F : never,
  x: number,
  width: number,
) {
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(field.label, x, doc.y, { width });
  if (field.options) {
    let boxX = x;
    const y = doc.y + 4;
    for (const option of field.options) {
      doc.rect(boxX, y, 8, 8).strokeColor(INK).lineWidth(0.7).stroke();
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(INK)
        .text(option, boxX + 12, y, { lineBreak: false });
      boxX += 12 + doc.widthOfString(option) + 18;
    }
    doc.y = y + 16;
  } else {
    writeLines(doc, x, width, field.lines ?? 1);
  }
}

function writeVetReport(doc: Doc, form: VetReportForm) {
  const width = contentWidth(doc);
  title(doc, form.title, form.subtitle);
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(INK)
    .text(form.intro, MARGIN, doc.y, { width, lineGap: 1.5 });
  doc.moveDown(0.6);

  for (const section of form.sections) {
    ensureSpace(doc, 90);
    doc.moveDown(0.6);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(ACCENT)
      .text(section.heading, MARGIN, doc.y, { width });
    if (section.note) {
      doc.font('Helvetica-Oblique').fontSize(8.5).fillColor(MUTED).text(section.note, { width });
    }
    doc.moveDown(0.3);
    const fields = section.fields ?? [];
    for (let index = 0; index < fields.length; index += 1) {
      const field = fields[index] as (typeof fields)[number];
      const next = fields[index + 1];
      ensureSpace(doc, 28 + (field.lines ?? 1) * 16);
      if (field.half && next?.half) {
        const y = doc.y;
        const half = (width - 20) / 2;
        writeField(doc, field, MARGIN, half);
        const leftBottom = doc.y;
        doc.y = y;
        writeField(doc, next, MARGIN + half + 20, half);
        doc.y = Math.max(doc.y, leftBottom);
        index += 1;
      } else {
        writeField(doc, field, MARGIN, width);
      }
    }
    if (section.table) {
      const amountX = MARGIN + width * 0.68;
      const rowHeight = 20;
      for (const [rowIndex, label] of [...section.table.rows, section.table.total].entries()) {
        ensureSpace(doc, rowHeight + 6);
        const isTotal = rowIndex === section.table.rows.length;
        const y = doc.y;
        if (rowIndex === 0) {
          doc
            .font('Helvetica-Bold')
            .fontSize(8.5)
            .fillColor(MUTED)
            .text(section.table.columns[0], MARGIN, y, { width: width * 0.6 });
          doc.text(section.table.columns[1], amountX, y, { width: width * 0.32, align: 'right' });
          doc.y = y + 14;
        }
        const rowY = doc.y;
        doc
          .font(isTotal ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(9)
          .fillColor(INK)
          .text(label, MARGIN, rowY + 6, { width: width * 0.6 });
        doc.font('Helvetica').text('CHF', amountX, rowY + 6, { lineBreak: false });
        const lineY = rowY + rowHeight;
        doc
          .moveTo(amountX + 26, lineY - 2)
          .lineTo(MARGIN + width, lineY - 2)
          .strokeColor(isTotal ? INK : RULE)
          .lineWidth(isTotal ? 1 : 0.6)
          .stroke();
        doc.y = lineY + 2;
      }
    }
    if (section.signature) {
      ensureSpace(doc, 100);
      const boxes = section.signature.length;
      const gap = 16;
      const boxWidth = (width - gap * (boxes - 1)) / boxes;
      const y = doc.y + 4;
      section.signature.forEach((label, index) => {
        const x = MARGIN + index * (boxWidth + gap);
        doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(label, x, y, { width: boxWidth });
        doc
          .rect(x, y + 14, boxWidth, 64)
          .strokeColor(RULE)
          .lineWidth(0.6)
          .stroke();
      });
      doc.y = y + 86;
    }
  }
  ensureSpace(doc, 80);
  doc.moveDown(0.8);
  for (const note of form.notes) {
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(note, MARGIN, doc.y, { width, lineGap: 1 });
    doc.moveDown(0.3);
  }
}

export async function buildContentPdf(
  content: LoadedContent,
  document: ContentDocument,
  locale: Locale,
): Promise<{ bytes: Buffer; fileName: string }> {
  const fileName = documentHref(document, locale).split('/').pop() as string;
  if (document === 'vet-report-pet' || document === 'vet-report-horse') {
    const form = content.vetReports[document === 'vet-report-pet' ? 'pet' : 'horse'][locale];
    const doc = newDocument(form.title, locale);
    writeVetReport(doc, form);
    return { bytes: await finish(doc, locale), fileName };
  }
  const legal = content.legal[document][locale];
  const doc = newDocument(legal.title, locale);
  title(doc, legal.title, legal.edition);
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor(MUTED)
    .text(legal.summary, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.4);
  writeMarkdown(doc, legal.tokens);
  return { bytes: await finish(doc, locale), fileName };
}
