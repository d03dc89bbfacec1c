import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface SelectOption {
  value: string;
  label: string;
}

export interface OptionsSelectProps {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The trigger's accessible name (the select has no visible label). */
  'aria-label': string;
  className?: string;
}

/**
 * A Radix Select over a plain list of options. Loaded through deferred-select.tsx, which shows
 * a stand-in trigger until this chunk is in; `defaultOpen` opens it when the stand-in was
 * pressed meanwhile.
 */
export function OptionsSelect({
  value,
  onValueChange,
  options,
  'aria-label': ariaLabel,
  className,
  defaultOpen = false,
}: OptionsSelectProps & { defaultOpen?: boolean }) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger aria-label={ariaLabel} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
