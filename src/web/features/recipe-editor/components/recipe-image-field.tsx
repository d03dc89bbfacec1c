import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImagePlus, Trash2 } from 'lucide-react';
import { IMAGE_MESSAGES } from '#shared/images/images.schemas';
import { Button } from '#web/components/ui/button';
import { FileDropZone } from '#web/components/ui/file-drop-zone';
import { RecipeImage } from '#web/components/recipe/recipe-image';
import { getErrorMessage, isApiError } from '#web/lib/api-client';
import { toast } from '#web/lib/use-toast';
import { UPLOAD_BUSY_MESSAGE, useUploadImage } from '../api/upload-image';
import type { RecipeFormValues } from '../lib/recipe-form-values';
import { GenerateImageButton } from './generate-image-button';

const isImageFile = (file: File) => file.type.startsWith('image/');

/**
 * The recipe picture: drop or choose a file (images only) and watch it upload, see it 200 px
 * high, replace or remove it, or have one generated. Removing only clears the field: the
 * server's cleanup deletes files no recipe uses.
 */
export function RecipeImageField({
  savedRecipeId,
  canGenerate,
}: {
  /** Edit mode: the picture is generated from the saved recipe. */
  savedRecipeId: number | null;
  canGenerate: boolean;
}) {
  const { control, setValue } = useFormContext<RecipeFormValues>();
  const imageUrl = useWatch({ control, name: 'recipe.imageUrl' });
  const title = useWatch({ control, name: 'recipe.title' });
  const upload = useUploadImage();
  const [progress, setProgress] = useState<number | null>(null);

  const setImageUrl = (url: string) => setValue('recipe.imageUrl', url, { shouldDirty: true });

  const onFile = (file: File) => {
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (result) => setImageUrl(result.imageUrl),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error uploading image',
            description: getErrorMessage(
              error,
              isApiError(error, 503) ? UPLOAD_BUSY_MESSAGE : 'Failed to upload image',
            ),
          }),
        onSettled: () => setProgress(null),
      },
    );
  };

  const onRejected = () =>
    toast({
      variant: 'destructive',
      title: 'Error uploading image',
      description: IMAGE_MESSAGES.notAnImage,
    });

  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <div className="grid gap-3">
      <FileDropZone
        accept="image/*"
        isAccepted={isImageFile}
        onFile={onFile}
        onRejected={onRejected}
        disabled={upload.isPending}
        label={
          imageUrl
            ? 'Replace image: click or drop a picture'
            : 'Upload image: click or drop a picture'
        }
      >
        {imageUrl ? (
          <>
            <div className="h-[200px] w-full overflow-hidden rounded-md">
              <RecipeImage imageUrl={imageUrl} alt={`Picture of ${title || 'the recipe'}`} eager />
            </div>
            <span className="text-sm text-muted-foreground">
              Click or drop a picture to replace it
            </span>
          </>
        ) : (
          <>
            <ImagePlus className="size-8 text-muted-foreground" aria-hidden="true" />
            <span className="font-medium">Click to upload or drag and drop</span>
            <span className="text-sm text-muted-foreground">
              Any image file: JPEG, PNG, WebP, GIF…
            </span>
          </>
        )}
      </FileDropZone>

      {percent !== null && (
        <div className="grid gap-1" role="status">
          <div
            role="progressbar"
            aria-label="Uploading image"
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
          <span className="text-sm text-muted-foreground">Uploading… {percent}%</span>
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
            Remove Image
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
