import { useIntl } from 'react-intl';
import { RefreshCw, Sparkles } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { RegenerateListDialog } from './regenerate-list-dialog';

/**
 * Generate List, or Regenerate List once the week has a list (product rule: shopping-generate);
 * regenerating asks first, since checked items are lost.
 */
export function GenerateListButton({
  hasList,
  isGenerating,
  disabled = false,
  onGenerate,
}: {
  hasList: boolean;
  isGenerating: boolean;
  disabled?: boolean;
  onGenerate: () => void;
}) {
  const intl = useIntl();
  const icon = isGenerating ? (
    <Spinner className="size-4 text-current" />
  ) : hasList ? (
    <RefreshCw aria-hidden="true" />
  ) : (
    <Sparkles aria-hidden="true" />
  );
  const { offline, reasonProps } = useNeedsConnection();
  const isDisabled = disabled || isGenerating || offline;

  if (!hasList) {
    return (
      <Button onClick={onGenerate} disabled={isDisabled} {...reasonProps}>
        {icon}
        {intl.formatMessage({ id: 'shopping.generate' })}
      </Button>
    );
  }
  return (
    <RegenerateListDialog
      onConfirm={onGenerate}
      trigger={
        <Button variant="outline" disabled={isDisabled} {...reasonProps}>
          {icon}
          {intl.formatMessage({ id: 'shopping.regenerateList' })}
        </Button>
      }
    />
  );
}
