import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * Sets `document.title` to "{title} · Family Cookbook" (the app's name alone without a title)
 * in the active language while the component is mounted.
 */
export function useDocumentTitle(title: string | null | undefined) {
  const intl = useIntl();
  const documentTitle = title
    ? intl.formatMessage({ id: 'lib.documentTitle.page' }, { title })
    : intl.formatMessage({ id: 'lib.documentTitle.app' });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}
