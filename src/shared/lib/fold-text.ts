/**
 * Text folded for matching words of a vocabulary: lower case, accents dropped from Latin
 * letters ('Préparation' → 'preparation', 'Für' → 'fur'), one kind of apostrophe. Other
 * scripts keep their marks, so a folded text is as long as the original and a match's place
 * in the one is its place in the other (NFC text).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[’`´]/g, "'")
    .toLowerCase();
}
