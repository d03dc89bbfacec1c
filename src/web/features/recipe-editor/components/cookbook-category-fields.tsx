import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select';
import { useCookbookCategories } from '../api/cookbook-categories';
import { NO_CHOICE, type RecipeFormValues } from '../lib/recipe-form-values';
import { FormField } from '#web/components/ui/form-field';
import { validationMessage } from '#web/lib/i18n/validation-message';
import { NamedItems } from './named-items';
import { NewCategoryInput } from './new-category-input';

export interface CookbookChoice {
  id: number;
  name: string;
}

/** The select item that opens the inline category input (product rule: cookbook-category). */
const ADD_CATEGORY = 'add-new-category';

const asSelectValue = (id: number | null | undefined) => (id ? String(id) : '');

/**
 * Cookbook (only those the user may edit) and category (of that cookbook). Changing the
 * cookbook resets the category to none (product rule: cookbook-category); '+ Add New Category'
 * creates one in place and selects it.
 */
export function CookbookCategoryFields({ cookbooks }: { cookbooks: readonly CookbookChoice[] }) {
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const intl = useIntl();
  const cookbookId = useWatch({ control, name: 'recipe.cookbookId' });
  const categoriesQuery = useCookbookCategories(cookbookId || null);
  const [isAddingCategory, setIsAddingCategory] = useState(false);
  const categoryError = validationMessage(intl, errors.recipe?.categoryId?.message);
  const categories = categoriesQuery.data ?? [];

  const selectCategory = (categoryId: number) =>
    setValue('recipe.categoryId', categoryId, {
      shouldDirty: true,
      shouldValidate: Boolean(categoryError),
    });

  return (
    <>
      <FormField
        id="recipe-cookbook"
        label={intl.formatMessage({ id: 'recipeEditor.fields.cookbook' })}
        error={validationMessage(intl, errors.recipe?.cookbookId?.message)}
      >
        {(fieldControl) => (
          <Controller
            control={control}
            name="recipe.cookbookId"
            render={({ field }) => (
              <Select
                value={asSelectValue(field.value)}
                onValueChange={(value) => {
                  field.onChange(Number(value));
                  setValue('recipe.categoryId', NO_CHOICE, { shouldDirty: true });
                  setIsAddingCategory(false);
                }}
              >
                <SelectTrigger
                  {...fieldControl}
                  className="h-11 sm:h-10"
                  ref={field.ref}
                  onBlur={field.onBlur}
                >
                  <SelectValue
                    placeholder={intl.formatMessage({
                      id: 'recipeEditor.fields.cookbookPlaceholder',
                    })}
                  />
                </SelectTrigger>
                <SelectContent>
                  <NamedItems items={cookbooks} />
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>

      <FormField
        id="recipe-category"
        label={intl.formatMessage({ id: 'recipeEditor.fields.category' })}
        error={categoryError}
      >
        {(fieldControl) =>
          isAddingCategory && cookbookId ? (
            <NewCategoryInput
              cookbookId={cookbookId}
              onDone={(categoryId) => {
                setIsAddingCategory(false);
                if (categoryId !== null) selectCategory(categoryId);
              }}
            />
          ) : (
            <Controller
              control={control}
              name="recipe.categoryId"
              render={({ field }) => (
                <Select
                  value={asSelectValue(field.value)}
                  disabled={!cookbookId}
                  onValueChange={(value) => {
                    if (value === ADD_CATEGORY) setIsAddingCategory(true);
                    else field.onChange(Number(value));
                  }}
                >
                  <SelectTrigger
                    {...fieldControl}
                    className="h-11 sm:h-10"
                    ref={field.ref}
                    onBlur={field.onBlur}
                  >
                    <SelectValue
                      placeholder={intl.formatMessage({
                        id: cookbookId
                          ? 'recipeEditor.fields.categoryPlaceholder'
                          : 'recipeEditor.fields.categoryNeedsCookbook',
                      })}
                    />
                  </SelectTrigger>
                  <SelectContent>
                    <NamedItems items={categories} />
                    <SelectItem value={ADD_CATEGORY} className="font-medium text-primary">
                      {intl.formatMessage({ id: 'recipeEditor.fields.addCategory' })}
                    </SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
          )
        }
      </FormField>
    </>
  );
}
