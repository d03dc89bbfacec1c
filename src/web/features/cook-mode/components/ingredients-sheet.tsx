import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListChecks } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog';

/**
 * On phones and tablets the ingredients open as a sheet from the bottom (on wide screens they
 * stand beside the step, cook-mode.tsx). The button says how many are ready.
 */
export function IngredientsSheet({
  open,
  onOpenChange,
  ready,
  total,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ready: number;
  total: number;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <Button
        variant="outline"
        className="h-12 text-base lg:hidden"
        onClick={() => onOpenChange(true)}
      >
        <ListChecks className="size-5" aria-hidden="true" />
        {intl.formatMessage({ id: 'cook.ingredients.open' }, { ready, total })}
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="top-auto bottom-0 left-0 max-h-[85dvh] w-full max-w-none translate-x-0 translate-y-0 rounded-b-none pb-[calc(1.5rem+env(safe-area-inset-bottom))] sm:left-1/2 sm:max-w-xl sm:-translate-x-1/2">
          <DialogTitle className="sr-only">
            {intl.formatMessage({ id: 'cook.ingredients.title' })}
          </DialogTitle>
          <DialogDescription className="sr-only">
            {intl.formatMessage({ id: 'cook.ingredients.sheetDescription' })}
          </DialogDescription>
          {children}
        </DialogContent>
      </Dialog>
    </>
  );
}
