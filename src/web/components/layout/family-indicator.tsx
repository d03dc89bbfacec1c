import { ChevronDown, Users } from 'lucide-react';
import { useCurrentFamily } from '#web/lib/current-family';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

/**
 * The current family's name; with more than one family it opens a switcher. Switching stores
 * the choice as the preferred family.
 */
export function FamilyIndicator() {
  const { families, currentFamily, setCurrentFamilyId } = useCurrentFamily();
  const name = currentFamily?.name ?? 'No family';

  if (families.length <= 1) {
    return (
      <span
        className="inline-flex min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground"
        data-testid="current-family"
      >
        <Users className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">Family: </span>
        <span className="truncate">{name}</span>
      </span>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="h-9 min-w-0 gap-2 px-2 font-medium"
          data-testid="current-family"
          title="Switch family"
        >
          <Users className="shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">Family: </span>
          <span className="truncate">{name}</span>
          <span className="sr-only">, switch family</span>
          <ChevronDown className="shrink-0 opacity-60" aria-hidden="true" />
        </Button>
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
