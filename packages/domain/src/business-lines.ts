/** The animals that can be quoted and subscribed online (spec 000 §1). */
export const businessLines = ['dog', 'cat', 'horse'] as const;
export type BusinessLine = (typeof businessLines)[number];

export function isBusinessLine(value: unknown): value is BusinessLine {
  return typeof value === 'string' && (businessLines as readonly string[]).includes(value);
}
