import { useEffect } from 'react';

export const APP_NAME = 'Family Cookbook';

/** Sets `document.title` to "{title} · Family Cookbook" while the component is mounted. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
