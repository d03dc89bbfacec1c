/**
 * Pages that print one ingredient list in several unit systems ('85 g butterscotch candies' …
 * then '3 oz butterscotch candies' …) in one block, the other systems hidden by a toggle the
 * reader never sees as text. The same names return in the same order with other amounts: the
 * first system is the list.
 */

function nameWords(line: string): Set<string> {
  return new Set(
    line
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 2),
  );
}

function alike(a: Set<string>, b: Set<string>): boolean {
  if (a.size === 0 || b.size === 0) return a.size === b.size;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared >= Math.max(a.size, b.size) * 0.5;
}

/** Blocks of two must repeat name for name; longer blocks may differ in a word or a line. */
function repeatsAt(
  lines: string[],
  names: Set<string>[],
  start: number,
  block: number,
  at: number,
): boolean {
  let same = 0;
  for (let i = 0; i < block; i++) {
    const [a, b] = [names[start + i]!, names[at + i]!];
    if (block < 3 ? a.size === b.size && alike(a, b) && [...a].every((w) => b.has(w)) : alike(a, b))
      same++;
  }
  if (block < 3 ? same < block : same < block * 0.8) return false;
  // Another unit system writes some amount in another unit ('50 g' → '1.8 oz'); the same
  // names again in the same unit are a second use of them (a filling, then a topping).
  for (let i = 0; i < block; i++) {
    if (unitOf(lines[start + i]!) !== unitOf(lines[at + i]!)) return true;
  }
  return false;
}

/** The word after a line's leading amount ('g' in '50 g cucumber'), '' without an amount. */
function unitOf(line: string): string {
  return /^[\d.,/½⅓⅔¼¾⅛\s-]+(\p{L}+)/u.exec(line)?.[1]?.toLowerCase() ?? '';
}

const MAX_BLOCK = 40;

/**
 * Each block of lines that the next lines repeat (names alike, amounts free) is kept once: a
 * list, or each of its groups, printed in one unit system after another.
 */
export function firstUnitSystem(lines: string[]): string[] {
  const names = lines.map(nameWords);
  const out: string[] = [];
  let p = 0;
  while (p < lines.length) {
    let next = p + 1;
    for (let block = 2; block <= MAX_BLOCK && p + block * 2 <= lines.length; block++) {
      if (!repeatsAt(lines, names, p, block, p + block)) continue;
      next = p + block * 2;
      while (next + block <= lines.length && repeatsAt(lines, names, p, block, next)) next += block;
      out.push(...lines.slice(p, p + block));
      break;
    }
    if (next === p + 1) out.push(lines[p]!);
    p = next;
  }
  return out;
}
