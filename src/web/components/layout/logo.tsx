import { useIntl } from 'react-intl';
import { cn } from '#web/lib/utils';

/** The product mark (public/logo.svg), optionally with the product name beside it. */
export function Logo({
  className,
  showName = true,
  nameClassName,
}: {
  className?: string;
  showName?: boolean;
  nameClassName?: string;
}) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'layout.appName' });
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <img
        src="/logo.svg"
        alt={showName ? '' : name}
        className="size-8 shrink-0"
        width={32}
        height={32}
      />
      {showName && (
        <span className={cn('font-display text-lg font-bold tracking-tight', nameClassName)}>
          {name}
        </span>
      )}
    </span>
  );
}
