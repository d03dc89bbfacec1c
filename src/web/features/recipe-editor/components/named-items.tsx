import { SelectItem } from '#web/components/ui/select';

/** A select's options for things chosen by id and shown by name (cookbooks, units). */
export function NamedItems({ items }: { items: readonly { id: number; name: string }[] }) {
  return items.map((item) => (
    <SelectItem key={item.id} value={String(item.id)}>
      {item.name}
    </SelectItem>
  ));
}
