import { useIntl } from 'react-intl';
import { useCurrentFamily } from '#web/lib/current-family';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { FamilySwitcherButton } from './family-switcher-button';

/**
 * The family switcher of a member of several families. Switching stores the choice as the
 * preferred family. Its own chunk: family-indicator.tsx shows the button until this arrives.
 */
export function FamilySwitcherMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { families, currentFamily, setCurrentFamilyId } = useCurrentFamily();
  const intl = useIntl();

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <FamilySwitcherButton
          name={currentFamily?.name ?? intl.formatMessage({ id: 'layout.family.none' })}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>{intl.formatMessage({ id: 'layout.family.switch' })}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={currentFamily ? String(currentFamily.id) : ''}
          onValueChange={(value) => setCurrentFamilyId(Number(value))}
        >
          {families.map((family) => (
            <DropdownMenuRadioItem key={family.id} value={String(family.id)}>
              <span className="truncate">{family.name}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
