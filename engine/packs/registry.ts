import { airTrafficControl } from './data/air-traffic-control';
import { castleWeddingMystery } from './data/castle-wedding-mystery';
import { customerServiceLabyrinth } from './data/customer-service-labyrinth';
import { dayNightAndSeasons } from './data/day-night-and-seasons';
import { digestion } from './data/digestion';
import { electricCircuits } from './data/electric-circuits';
import { emergencyNightShift } from './data/emergency-night-shift';
import { fearOfTheDark } from './data/fear-of-the-dark';
import { firstDayAtSchool } from './data/first-day-at-school';
import { flatShareMugWar } from './data/flat-share-mug-war';
import { foodChains } from './data/food-chains';
import { forcesInBridges } from './data/forces-in-bridges';
import { fractions } from './data/fractions';
import { frozenMoonStation } from './data/frozen-moon-station';
import { futureSelfCafe } from './data/future-self-cafe';
import { heartAndLungs } from './data/heart-and-lungs';
import { helpingAFriend } from './data/helping-a-friend';
import { infectionsAndVaccines } from './data/infections-and-vaccines';
import { joiningIn } from './data/joining-in';
import { lettersFromFutureSelf } from './data/letters-from-future-self';
import { lighthouseIsland } from './data/lighthouse-island';
import { magnets } from './data/magnets';
import { meetingTimeLoop } from './data/meeting-time-loop';
import { mountainExpedition } from './data/mountain-expedition';
import { openPlanSpaceStation } from './data/open-plan-space-station';
import { photosynthesis } from './data/photosynthesis';
import { plantLifeCycle } from './data/plant-life-cycle';
import { pompeiiAd79 } from './data/pompeii-ad-79';
import { rainforests } from './data/rainforests';
import { rainyNeonCity } from './data/rainy-neon-city';
import { restaurantKitchen } from './data/restaurant-kitchen';
import { schoolReunionFuture } from './data/school-reunion-future';
import { sentientOfficePrinter } from './data/sentient-office-printer';
import { sharingWithSiblings } from './data/sharing-with-siblings';
import { smugglersCoveDragon } from './data/smugglers-cove-dragon';
import { solarSystem } from './data/solar-system';
import { startupFutureVisit } from './data/startup-future-visit';
import { statesOfMatter } from './data/states-of-matter';
import { tokyo1950sDetective } from './data/tokyo-1950s-detective';
import { trainOfPossibleLives } from './data/train-of-possible-lives';
import { volcanoesAndEarthquakes } from './data/volcanoes-and-earthquakes';
import { waterCycle } from './data/water-cycle';
import type { TopicPack } from './types';

// The bundled library of topic packs (WRITING-PACKS.md). A writer adds a pack as one new file
// engine/packs/data/<id>.ts and one line here (an import and an entry, kept in alphabetical order
// of id so parallel additions merge cleanly). `packs.test.ts` checks every pack listed.

/** Every topic pack, in alphabetical order of id. */
export const PACKS: readonly TopicPack[] = [
  airTrafficControl,
  castleWeddingMystery,
  customerServiceLabyrinth,
  dayNightAndSeasons,
  digestion,
  electricCircuits,
  emergencyNightShift,
  fearOfTheDark,
  firstDayAtSchool,
  flatShareMugWar,
  foodChains,
  forcesInBridges,
  fractions,
  frozenMoonStation,
  futureSelfCafe,
  heartAndLungs,
  helpingAFriend,
  infectionsAndVaccines,
  joiningIn,
  lettersFromFutureSelf,
  lighthouseIsland,
  magnets,
  meetingTimeLoop,
  mountainExpedition,
  openPlanSpaceStation,
  photosynthesis,
  plantLifeCycle,
  pompeiiAd79,
  rainforests,
  rainyNeonCity,
  restaurantKitchen,
  schoolReunionFuture,
  sentientOfficePrinter,
  sharingWithSiblings,
  smugglersCoveDragon,
  solarSystem,
  startupFutureVisit,
  statesOfMatter,
  tokyo1950sDetective,
  trainOfPossibleLives,
  volcanoesAndEarthquakes,
  waterCycle,
];

/** The pack with this id, or null. */
export function packById(id: string): TopicPack | null {
  return PACKS.find((p) => p.id === id) ?? null;
}
