import { useIntl } from 'react-intl';
import { useOnline } from './online-status';

/**
 * For a button whose write is not queued offline (docs/decisions/048: only ticks are): while
 * the device has no network it is disabled, and says why in its tooltip and to screen readers.
 */
export function useNeedsConnection(): { offline: boolean; reasonProps: Record<string, string> } {
  const intl = useIntl();
  const offline = !useOnline();
  if (!offline) return { offline, reasonProps: {} };
  const reason = intl.formatMessage({ id: 'offline.needsConnection' });
  return { offline, reasonProps: { title: reason, 'aria-description': reason } };
}
