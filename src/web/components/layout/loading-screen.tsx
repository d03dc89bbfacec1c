import { useIntl } from 'react-intl';
import { Spinner } from '../ui/spinner';

/** Full-screen logo and 'Loading your cookbook...' while authentication is determined. */
export function LoadingScreen() {
  const intl = useIntl();
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-background px-6 text-center"
      role="status"
      aria-live="polite"
    >
      <img
        src="/logo.svg"
        alt={intl.formatMessage({ id: 'layout.appName' })}
        className="size-20 animate-pulse drop-shadow-md"
        width={80}
        height={80}
      />
      <div className="flex items-center gap-3 text-lg font-medium text-foreground">
        <Spinner />
        <p>{intl.formatMessage({ id: 'layout.loading' })}</p>
      </div>
    </div>
  );
}
