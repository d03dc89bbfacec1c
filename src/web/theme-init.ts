// Imported first by main.tsx: puts the `dark` class and the font size on <html> before React
// renders. (No inline script in index.html: the CSP allows scripts from 'self' only.)
import { initAppearance } from '#web/lib/theme';

initAppearance();
