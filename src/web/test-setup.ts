import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetLanguage } from '#web/lib/i18n/message-store';
import { resetToasts } from '#web/lib/use-toast';

// findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine a lazy route or a
// dialog can take longer than that to appear, which is slowness, not a failure.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  resetToasts();
  resetLanguage();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('lang');
});
