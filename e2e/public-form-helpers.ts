import { expect, type Locator, type Page } from '@playwright/test';

/** Shared steps of the public forms of spec 002 (roles and labels only). */

/** A unique e-mail address per run and test (contests take one entry per address). */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ch`;
}

export const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

/** Chooses an answer of a radio group by the group's legend and the option's label. */
export async function choose(scope: Page | Locator, legend: string | RegExp, option: string) {
  await scope.getByRole('group', { name: legend }).getByRole('radio', { name: option }).check();
}

/** Postcode and place: the four digits look the place up (the Swiss directory). */
export async function fillPlace(
  scope: Page | Locator,
  labels: { zip: string; city: string },
  zip: string,
  city: string,
) {
  await scope.getByRole('combobox', { name: labels.zip, exact: true }).fill(zip);
  await expect(scope.getByRole('combobox', { name: labels.city, exact: true })).toHaveValue(city);
}

/**
 * The message shown under a field: the paragraph its aria-describedby names last (the kit puts
 * the error last).
 */
export async function errorOf(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const id = ids.find((entry) => entry.endsWith('-error'));
  if (!id) return '';
  return (await field.page().locator(`[id="${id}"]`).textContent()) ?? '';
}

/** Waits for the message under a field (the refusal comes from the schema or the server). */
export async function expectError(field: Locator, message: string | RegExp) {
  if (typeof message === 'string') await expect.poll(() => errorOf(field)).toBe(message);
  else await expect.poll(() => errorOf(field)).toMatch(message);
}

/**
 * A real one-page PDF (catalog, pages, a page with a text stream, a cross-reference table with
 * the objects' true offsets), small enough for a test: what a CV exported from a word processor
 * looks like to a parser.
 */
export function cvPdf(name = 'cv.pdf'): { name: string; mimeType: string; buffer: Buffer } {
  const text = 'BT /F1 18 Tf 72 720 Td (Curriculum vitae - Anne Rochat) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}
