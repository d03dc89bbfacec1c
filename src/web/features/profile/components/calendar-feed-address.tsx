import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Copy } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { toast } from '#web/lib/use-toast';

/**
 * A new calendar address, shown this once (the server keeps only its hash): read-only, selected
 * on focus, with Copy and how to use it.
 */
export function CalendarFeedAddress({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const intl = useIntl();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: intl.formatMessage({ id: 'profile.calendar.address.copied' }) });
    } catch {
      // No clipboard (an insecure page, a refused permission): leave it ready to copy by hand.
      input.current?.focus();
      input.current?.select();
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'profile.calendar.address.copyFailed' }),
        description: intl.formatMessage({ id: 'profile.calendar.address.copyFailedDescription' }),
      });
    }
  };

  return (
    <div className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3">
      <Label htmlFor="calendar-feed-url">
        {intl.formatMessage({ id: 'profile.calendar.address.label' })}
      </Label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id="calendar-feed-url"
          readOnly
          value={url}
          aria-describedby="calendar-feed-url-hint"
          className="min-w-0 font-mono text-xs sm:text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {intl.formatMessage({ id: 'profile.calendar.address.copy' })}
        </Button>
      </div>
      <p id="calendar-feed-url-hint" className="text-xs text-muted-foreground">
        {intl.formatMessage({ id: 'profile.calendar.address.hint' })}
      </p>
      <p className="text-xs text-muted-foreground">
        {intl.formatMessage({ id: 'profile.calendar.address.shownOnce' })}
      </p>
    </div>
  );
}
