import { describe, expect, it } from 'vitest';
import { quantityText } from './group-items';

describe('quantityText', () => {
  it('shows the stored amount in English as generated', () => {
    expect(quantityText({ quantity: '1 1/2', unit: 'tbsp' })).toBe('1 1/2 tbsp');
    expect(quantityText({ quantity: '1.5', unit: 'kg' })).toBe('1.5 kg');
    expect(quantityText({ quantity: '3', unit: null })).toBe('3');
    expect(quantityText({ quantity: null, unit: null })).toBeNull();
  });

  it("names spoons and cups in the reader's language, with the decimal comma", () => {
    expect(quantityText({ quantity: '2', unit: 'tbsp' }, 'de')).toBe('2 EL');
    expect(quantityText({ quantity: '1.5', unit: 'kg' }, 'de')).toBe('1,5 kg');
    expect(quantityText({ quantity: '1', unit: 'tsp' }, 'fr')).toBe('1 c. à c.');
    expect(quantityText({ quantity: '2-3', unit: 'cups' }, 'es')).toBe('2-3 tazas');
    expect(quantityText({ quantity: '2', unit: 'cloves' }, 'es')).toBe('2 cloves');
  });
});
