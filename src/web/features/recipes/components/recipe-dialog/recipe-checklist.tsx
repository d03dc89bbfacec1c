import { useId, useState, type ReactNode } from 'react';
import { cn } from '#web/lib/utils';

/**
 * A titled checklist of the recipe dialog (ingredients, directions): ticking an item strikes
 * it through, on this screen only — nothing is saved.
 */
export function RecipeChecklist<T extends { id: number }>({
  title,
  emptyText,
  ordered = false,
  items,
  renderItem,
}: {
  title: string;
  emptyText: string;
  /** Numbered steps (an ol) rather than a plain list. */
  ordered?: boolean;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
}) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const headingId = useId();
  const List = ordered ? 'ol' : 'ul';

  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <List className="grid max-h-[50vh] gap-1 overflow-y-auto pr-1">
          {items.map((item) => {
            const isChecked = checked.has(item.id);
            return (
              <li key={item.id}>
                <label className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-1.5 hover:bg-secondary/60">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                    checked={isChecked}
                    onChange={() => toggle(item.id)}
                  />
                  <span
                    className={cn('text-sm', isChecked && 'text-muted-foreground line-through')}
                  >
                    {renderItem(item)}
                  </span>
                </label>
              </li>
            );
          })}
        </List>
      )}
    </section>
  );
}
