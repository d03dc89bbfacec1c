import { useRef } from 'react';
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

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Address copied' });
    } catch {
      // No clipboard (an insecure page, a refused permission): leave it ready to copy by hand.
      input.current?.focus();
      input.current?.select();
      toast({
        variant: 'destructive',
        title: 'Could not copy',
        description: 'The address is selected: copy it with your keyboard or menu.',
      });
    }
  };

  return (
    <div className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3">
      <Label htmlFor="calendar-feed-url">Your calendar address</Label>
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
          Copy
        </Button>
      </div>
      <p id="calendar-feed-url-hint" className="text-xs text-muted-foreground">
        Add it to Google Calendar, Apple Calendar or Outlook as a subscription. Keep it private:
        anyone with it sees this family&apos;s meal plan.
      </p>
      <p className="text-xs text-muted-foreground">
        It is shown only now. If you lose it, create a new address.
      </p>
    </div>
  );
}
