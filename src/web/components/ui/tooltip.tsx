import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { cn } from '#web/lib/utils';

const TOOLTIP_DELAY_MS = 300;
const HasTooltipProvider = createContext(false);

/**
 * Shares Radix's delay state between the tooltips inside it: moving from one to the next
 * opens the next at once. Optional: a tooltip outside any provider brings its own.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <HasTooltipProvider value={true}>{children}</HasTooltipProvider>
    </TooltipPrimitive.Provider>
  );
}

/**
 * A hover/focus tooltip (300 ms delay). The app root has no tooltip provider any more, so
 * Radix Tooltip stays out of the first load: only pages that show a tooltip import this file
 * (docs/decisions/020); a tooltip outside a `TooltipProvider` brings its own.
 */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const root = <TooltipPrimitive.Root {...props} />;
  if (useContext(HasTooltipProvider)) return root;
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>{root}</TooltipPrimitive.Provider>
  );
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
