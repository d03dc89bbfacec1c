import './theme-init';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#web/app/app';
import { initialLanguage } from '#web/lib/i18n/catalogues';
import { initialLocale } from '#web/lib/i18n/initial-locale';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A German reader's first paint is already German: the catalogue loads before React renders.
void initialLanguage(initialLocale()).then((language) => {
  createRoot(container).render(
    <StrictMode>
      <App language={language} />
    </StrictMode>,
  );
});
