import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Sparkles } from 'lucide-react';
import { IMAGE_MESSAGES, type ImageUrlResult } from '#shared/images/images.schemas';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { getErrorMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/use-toast';
import { useGenerateImage } from '../api/generate-image';
import { useGenerateRecipeImage } from '../api/generate-recipe-image';
import { useImageConfig } from '#web/lib/image-config';
import type { RecipeFormValues } from '../lib/recipe-form-values';

/**
 * Generate AI Image (editors and super admins; product rule: recipe-images), with a pending state.
 * Without a provider the server draws a picture instead, and the form says so up front.
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
  const { getValues } = useFormContext<RecipeFormValues>();
  const config = useImageConfig();
  const generateNew = useGenerateImage();
  const generateSaved = useGenerateRecipeImage();
  const [titleMessage, setTitleMessage] = useState<string | null>(null);
  const isPending = generateNew.isPending || generateSaved.isPending;

  if (!canGenerate) {
    return <p className="text-sm text-muted-foreground">{IMAGE_MESSAGES.onlyEditors}</p>;
  }

  const callbacks = {
    onSuccess: (result: ImageUrlResult) => {
      onGenerated(result.imageUrl);
      toast({
        title: 'Image generated',
        description:
          result.generatedByAi === false
            ? 'AI images are not configured: a picture was drawn.'
            : undefined,
      });
    },
    onError: (error: Error) =>
      toast({
        variant: 'destructive',
        title: 'Failed to generate image',
        description: getErrorMessage(error, 'Something went wrong'),
      }),
  };

  const generate = () => {
    const title = getValues('recipe.title').trim();
    if (!title) {
      setTitleMessage(IMAGE_MESSAGES.titleRequired);
      return;
    }
    setTitleMessage(null);
    if (savedRecipeId !== null) generateSaved.mutate(savedRecipeId, callbacks);
    else generateNew.mutate({ title }, callbacks);
  };

  return (
    <div className="grid gap-1">
      <Button
        variant="secondary"
        className="h-11 justify-self-start sm:h-10"
        onClick={generate}
        disabled={disabled || isPending}
        aria-describedby={titleMessage ? 'generate-image-message' : undefined}
      >
        {isPending ? <Spinner className="size-4 text-current" /> : <Sparkles aria-hidden="true" />}
        {isPending ? 'Generating Image...' : 'Generate AI Image'}
      </Button>
      {titleMessage && (
        <p
          id="generate-image-message"
          role="alert"
          className="text-sm font-medium text-destructive"
        >
          {titleMessage}
        </p>
      )}
      {config.data?.aiConfigured === false && (
        <p className="text-sm text-muted-foreground">{IMAGE_MESSAGES.notConfigured}</p>
      )}
    </div>
  );
}
