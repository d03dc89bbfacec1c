import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetLanguage } from '#web/lib/i18n/message-store';
import { resetToasts } from '#web/lib/use-toast';

// findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine a lazy route or a
// dialog can take longer than that to appear, which is slowness, not a failure. The first test
// of a file pays for compiling its lazy route's modules: 5 s was not enough for 18 files of a
// loaded CI run (stop 37), so a look waits up to 15 s, within the 20 s a test may take.
configure({ asyncUtilTimeout: 15_000 });

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
