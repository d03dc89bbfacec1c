/**
 * When this device last heard from the server, for "Offline · updated 14:32". Kept in
 * localStorage, so a page opened offline still knows; no React here: the API client (also used
 * by the service worker, which has no localStorage and simply skips it) records every answer.
 */
const LAST_SYNCED_KEY = 'fc-last-synced';

/** Called by the API client on every answer from the server: "Offline · updated 14:32". */
export function markServerReached(at = Date.now()) {
  try {
    localStorage.setItem(LAST_SYNCED_KEY, String(at));
  } catch {
    // Private mode or a full storage: the indicator then shows no time.
  }
}

/** When this device last heard from the server; null when it never did (or signed out since). */
export function lastSyncedAt(): number | null {
  try {
    const value = Number(localStorage.getItem(LAST_SYNCED_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function forgetLastSynced() {
  try {
    localStorage.removeItem(LAST_SYNCED_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
