/**
 * An amount an app stored as a number, written as a cook writes it: 2 → '2', 0.5 → '1/2',
 * 1.25 → '1 1/4', 0.3333 → '1/3'; other decimals stay decimals ('0.7', '1.35').
 */
const FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [3 / 8, '3/8'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
];

/** How close a decimal must be to a fraction to be written as one (0.333 is a third). */
const TOLERANCE = 0.01;

export function formatAmount(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '';
  const whole = Math.floor(value);
  const rest = value - whole;
  if (rest < TOLERANCE) return String(whole);
  if (1 - rest < TOLERANCE) return String(whole + 1);
  const fraction = FRACTIONS.find(([exact]) => Math.abs(rest - exact) < TOLERANCE);
  if (fraction) return whole > 0 ? `${whole} ${fraction[1]}` : fraction[1];
  return String(Number(value.toFixed(3)));
}
