import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Spinner } from '#web/components/ui/spinner';

/**
 * The inline panel of a list that failed to load ('Error loading roles',
 * product rule: admin-roles).
 */
export function LoadError({ title }: { title: string }) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <div>
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>An unexpected error occurred.</AlertDescription>
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
