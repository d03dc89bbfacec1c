import { useIntl } from 'react-intl';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '#web/lib/theme';
import { Button } from '../ui/button';

/** Icon button switching between dark and light mode (login page). */
export function ThemeToggleButton({ className }: { className?: string }) {
  const { isDark, toggleDarkMode } = useTheme();
  const intl = useIntl();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={intl.formatMessage({ id: 'layout.theme.toggle' })}
      aria-pressed={isDark}
      title={intl.formatMessage({ id: isDark ? 'layout.theme.toLight' : 'layout.theme.toDark' })}
      onClick={toggleDarkMode}
    >
      {isDark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
