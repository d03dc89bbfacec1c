import { Moon, Sun } from 'lucide-react';
import { useTheme } from '#web/lib/theme';
import { Button } from '../ui/button';

/** Icon button switching between dark and light mode (login page). */
export function ThemeToggleButton({ className }: { className?: string }) {
  const { isDark, toggleDarkMode } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label="Toggle dark mode"
      aria-pressed={isDark}
      title={isDark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={toggleDarkMode}
    >
      {isDark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
