import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ImagePlus, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { FileDropZone } from '#web/components/ui/file-drop-zone';
import { RecipeImage } from '#web/components/recipe/recipe-image';
import { isApiError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/i18n/error-message';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { toast } from '#web/lib/use-toast';
import { useUploadImage } from '../api/upload-image';
import type { RecipeFormValues } from '../lib/recipe-form-values';
import { GenerateImageButton } from './generate-image-button';

const isImageFile = (file: File) => file.type.startsWith('image/');

/**
 * The recipe picture: drop or choose a file (images only) and watch it upload, see it 200 px
 * high, replace or remove it, or have one generated. Removing only clears the field: the
 * server's cleanup deletes files no recipe uses. Uploading and generating are writes: offline
 * they wait for a connection and say so (docs/decisions/048); removing stays, it is the form's.
 */
export function RecipeImageField({
  savedRecipeId,
  canGenerate,
}: {
  /** Edit mode: the picture is generated from the saved recipe. */
  savedRecipeId: number | null;
  canGenerate: boolean;
}) {
  const intl = useIntl();
  const { control, setValue } = useFormContext<RecipeFormValues>();
  const imageUrl = useWatch({ control, name: 'recipe.imageUrl' });
  const title = useWatch({ control, name: 'recipe.title' });
  const upload = useUploadImage();
  const [progress, setProgress] = useState<number | null>(null);
  const { offline, reasonProps } = useNeedsConnection();

  const setImageUrl = (url: string) => setValue('recipe.imageUrl', url, { shouldDirty: true });

  const onFile = (file: File) => {
    if (offline) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (result) => setImageUrl(result.imageUrl),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: intl.formatMessage({ id: 'recipeEditor.image.uploadFailed' }),
            // The server's reason when it gave one (as before), else the form's own sentence.
            description: errorMessage(
              intl,
              error,
              isApiError(error, 503)
                ? 'recipeEditor.image.serverBusy'
                : 'recipeEditor.image.uploadFailedDetail',
            ),
          }),
        onSettled: () => setProgress(null),
      },
    );
  };

  const onRejected = () =>
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'recipeEditor.image.uploadFailed' }),
      description: intl.formatMessage({ id: 'recipeEditor.image.notAnImage' }),
    });

  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <div className="grid gap-3">
      <FileDropZone
        accept="image/*"
        isAccepted={isImageFile}
        onFile={onFile}
        onRejected={onRejected}
        disabled={upload.isPending || offline}
        reasonProps={reasonProps}
        label={intl.formatMessage({
          id: imageUrl ? 'recipeEditor.image.replaceLabel' : 'recipeEditor.image.uploadLabel',
        })}
      >
        {imageUrl ? (
          <>
            <div className="h-[200px] w-full overflow-hidden rounded-md">
              <RecipeImage
                imageUrl={imageUrl}
                alt={
                  title
                    ? intl.formatMessage({ id: 'recipeEditor.image.alt' }, { title })
                    : intl.formatMessage({ id: 'recipeEditor.image.altUntitled' })
                }
                eager
              />
            </div>
            <span className="text-sm text-muted-foreground">
              {intl.formatMessage({ id: 'recipeEditor.image.replaceHint' })}
            </span>
          </>
        ) : (
          <>
            <ImagePlus className="size-8 text-muted-foreground" aria-hidden="true" />
            <span className="font-medium">
              {intl.formatMessage({ id: 'recipeEditor.image.uploadPrompt' })}
            </span>
            <span className="text-sm text-muted-foreground">
              {intl.formatMessage({ id: 'recipeEditor.image.fileTypes' })}
            </span>
          </>
        )}
      </FileDropZone>

      {percent !== null && (
        <div className="grid gap-1" role="status">
          <div
            role="progressbar"
            aria-label={intl.formatMessage({ id: 'recipeEditor.image.uploading' })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-secondary"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="text-sm text-muted-foreground">
            {intl.formatMessage(
              { id: 'recipeEditor.image.progress' },
              { percent: intl.formatNumber(percent / 100, { style: 'percent' }) },
            )}
          </span>
        </div>
      )}

      <div className="flex flex-wrap gap-2">
        {imageUrl && (
          <Button
            variant="outline"
            className="h-11 sm:h-10"
            onClick={() => setValue('recipe.imageUrl', '', { shouldDirty: true })}
            disabled={upload.isPending}
          >
            <Trash2 aria-hidden="true" />
            {intl.formatMessage({ id: 'recipeEditor.image.remove' })}
          </Button>
        )}
        <GenerateImageButton
          savedRecipeId={savedRecipeId}
          canGenerate={canGenerate}
          disabled={upload.isPending}
          onGenerated={setImageUrl}
        />
      </div>
    </div>
  );
}
