import { useIntl } from 'react-intl';
import { EllipsisVertical, Minus, Pencil, Pin, PinOff, Plus, Trash2 } from 'lucide-react';
import type { PantryItem } from '#shared/pantry/pantry.schemas';
import { Button } from '#web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { useLanguage } from '#web/lib/i18n/i18n-provider';
import { cn } from '#web/lib/utils';
import { freshness } from '../lib/best-before';
import { pantryAmountText } from '#web/lib/pantry-amount-text';
import { isCounted } from '../lib/counted';

export interface PantryItemActions {
  onAdjust: (item: PantryItem, delta: number) => void;
  onEdit: (item: PantryItem) => void;
  onToggleStaple: (item: PantryItem) => void;
  onRemove: (item: PantryItem) => void;
}

/**
 * One thing at home: its amount ('have some' without one), its best-before flag, +/- for
 * counted things, and a menu to edit, mark as always had, or remove.
 */
export function PantryItemRow({
  item,
  today,
  actions,
}: {
  item: PantryItem;
  today: Date;
  actions: PantryItemActions;
}) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const amount = pantryAmountText(item, locale);
  const fresh = freshness(item.bestBefore, today);
  const name = { name: item.name };

  return (
    <li
      className="flex min-h-14 items-center gap-2 rounded-lg border bg-card px-3 py-2"
      data-testid="pantry-item"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{item.name}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span className={cn(item.quantity === 0 && 'text-destructive')}>
            {item.isStaple
              ? intl.formatMessage({ id: 'pantry.item.staple' })
              : (amount ?? intl.formatMessage({ id: 'pantry.item.haveSome' }))}
          </span>
          {fresh === 'expired' || fresh === 'soon' ? (
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-medium',
                fresh === 'expired'
                  ? 'bg-destructive/15 text-destructive'
                  : 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
              )}
            >
              {intl.formatMessage(
                { id: fresh === 'expired' ? 'pantry.item.expired' : 'pantry.item.useSoon' },
                { date: intl.formatDate(`${item.bestBefore}T12:00:00`, { dateStyle: 'medium' }) },
              )}
            </span>
          ) : null}
        </p>
      </div>
      {!item.isStaple && isCounted(item) && (
        <div className="flex items-center rounded-md border">
          <Button
            variant="ghost"
            size="icon"
            className="size-11 rounded-r-none"
            aria-label={intl.formatMessage({ id: 'pantry.item.less' }, name)}
            disabled={item.quantity === 0}
            onClick={() => actions.onAdjust(item, -1)}
          >
            <Minus aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-11 rounded-l-none"
            aria-label={intl.formatMessage({ id: 'pantry.item.more' }, name)}
            onClick={() => actions.onAdjust(item, 1)}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-11"
            aria-label={intl.formatMessage({ id: 'pantry.item.options' }, name)}
          >
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-[12rem]">
          <DropdownMenuItem onSelect={() => actions.onEdit(item)}>
            <Pencil aria-hidden="true" />
            {intl.formatMessage({ id: 'pantry.item.edit' })}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => actions.onToggleStaple(item)}>
            {item.isStaple ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
            {intl.formatMessage({
              id: item.isStaple ? 'pantry.item.notStaple' : 'pantry.item.makeStaple',
            })}
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => actions.onRemove(item)}>
            <Trash2 aria-hidden="true" />
            {intl.formatMessage({ id: 'pantry.item.remove' })}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
