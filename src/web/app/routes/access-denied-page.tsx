import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ShieldX } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { useDocumentTitle } from '#web/lib/use-document-title';

export function AccessDeniedPage({
  messageId = 'app.accessDenied.superAdmin',
}: {
  /** Why the page is closed to this user. */
  messageId?: MessageId;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'app.accessDenied.title' });
  useDocumentTitle(title);
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center sm:py-20">
      <span className="flex size-16 items-center justify-center rounded-full bg-destructive/10 text-destructive dark:bg-destructive/20">
        <ShieldX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="font-display text-3xl font-bold tracking-tight">{title}</h1>
      <p className="max-w-md text-muted-foreground">{intl.formatMessage({ id: messageId })}</p>
      <Button asChild>
        <Link to="/">{intl.formatMessage({ id: 'app.accessDenied.home' })}</Link>
      </Button>
    </div>
  );
}
