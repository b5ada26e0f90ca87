/**
 * Swiss amount display (spec 000 §2.4): an apostrophe as thousands separator and ".-" for whole
 * francs, e.g. CHF 1'234.- and CHF 12.50. A no-break space keeps "CHF" with its amount.
 */
export function formatChf(amount: number): string {
  const [francs = '0', centimes = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = francs.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  const sign = amount < 0 ? '-' : '';
  return `CHF\u00a0${sign}${grouped}.${centimes === '00' ? '-' : centimes}`;
}
