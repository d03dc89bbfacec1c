import { useIntl } from 'react-intl';
import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { RegenerateListDialog } from './regenerate-list-dialog';

/**
 * The week's meal plans changed after the list was made (the hashes differ;
 * product rule: meal-plan-hash).
 */
export function OutOfDateNotice({
  isGenerating,
  onRegenerate,
}: {
  isGenerating: boolean;
  onRegenerate: () => void;
}) {
  const intl = useIntl();
  return (
    <Alert variant="warning" className="items-start print:hidden">
      <TriangleAlert aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <AlertTitle>{intl.formatMessage({ id: 'shopping.outOfDate.title' })}</AlertTitle>
        <AlertDescription>
          {intl.formatMessage({ id: 'shopping.outOfDate.description' })}
        </AlertDescription>
      </div>
      <RegenerateListDialog
        onConfirm={onRegenerate}
        trigger={
          <Button size="sm" disabled={isGenerating}>
            {intl.formatMessage({ id: 'shopping.regenerate' })}
          </Button>
        }
      />
    </Alert>
  );
}
