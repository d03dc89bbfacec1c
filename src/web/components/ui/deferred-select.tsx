import { ChevronDown } from 'lucide-react';
import { cn } from '#web/lib/utils';
import { DeferredPopup, deferModule } from './deferred';
import type { OptionsSelectProps } from './options-select';
import { selectChevronClasses, selectTriggerClasses } from './select-trigger-style';

export type { SelectOption } from './options-select';

/** Radix Select (with its popper, focus trap and scroll lock) is not part of the first load. */
const selectModule = deferModule(() => import('./options-select'));

/**
 * A select over a list of options for a page's first paint (the recipe list's category
 * filter): until Radix Select's code is in, a stand-in trigger with the same look, role,
 * name and value shows; pressing it opens the real select once it has arrived
 * (deferred.tsx). Forms, which load later anyway, use select.tsx directly.
 */
export function DeferredSelect(props: OptionsSelectProps) {
  const { value, options, className } = props;
  const label = options.find((option) => option.value === value)?.label ?? '';
  return (
    <DeferredPopup
      module={selectModule}
      placeholder={(trigger) => (
        // The attributes Radix's trigger carries while closed.
        <button
          type="button"
          role="combobox"
          aria-label={props['aria-label']}
          aria-expanded={false}
          aria-autocomplete="none"
          data-state="closed"
          className={cn(selectTriggerClasses, className)}
          {...trigger}
        >
          <span style={{ pointerEvents: 'none' }}>{label}</span>
          <ChevronDown className={selectChevronClasses} aria-hidden="true" />
        </button>
      )}
      render={({ OptionsSelect }, { defaultOpen }) => (
        <OptionsSelect {...props} defaultOpen={defaultOpen} />
      )}
    />
  );
}
