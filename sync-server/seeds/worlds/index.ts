import type { SeedWorld } from '../seed-world';
import { deceptivelySpacious } from './deceptively-spacious';
import { theFindersOfButtonHill } from './the-finders-of-button-hill';
import { theNinetyMinuteCrossing } from './the-ninety-minute-crossing';
import { theRedrawnCity } from './the-redrawn-city';
import { theTenYearOrchard } from './the-ten-year-orchard';
import { whatTheRiverKnows } from './what-the-river-knows';

/** The Worlds shipped with the product, one per setup-wizard category, in wizard order. */
export const SEED_WORLDS: SeedWorld[] = [
  theRedrawnCity,
  deceptivelySpacious,
  theNinetyMinuteCrossing,
  theTenYearOrchard,
  theFindersOfButtonHill,
  whatTheRiverKnows,
];
