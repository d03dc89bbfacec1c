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
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <img
        src="/logo.svg"
        alt={showName ? '' : 'Family Cookbook'}
        className="size-8 shrink-0"
        width={32}
        height={32}
      />
      {showName && (
        <span className={cn('font-display text-lg font-bold tracking-tight', nameClassName)}>
          Family Cookbook
        </span>
      )}
    </span>
  );
}
