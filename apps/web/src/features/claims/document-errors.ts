import type { ClaimDocument } from './claim-draft';

type InvoiceField = 'first_treatment_date' | 'invoice_amount';
export type DocumentErrors = Partial<Record<'id' | InvoiceField, string>>;

/** The refusals of the documents step, by document id, and the one about the list itself. */
export interface MappedErrors {
  byDocument: Record<string, DocumentErrors>;
  list?: string | undefined;
}

const invoiceFields: InvoiceField[] = ['first_treatment_date', 'invoice_amount'];

/**
 * issue 12: a refusal disappears once the user changed what it was about: the field of an
 * invoice that was edited, every refusal of a document whose type changed or that was removed,
 * and the list's refusal ("no document") once a document is added or removed. The others stay
 * until the next sending.
 */
export function clearFixedErrors(
  errors: MappedErrors,
  before: readonly ClaimDocument[],
  after: readonly ClaimDocument[],
): MappedErrors {
  const previous = new Map(before.map((document) => [document.id, document]));
  const byDocument: Record<string, DocumentErrors> = {};
  for (const document of after) {
    const current = errors.byDocument[document.id];
    if (!current) continue;
    const old = previous.get(document.id);
    if (old && old.type !== document.type) continue;
    const kept: DocumentErrors = { ...current };
    for (const field of invoiceFields) {
      if (old && old[field] !== document[field]) delete kept[field];
    }
    if (Object.keys(kept).length > 0) byDocument[document.id] = kept;
  }
  const isListChanged =
    before.length !== after.length ||
    before.some((document, index) => after[index]?.id !== document.id);
  return { byDocument, list: isListChanged ? undefined : errors.list };
}
