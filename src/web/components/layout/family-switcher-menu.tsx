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

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <FamilySwitcherButton name={currentFamily?.name ?? 'No family'} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>Switch family</DropdownMenuLabel>
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
