/**
 * Bot walls answer with a small page instead of the recipe (Cloudflare "Just a moment..." and
 * "Attention Required!", PerimeterX, DataDome, Imperva, captcha pages), often with status 403
 * or 503 but sometimes 200. Only markers that these walls use and ordinary pages do not are
 * matched: a recipe blog's comment form with a reCAPTCHA must not count, nor the Cloudflare
 * script that ordinary pages behind Cloudflare load.
 */
const CHALLENGE_TITLE =
  /<title[^>]*>\s*(?:just a moment|attention required|access denied|pardon our interruption|are you a (?:robot|human)|robot check|bot check|security check|human verification|verify(?:ing)? (?:that )?you are (?:a )?human|one more step|please verify you are a human|captcha)/i;

const CHALLENGE_MARKERS = [
  'window._cf_chl_opt', // Cloudflare managed challenge
  'cf-browser-verification', // Cloudflare legacy JS challenge
  'cf_captcha_kind', // Cloudflare captcha form
  'id="challenge-form"',
  'id="px-captcha"', // PerimeterX / HUMAN block page
  'captcha-delivery.com', // DataDome block page
  'Request unsuccessful. Incapsula incident ID', // Imperva block page
];

/** Looks at the start of a page (walls are small) for a bot challenge. */
export function isBotChallengePage(head: string): boolean {
  return CHALLENGE_TITLE.test(head) || CHALLENGE_MARKERS.some((m) => head.includes(m));
}
