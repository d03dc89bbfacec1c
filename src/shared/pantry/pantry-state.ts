/**
 * How the pantry changed a shopping line (product rule: pantry-subtraction):
 * - covered: the pantry has all of it; the item shows under "Already at home";
 * - partial: the amount left to buy is what the pantry lacks;
 * - unknown: the pantry has some, amount unknown or in other units ("at home?").
 * An item the pantry has none of has no state (null).
 */
export const PANTRY_STATES = ['covered', 'partial', 'unknown'] as const;
export type PantryState = (typeof PANTRY_STATES)[number];
