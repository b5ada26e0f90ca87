import { brand } from '@app/domain/brand';
import type { Locale } from '@app/domain/locale';
import { SwissQRBill } from 'swissqrbill/pdf';
import { calculateQRReferenceChecksum } from 'swissqrbill/utils';

/**
 * The 27-digit QR reference of an invoice: 26 digits from the policy number and the instalment,
 * then the modulo-10 recursive check digit required by the Swiss QR-bill standard.
 */
export function qrReference(policyNumber: string, instalment: number): string {
  const digits = `${policyNumber.replace(/\D/g, '')}${String(instalment).padStart(2, '0')}`;
  const base = digits.padStart(26, '0').slice(-26);
  return `${base}${calculateQRReferenceChecksum(base)}`;
}

export interface QrBillInput {
  amount: number;
  reference: string;
  message: string;
  locale: Locale;
  debtor: { name: string; address: string; buildingNumber?: string; zip: string; city: string };
}

/**
 * Adds the payment part with the Swiss QR code at the bottom of the current page, under the
 * invoice (the invoice keeps those 105 mm free: DocumentSpec.bottomReserve). Only an invoice
 * too long for it would get the payment part on a page of its own size.
 */
export function attachQrBill(doc: PDFKit.PDFDocument, input: QrBillInput) {
  const bill = new SwissQRBill(
    {
      currency: 'CHF',
      amount: input.amount,
      reference: input.reference,
      message: input.message.slice(0, 140),
      creditor: {
        account: brand.qrIban,
        name: brand.name,
        address: brand.legalAddress.street,
        buildingNumber: brand.legalAddress.buildingNumber,
        zip: brand.legalAddress.zip,
        city: brand.legalAddress.city,
        country: brand.legalAddress.country,
      },
      debtor: {
        name: input.debtor.name.slice(0, 70),
        address: input.debtor.address.slice(0, 70),
        ...(input.debtor.buildingNumber
          ? { buildingNumber: input.debtor.buildingNumber.slice(0, 16) }
          : {}),
        zip: input.debtor.zip,
        city: input.debtor.city.slice(0, 35),
        country: 'CH',
      },
    },
    { language: input.locale === 'de' ? 'DE' : 'FR' },
  );
  bill.attachTo(doc);
}
