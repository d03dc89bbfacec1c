import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { CATEGORY_NAME_MAX } from '#shared/recipes/categories.schemas';
import { errorMessage } from '#web/lib/i18n/error-message';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { toast } from '#web/lib/use-toast';
import { existingCategoryId, useCreateCategory } from '../api/create-category';

/**
 * The inline '+ Add New Category' step: type a name, Enter or Add creates it in the cookbook
 * and hands back its id (or the id of the category of that name the cookbook already has);
 * Escape or Cancel hands back null. Creating is a write: offline the name stays, and Add waits
 * for a connection (docs/decisions/048).
 */
export function NewCategoryInput({
  cookbookId,
  onDone,
}: {
  cookbookId: number;
  onDone: (categoryId: number | null) => void;
}) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const createCategory = useCreateCategory();
  const { offline, reasonProps } = useNeedsConnection();
  const trimmed = name.trim();

  const create = () => {
    if (!trimmed || createCategory.isPending || offline) return;
    createCategory.mutate(
      { cookbookId, name: trimmed },
      {
        onSuccess: (category) => {
          toast({
            title: intl.formatMessage({ id: 'recipeEditor.newCategory.created' }),
            description: category.name,
          });
          onDone(category.id);
        },
        onError: (error) => {
          const existingId = existingCategoryId(error);
          if (existingId !== null) {
            toast({
              title: intl.formatMessage({ id: 'recipeEditor.newCategory.selected' }),
              description: errorMessage(intl, error),
            });
            onDone(existingId);
            return;
          }
          toast({
            variant: 'destructive',
            title: intl.formatMessage({ id: 'recipeEditor.newCategory.failed' }),
            description: errorMessage(intl, error),
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
        aria-label={intl.formatMessage({ id: 'recipeEditor.newCategory.name' })}
        placeholder={intl.formatMessage({ id: 'recipeEditor.newCategory.name' })}
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
          disabled={!trimmed || createCategory.isPending || offline}
          {...reasonProps}
        >
          {intl.formatMessage({
            id: createCategory.isPending
              ? 'recipeEditor.newCategory.adding'
              : 'recipeEditor.newCategory.add',
          })}
        </Button>
        <Button className="flex-1 sm:flex-none" variant="outline" onClick={() => onDone(null)}>
          {intl.formatMessage({ id: 'recipeEditor.newCategory.cancel' })}
        </Button>
      </div>
    </div>
  );
}
