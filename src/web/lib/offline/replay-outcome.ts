import type { IntlShape } from 'react-intl';
import { toast } from '../use-toast';
import type { PantryReplaySummary } from './replay-pantry-queue';
import type { ReplaySummary } from './replay-queued-ticks';

/** Says once what a replay of ticks could not do; a conflict shows on its row, highlighted. */
export function tellTickReplayOutcome(intl: IntlShape, summary: ReplaySummary) {
  if (summary.gone > 0) {
    toast({
      title: intl.formatMessage({ id: 'offline.replay.goneTitle' }),
      description: intl.formatMessage({ id: 'offline.replay.gone' }, { count: summary.gone }),
    });
  } else if (summary.refused > 0) {
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'shopping.toast.error' }),
      description: intl.formatMessage({ id: 'offline.replay.refused' }, { count: summary.refused }),
    });
  } else if (summary.conflicts > 0) {
    toast({
      title: intl.formatMessage({ id: 'shopping.toast.changedElsewhere' }),
      description: intl.formatMessage({ id: 'shopping.toast.changedElsewhereDescription' }),
    });
  }
}

/** Says once what a replay of pantry changes could not do; the pantry is read again. */
export function tellPantryReplayOutcome(intl: IntlShape, summary: PantryReplaySummary) {
  if (summary.refused > 0) {
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'pantry.item.failed' }),
      description: intl.formatMessage({ id: 'offline.pantry.refused' }, { count: summary.refused }),
    });
  } else if (summary.gone > 0) {
    toast({
      title: intl.formatMessage({ id: 'offline.pantry.goneTitle' }),
      description: intl.formatMessage({ id: 'offline.pantry.gone' }, { count: summary.gone }),
    });
  } else if (summary.conflicts > 0) {
    toast({
      title: intl.formatMessage({ id: 'offline.pantry.changedTitle' }),
      description: intl.formatMessage(
        { id: 'offline.pantry.changed' },
        { count: summary.conflicts },
      ),
    });
  }
}
