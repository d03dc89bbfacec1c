import { AlertCircle } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Spinner } from '#web/components/ui/spinner';

/**
 * The inline panel of a list that failed to load ('Error loading roles',
 * product rule: admin-roles).
 */
export function LoadError({ title }: { title: string }) {
  const intl = useIntl();
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <div>
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>
          {intl.formatMessage({ id: 'adminPeople.common.unexpectedError' })}
        </AlertDescription>
      </div>
    </Alert>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-16">
      <Spinner className="size-6" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
