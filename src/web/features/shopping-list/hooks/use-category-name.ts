import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { categoryNameId } from '../lib/display-names';

/** A grocery category's name in the active language; an unknown one as the server sent it. */
export function useCategoryName() {
  const intl = useIntl();
  return useCallback(
    (category: string) => {
      const id = categoryNameId(category);
      return id ? intl.formatMessage({ id }) : category;
    },
    [intl],
  );
}
