import { Link } from 'react-router';
import { ShieldX } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useDocumentTitle } from '#web/lib/use-document-title';

export function AccessDeniedPage({
  message = 'You need super admin rights to view this page.',
}: {
  message?: string;
}) {
  useDocumentTitle('Access Denied');
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center sm:py-20">
      <span className="flex size-16 items-center justify-center rounded-full bg-destructive/10 text-destructive dark:bg-destructive/20">
        <ShieldX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="font-display text-3xl font-bold tracking-tight">Access Denied</h1>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <Button asChild>
        <Link to="/">Go back home</Link>
      </Button>
    </div>
  );
}
