import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_MESSAGES } from '#shared/recipes/recipe-write.schemas';
import { initialLanguage } from '#web/lib/i18n/catalogues';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';
import { FieldError, FormField } from './form-field';

let german: Awaited<ReturnType<typeof initialLanguage>>;
beforeAll(async () => {
  german = await initialLanguage('de');
});

function InGerman({ children }: { children: ReactNode }) {
  return <I18nProvider initial={german}>{children}</I18nProvider>;
}

describe('FieldError', () => {
  it('shows a shared message as written, in English', () => {
    render(<FieldError id="title-error" message={RECIPE_MESSAGES.title} />, {
      wrapper: I18nProvider,
    });
    expect(screen.getByText('Title must be at least 2 characters')).toHaveAttribute(
      'id',
      'title-error',
    );
  });

  it('shows a shared message in German', () => {
    render(<FieldError id="title-error" message={RECIPE_MESSAGES.title} />, { wrapper: InGerman });
    expect(screen.getByText('Der Titel braucht mindestens 2 Zeichen')).toBeInTheDocument();
  });

  it("shows a client schema's message id in German", () => {
    render(<FieldError id="form-error" message="validation.checkForm" />, { wrapper: InGerman });
    expect(screen.getByText('Bitte prüfe das Formular')).toBeInTheDocument();
  });

  it('shows an unknown text as it is, and nothing without a message', () => {
    const { container, rerender } = render(
      <FieldError id="x-error" message="Something the server said" />,
      { wrapper: InGerman },
    );
    expect(screen.getByText('Something the server said')).toBeInTheDocument();
    rerender(<FieldError id="x-error" message={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('FormField', () => {
  it("shows its field's message in German and ties it to the control", () => {
    render(
      <FormField id="recipe-title" label="Titel" error={RECIPE_MESSAGES.title}>
        {(control) => <input {...control} />}
      </FormField>,
      { wrapper: InGerman },
    );
    const input = screen.getByLabelText('Titel');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Der Titel braucht mindestens 2 Zeichen');
  });
});
