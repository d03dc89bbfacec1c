import { useState } from 'react';
import { cn, getInitials } from '#web/lib/utils';

/** A round picture of a person, or their initials when there is no picture (or it fails). */
export function UserAvatar({
  name,
  picture,
  className,
}: {
  name: string;
  picture: string | null | undefined;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(picture) && failedSrc !== picture;
  return (
    <span
      className={cn(
        'relative inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-sm font-semibold text-primary select-none dark:bg-primary/25',
        className,
      )}
    >
      {showImage ? (
        <img
          src={picture!}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailedSrc(picture ?? null)}
        />
      ) : (
        <span aria-hidden="true">{getInitials(name)}</span>
      )}
    </span>
  );
}
