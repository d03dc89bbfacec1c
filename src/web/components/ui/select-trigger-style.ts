/**
 * The look of a select's trigger, shared by the Radix trigger (select.tsx) and the stand-in
 * that shows before Radix's code has arrived (deferred-select.tsx). A file of its own so the
 * stand-in does not import Radix Select.
 */
export const selectTriggerClasses =
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm whitespace-nowrap shadow-sm outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted-foreground [&>span]:truncate';

export const selectChevronClasses = 'size-4 opacity-60';
