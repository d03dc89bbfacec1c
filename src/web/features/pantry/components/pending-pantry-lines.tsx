import { useIntl } from 'react-intl';
import { CloudUpload } from 'lucide-react';

/**
 * Lines added without a network: only the server reads a line into an item (and may add it to
 * one that is there), so until the replay sends them they are shown as typed, apart.
 */
export function PendingPantryLines({ lines }: { lines: readonly string[] }) {
  const intl = useIntl();
  if (lines.length === 0) return null;
  const title = intl.formatMessage({ id: 'offline.pantry.pendingTitle' });
  return (
    <section aria-label={title} className="grid gap-2" data-testid="pending-pantry-lines">
      <h2 className="font-display text-lg font-semibold">{title}</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {lines.map((line, index) => (
          <li
            // Two equal lines are two adds; their order never changes while they wait.
            key={`${index}:${line}`}
            className="flex min-h-14 items-center gap-2 rounded-lg border border-dashed bg-card px-3 py-2 text-muted-foreground"
          >
            <CloudUpload className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{line}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
