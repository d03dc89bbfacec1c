import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '#web/lib/utils';

/**
 * A place to drop a file or click to choose one. `accept` narrows the file picker; a dropped
 * file is checked with `isAccepted` too (a drop ignores `accept`), and a refused one goes to
 * `onRejected` instead of `onFile`.
 */
export function FileDropZone({
  accept,
  isAccepted,
  onFile,
  onRejected,
  disabled = false,
  reasonProps,
  label,
  children,
  className,
}: {
  accept: string;
  isAccepted: (file: File) => boolean;
  onFile: (file: File) => void;
  onRejected: (file: File) => void;
  disabled?: boolean;
  /** Why it is disabled (title, aria-description), on its button; the title on the zone too. */
  reasonProps?: Record<string, string>;
  /** The accessible name of the zone's button. */
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);

  const take = (file: File | undefined) => {
    if (!file) return;
    if (isAccepted(file)) onFile(file);
    else onRejected(file);
  };

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsOver(true);
  };

  return (
    <div
      className={cn(
        'relative rounded-lg border-2 border-dashed border-input transition-colors',
        isOver && 'border-primary bg-primary/5',
        disabled && 'opacity-60',
        className,
      )}
      title={reasonProps?.title}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setIsOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setIsOver(false);
        if (!disabled) take(event.dataTransfer.files[0]);
      }}
      data-drop-target={isOver ? 'true' : undefined}
    >
      <button
        type="button"
        className="flex min-h-32 w-full flex-col items-center justify-center gap-2 rounded-lg p-6 text-center outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed"
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
        aria-label={label}
        aria-controls={inputId}
        {...reasonProps}
      >
        {children}
      </button>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files?.[0]);
          // The same file chosen again still counts as a choice.
          event.target.value = '';
        }}
      />
    </div>
  );
}
