// /game/{code} (spec 1 §2): the game page; joining starts in the loader, before the page's first
// render (a cold deep link saves that render's time).
import type { LoaderFunctionArgs } from 'react-router';
import { prestartGameSession } from '../features/game';

export { GamePage } from '../features/game';

/** Starts joining the game of the code in the address. */
export function gameLoader({ params }: LoaderFunctionArgs): null {
  if (params.code) prestartGameSession(params.code);
  return null;
}
