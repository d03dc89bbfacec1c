import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '#web/components/ui/spinner';

/** How long a page's chunk may take before a spinner shows (a quick load shows nothing). */
const SPINNER_DELAY_MS = 400;

/**
 * The page's place in the shell while its code loads on the first visit (router.tsx). Quiet
 * on purpose: blank at first, a small spinner only on a slow connection.
 */
export function PageLoading() {
  const [isSlow, setIsSlow] = useState(false);
  const intl = useIntl();
  useEffect(() => {
    const timer = setTimeout(() => setIsSlow(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!isSlow) return null;
  return (
    <div className="flex justify-center py-16" role="status">
      <Spinner label={intl.formatMessage({ id: 'app.pageLoading' })} />
    </div>
  );
}
