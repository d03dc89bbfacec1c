import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RECIPE_IMAGE } from '#web/lib/recipe-display';
import { RecipeImage } from './recipe-image';

const SIZES = '(min-width: 1024px) 33vw, 100vw';
const UPLOAD = '/uploads/recipes/0123456789abcdef0123456789abcdef.webp';
const UPLOAD_CARD = '/uploads/recipes/0123456789abcdef0123456789abcdef.card.webp';

function renderImage(imageUrl: string | null, sizes?: string) {
  const { container } = render(<RecipeImage imageUrl={imageUrl} alt="" sizes={sizes} />);
  return () => container.querySelector('img')!;
}

/** Fires the load error the browser raises for whichever candidate it picked. */
function failLoading(img: HTMLImageElement, currentSrc: string) {
  Object.defineProperty(img, 'currentSrc', { configurable: true, value: currentSrc });
  fireEvent.error(img);
}

describe('RecipeImage sizes', () => {
  it('offers our own picture in card and large size when told its width', () => {
    const image = renderImage(UPLOAD, SIZES);
    expect(image()).toHaveAttribute('srcset', `${UPLOAD_CARD} 600w, ${UPLOAD} 1600w`);
    expect(image()).toHaveAttribute('sizes', SIZES);
    expect(image()).toHaveAttribute('src', UPLOAD);
  });

  it('shows the large picture alone without a width (the dialog)', () => {
    const image = renderImage(UPLOAD);
    expect(image()).toHaveAttribute('src', UPLOAD);
    expect(image()).not.toHaveAttribute('srcset');
    expect(image()).not.toHaveAttribute('sizes');
  });

  it('shows outside addresses and the default image as they are', () => {
    for (const url of ['https://cdn.example.com/pie.webp', null]) {
      const image = renderImage(url, SIZES);
      expect(image()).not.toHaveAttribute('srcset');
      expect(image()).not.toHaveAttribute('sizes');
      expect(image()).toHaveAttribute('src', url ?? DEFAULT_RECIPE_IMAGE);
    }
  });

  it('falls back to the large picture when the card fails, then to the default image', () => {
    const image = renderImage(UPLOAD, SIZES);
    failLoading(image(), `http://localhost${UPLOAD_CARD}`);
    expect(image()).not.toHaveAttribute('srcset');
    expect(image()).toHaveAttribute('src', UPLOAD);
    failLoading(image(), `http://localhost${UPLOAD}`);
    expect(image()).toHaveAttribute('src', DEFAULT_RECIPE_IMAGE);
  });

  it('shows the default image at once when the large picture itself fails', () => {
    const image = renderImage(UPLOAD, SIZES);
    failLoading(image(), `http://localhost${UPLOAD}`);
    expect(image()).toHaveAttribute('src', DEFAULT_RECIPE_IMAGE);
    expect(image()).not.toHaveAttribute('srcset');
  });
});
