/**
 * The measurement preference (Settings → Measures). Apart from the conversion tables so the
 * client's first load, which reads the preference, does not carry them.
 */

/** How a user wants amounts shown: as the recipe wrote them, or converted to one system. */
export const MEASUREMENT_SYSTEMS = ['asWritten', 'metric', 'usCustomary'] as const;
export type MeasurementSystem = (typeof MEASUREMENT_SYSTEMS)[number];

export function isMeasurementSystem(value: unknown): value is MeasurementSystem {
  return typeof value === 'string' && (MEASUREMENT_SYSTEMS as readonly string[]).includes(value);
}

/** Nobody's recipes change under them until they choose otherwise. */
export const DEFAULT_MEASUREMENT_SYSTEM: MeasurementSystem = 'asWritten';
