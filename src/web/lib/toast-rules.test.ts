import { describe, expect, it } from 'vitest';
import { getToastDuration, getToastIconKind } from './toast-rules';
import { toastReducer, type ToastItem } from './use-toast';

describe('getToastIconKind', () => {
  it('shows the error icon for destructive toasts, whatever the title', () => {
    expect(getToastIconKind('destructive', 'Error')).toBe('error');
    expect(getToastIconKind('destructive', 'Recipe saved')).toBe('error');
  });

  it.each(['Success!', 'Preferences SAVED', 'Recipe created', 'Servings updated'])(
    'shows the success icon for "%s"',
    (title) => {
      expect(getToastIconKind('default', title)).toBe('success');
    },
  );

  it.each(['Warning: low stock', 'Proceed with CAUTION'])(
    'shows the warning icon for "%s"',
    (title) => {
      expect(getToastIconKind(undefined, title)).toBe('warning');
    },
  );

  it.each([
    'Erfolgreich importiert',
    'Rezept gespeichert',
    'Rezept erstellt',
    'Portionen aktualisiert',
    'Succès !',
    'Import réussi',
    'Recette enregistrée',
    'Recette créée',
    'Liste mise à jour',
    'Portions mises à jour',
    '¡Éxito!',
    'Receta guardada',
    'Receta creada',
    'Raciones actualizadas',
  ])('shows the success icon for the German, French or Spanish "%s"', (title) => {
    expect(getToastIconKind('default', title)).toBe('success');
  });

  it.each([
    'Warnung: wenig Vorrat',
    'Vorsicht',
    'Avertissement',
    'Attention',
    'Advertencia',
    'PRECAUCIÓN',
  ])('shows the warning icon for the German, French or Spanish "%s"', (title) => {
    expect(getToastIconKind(undefined, title)).toBe('warning');
  });

  it.each(['Zu Favoriten hinzugefügt', 'Recette masquée', 'Lista de la compra generada'])(
    'shows the info icon for other German, French or Spanish titles (%s)',
    (title) => {
      expect(getToastIconKind('default', title)).toBe('info');
    },
  );

  it.each(['Added to favorites', 'Recipe hidden', 'Shopping list generated', undefined])(
    'shows the info icon otherwise (%s)',
    (title) => {
      expect(getToastIconKind('default', title)).toBe('info');
    },
  );
});

describe('getToastDuration', () => {
  it('is 3000 ms by default, 5000 ms when destructive, or the given duration', () => {
    expect(getToastDuration('default')).toBe(3000);
    expect(getToastDuration(undefined)).toBe(3000);
    expect(getToastDuration('destructive')).toBe(5000);
    expect(getToastDuration('default', 1500)).toBe(1500);
    expect(getToastDuration('destructive', 2000)).toBe(2000);
  });
});

describe('toastReducer', () => {
  const item = (id: string): ToastItem => ({ id, title: id, open: true });

  it('keeps at most one toast: a new toast replaces the current one', () => {
    let state = toastReducer({ toasts: [] }, { type: 'add', toast: item('a') });
    state = toastReducer(state, { type: 'add', toast: item('b') });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('closes, then removes a toast', () => {
    let state = toastReducer({ toasts: [] }, { type: 'add', toast: item('a') });
    state = toastReducer(state, { type: 'dismiss', id: 'a' });
    expect(state.toasts[0]?.open).toBe(false);
    state = toastReducer(state, { type: 'remove', id: 'a' });
    expect(state.toasts).toEqual([]);
  });
});
