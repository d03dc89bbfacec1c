import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { ChevronDown, Users } from 'lucide-react';
import { Button } from '../ui/button';

/**
 * The current family's name as the button that opens the family switcher: the same element
 * before the switcher's code has arrived (family-indicator.tsx) and as the Radix trigger after
 * (family-switcher-menu.tsx).
 */
export function FamilySwitcherButton({
  name,
  ...props
}: ComponentProps<typeof Button> & { name: string }) {
  const intl = useIntl();
  return (
    <Button
      variant="ghost"
      className="h-9 min-w-0 gap-2 px-2 font-medium"
      data-testid="current-family"
      title={intl.formatMessage({ id: 'layout.family.switch' })}
      {...props}
    >
      <Users className="shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">{intl.formatMessage({ id: 'layout.family.label' })}</span>
      <span className="truncate">{name}</span>
      <span className="sr-only">{intl.formatMessage({ id: 'layout.family.switchSuffix' })}</span>
      <ChevronDown className="shrink-0 opacity-60" aria-hidden="true" />
    </Button>
  );
}
