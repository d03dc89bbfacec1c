import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Sparkles } from 'lucide-react';
import type { ImageUrlResult } from '#shared/images/images.schemas';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/i18n/error-message';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { toast } from '#web/lib/use-toast';
import { useGenerateImage } from '../api/generate-image';
import { useGenerateRecipeImage } from '../api/generate-recipe-image';
import { useImageConfig } from '#web/lib/image-config';
import type { RecipeFormValues } from '../lib/recipe-form-values';

/**
 * Generate AI Image (editors and super admins; product rule: recipe-images), with a pending state.
 * Without a provider the server draws a picture instead, and the form says so up front. Offline
 * it waits for a connection (docs/decisions/048).
 */
export function GenerateImageButton({
  savedRecipeId,
  canGenerate,
  disabled,
  onGenerated,
}: {
  savedRecipeId: number | null;
  canGenerate: boolean;
  disabled: boolean;
  onGenerated: (imageUrl: string) => void;
}) {
  const intl = useIntl();
  const { getValues } = useFormContext<RecipeFormValues>();
  const config = useImageConfig();
  const generateNew = useGenerateImage();
  const generateSaved = useGenerateRecipeImage();
  const [isTitleMissing, setIsTitleMissing] = useState(false);
  const { offline, reasonProps } = useNeedsConnection();
  const isPending = generateNew.isPending || generateSaved.isPending;

  if (!canGenerate) {
    return (
      <p className="text-sm text-muted-foreground">
        {intl.formatMessage({ id: 'recipeEditor.generate.onlyEditors' })}
      </p>
    );
  }

  const callbacks = {
    onSuccess: (result: ImageUrlResult) => {
      onGenerated(result.imageUrl);
      toast({
        title: intl.formatMessage({ id: 'recipeEditor.generate.done' }),
        description:
          result.generatedByAi === false
            ? intl.formatMessage({ id: 'recipeEditor.generate.drawn' })
            : undefined,
      });
    },
    onError: (error: Error) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'recipeEditor.generate.failed' }),
        // The server's reason when it gave one (as before), else the form's own sentence.
        description: errorMessage(intl, error, 'recipeEditor.generate.failedDetail'),
      }),
  };

  const generate = () => {
    const title = getValues('recipe.title').trim();
    if (!title) {
      setIsTitleMissing(true);
      return;
    }
    setIsTitleMissing(false);
    if (savedRecipeId !== null) generateSaved.mutate(savedRecipeId, callbacks);
    else generateNew.mutate({ title }, callbacks);
  };

  return (
    <div className="grid gap-1">
      <Button
        variant="secondary"
        className="h-11 justify-self-start sm:h-10"
        onClick={generate}
        disabled={disabled || isPending || offline}
        {...reasonProps}
        aria-describedby={isTitleMissing ? 'generate-image-message' : undefined}
      >
        {isPending ? <Spinner className="size-4 text-current" /> : <Sparkles aria-hidden="true" />}
        {intl.formatMessage({
          id: isPending ? 'recipeEditor.generate.pending' : 'recipeEditor.generate.button',
        })}
      </Button>
      {isTitleMissing && (
        <p
          id="generate-image-message"
          role="alert"
          className="text-sm font-medium text-destructive"
        >
          {intl.formatMessage({ id: 'recipeEditor.generate.titleRequired' })}
        </p>
      )}
      {config.data?.aiConfigured === false && (
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage({ id: 'recipeEditor.generate.notConfigured' })}
        </p>
      )}
    </div>
  );
}
