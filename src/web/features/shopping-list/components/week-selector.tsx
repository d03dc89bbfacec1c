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
  return (
    <div className="flex items-center gap-3">
      <Label htmlFor="shopping-week" className="flex shrink-0 items-center gap-1.5">
        <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
        Week
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id="shopping-week" className="w-full sm:w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {weeks.map((week, index) => (
            <SelectItem key={week.weekStartDate} value={week.weekStartDate}>
              {index === 0 ? `${week.label} (this week)` : week.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
