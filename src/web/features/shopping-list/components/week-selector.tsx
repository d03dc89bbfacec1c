import { useIntl } from 'react-intl';
import { CalendarDays } from 'lucide-react';
import { Label } from '#web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select';
import type { ShoppingWeek } from '../lib/shopping-weeks';
import { formatShoppingWeek } from '#web/lib/week-label';

/** Picks one of the offered weeks (this week and the next four, product rule: shopping-weeks). */
export function WeekSelector({
  weeks,
  value,
  onChange,
}: {
  weeks: readonly ShoppingWeek[];
  /** The selected week's start day. */
  value: string;
  onChange: (weekStartDate: string) => void;
}) {
  const intl = useIntl();
  return (
    <div className="flex items-center gap-3">
      <Label htmlFor="shopping-week" className="flex shrink-0 items-center gap-1.5">
        <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
        {intl.formatMessage({ id: 'shopping.week' })}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id="shopping-week" className="w-full sm:w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {weeks.map((week, index) => (
            <SelectItem key={week.weekStartDate} value={week.weekStartDate}>
              {index === 0
                ? intl.formatMessage(
                    { id: 'shopping.thisWeek' },
                    { week: formatShoppingWeek(intl, week) },
                  )
                : formatShoppingWeek(intl, week)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
