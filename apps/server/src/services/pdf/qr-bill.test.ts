import { isQRReferenceValid } from 'swissqrbill/utils';
import { describe, expect, it } from 'vitest';
import { collect, layoutDocument, QR_BILL_HEIGHT } from './pdf-layout';
import { attachQrBill, qrReference } from './qr-bill';

describe('QR reference', () => {
  it('is 27 digits with a valid modulo-10 check digit', () => {
    const reference = qrReference('2600012345', 1);
    expect(reference).toMatch(/^\d{27}$/);
    expect(isQRReferenceValid(reference)).toBe(true);
    expect(qrReference('2600012345', 2)).not.toBe(reference);
  });
});

describe('invoice with a QR-bill', () => {
  it('produces a PDF with a payment part', async () => {
    const doc = layoutDocument({
      locale: 'fr',
      title: 'Facture',
      meta: [['Police', '2600012345']],
      sections: [],
      footer: 'x',
      bottomReserve: QR_BILL_HEIGHT,
    });
    attachQrBill(doc, {
      amount: 412.35,
      reference: qrReference('2600012345', 1),
      message: 'Police 2600012345',
      locale: 'fr',
      debtor: {
        name: 'Jean Dupont',
        address: 'Rue de Bourg',
        buildingNumber: '3',
        zip: '1003',
        city: 'Lausanne',
      },
    });
    const pending = collect(doc);
    doc.end();
    const pdf = await pending;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5000);
    // the payment part sits at the bottom of the invoice's own A4 page, not on a page of its own
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});
