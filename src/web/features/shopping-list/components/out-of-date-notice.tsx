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
  return (
    <Alert variant="warning" className="items-start print:hidden">
      <TriangleAlert aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <AlertTitle>This list is out of date</AlertTitle>
        <AlertDescription>
          The meal plan for this week has changed since the list was generated.
        </AlertDescription>
      </div>
      <RegenerateListDialog
        onConfirm={onRegenerate}
        trigger={
          <Button size="sm" disabled={isGenerating}>
            Regenerate
          </Button>
        }
      />
    </Alert>
  );
}
