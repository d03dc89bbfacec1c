import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './print-portal.css';

/**
 * What a printout shows instead of the screen. Its children go straight under <body>, hidden on
 * screen, so the print CSS can leave out every other child of <body> (the app with its header,
 * sidebar and bars, open dialogs and menus, toasts) without knowing any of them
 * (print-portal.css). `name` becomes `data-print-area`, for the feature's own print CSS.
 */
export function PrintPortal({ name, children }: { name: string; children: ReactNode }) {
  return createPortal(
    <div className="print-portal" data-print-area={name}>
      {children}
    </div>,
    document.body,
  );
}
