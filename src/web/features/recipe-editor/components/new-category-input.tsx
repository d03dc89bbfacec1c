import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { CATEGORY_NAME_MAX } from '#shared/recipes/categories.schemas';
import { getErrorMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/use-toast';
import { existingCategoryId, useCreateCategory } from '../api/create-category';

/**
 * The inline '+ Add New Category' step: type a name, Enter or Add creates it in the cookbook
 * and hands back its id (or the id of the category of that name the cookbook already has);
 * Escape or Cancel hands back null.
 */
export function NewCategoryInput({
  cookbookId,
  onDone,
}: {
  cookbookId: number;
  onDone: (categoryId: number | null) => void;
}) {
  const [name, setName] = useState('');
  const createCategory = useCreateCategory();
  const trimmed = name.trim();

  const create = () => {
    if (!trimmed || createCategory.isPending) return;
    createCategory.mutate(
      { cookbookId, name: trimmed },
      {
        onSuccess: (category) => {
          toast({ title: 'Category created', description: category.name });
          onDone(category.id);
        },
        onError: (error) => {
          const existingId = existingCategoryId(error);
          if (existingId !== null) {
            toast({ title: 'Category selected', description: getErrorMessage(error) });
            onDone(existingId);
            return;
          }
          toast({
            variant: 'destructive',
            title: 'Error creating category',
            description: getErrorMessage(error),
          });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Input
        id="recipe-category"
        className="h-11 sm:h-10"
        aria-label="New category name"
        placeholder="New category name"
        value={name}
        maxLength={CATEGORY_NAME_MAX}
        autoFocus
        disabled={createCategory.isPending}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            create();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onDone(null);
          }
        }}
      />
      <div className="flex gap-2">
        <Button
          className="flex-1 sm:flex-none"
          onClick={create}
          disabled={!trimmed || createCategory.isPending}
        >
          {createCategory.isPending ? 'Adding...' : 'Add'}
        </Button>
        <Button className="flex-1 sm:flex-none" variant="outline" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
