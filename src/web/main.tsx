import './theme-init';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#web/app/app';
import { initialLocale } from '#web/lib/i18n/initial-locale';
import { startLanguage } from '#web/lib/i18n/message-store';
import { registerServiceWorkerAfterFirstPaint } from '#web/lib/offline/register-service-worker';
import { startOnlineTracking } from '#web/lib/offline/online-status';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

startOnlineTracking();

// A German reader's first paint is already German: the catalogue loads before React renders.
void startLanguage(initialLocale()).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorkerAfterFirstPaint();
});
