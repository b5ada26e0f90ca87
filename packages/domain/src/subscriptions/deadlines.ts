import { addDays, type IsoDate, maxDate } from '../dates/calendar';

/** An offer stays valid 30 days after it was made (the customer signs and returns it). */
export const offerValidityDays = 30;
/** A premium invoice is payable within 30 days. */
export const invoicePaymentDays = 30;

export function offerValidUntil(issuedOn: IsoDate): IsoDate {
  return addDays(issuedOn, offerValidityDays);
}

/**
 * The due date of the first premium invoice: 30 days after the invoice, and never before the
 * contract starts (a contract starting in three months is not paid three months early).
 */
export function invoiceDueDate(issuedOn: IsoDate, policyStart: IsoDate): IsoDate {
  return maxDate(addDays(issuedOn, invoicePaymentDays), policyStart);
}
