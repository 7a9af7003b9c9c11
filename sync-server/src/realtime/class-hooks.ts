import type { ClassBoard, PlayerSlot } from '@schemas';
import type { Viewer } from '../http/app-env';
import type { GameConnection } from './game-socket';

/**
 * What the game socket asks of classes (issue 33): the teacher's board over this socket, and a
 * learner's number and name. The classes area implements it (`classes/class-room.ts`); server.ts
 * wires it, so realtime/ needs nothing from classes/.
 */
export interface ClassRealtime {
  /** The board of a class for its teacher (or an admin), on this socket from now on: the whole board now, tile changes as they happen. */
  watch(conn: GameConnection, classId: string, viewer: Viewer | null): Promise<ClassBoard>;
  /** The learner a slot is, when it is a place in a class. */
  learnerOf(storyId: string, slot: PlayerSlot): Promise<{ number: number; name: string | null } | null>;
  /** Stores the name a learner typed on joining (nothing for a slot that is no class's). */
  nameLearner(storyId: string, slot: PlayerSlot, name: string): Promise<void>;
  /** The socket closed: it watches nothing any more. */
  disconnected(conn: GameConnection): void;
}
