import { parseStoredBoolean, readStorage, STORAGE_KEYS } from '../storage';

/**
 * What a timer does at zero besides its visible alert (components/cook-timers): a sound made
 * with Web Audio (no sound file to load or to miss offline), a vibration where the device has
 * one, and a system notification when the user allowed notifications (Settings → Push
 * notifications, and the browser's permission). Each part fails quietly: a browser without
 * it still shows the alert.
 */

/** Three short beeps, twice. */
const BEEPS = [0, 0.25, 0.5, 1.2, 1.45, 1.7];
const VIBRATION_MS = [300, 150, 300, 150, 600];

let audio: AudioContext | null = null;

/**
 * Browsers only let a page play sound after a user gesture. Starting a timer is one, so the
 * context is made (or woken) then, and the alarm can sound minutes later.
 */
export function prepareAlarmSound() {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null;
  }
}

function playBeeps() {
  if (!audio) return;
  const start = audio.currentTime;
  for (const offset of BEEPS) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.22);
  }
}

function notificationsAllowed(): boolean {
  const setting = parseStoredBoolean(readStorage(STORAGE_KEYS.pushNotifications)) ?? true;
  return setting && typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/** `tag`: one notification per timer, so two timers ending together both show. */
export function ringAlarm({ title, body, tag }: { title: string; body: string; tag: string }) {
  try {
    playBeeps();
  } catch {
    // No sound: the alert and the vibration still say it.
  }
  try {
    navigator.vibrate?.(VIBRATION_MS);
  } catch {
    // No vibration motor, or not allowed.
  }
  if (notificationsAllowed()) {
    try {
      new Notification(title, { body, tag: `cook-timer:${tag}`, requireInteraction: true });
    } catch {
      // Some mobile browsers only notify from a service worker: the alert in the page remains.
    }
  }
}
