import type { Pronouns } from '@schemas';

// The shapes of a story's material (issue 28), apart from material.ts, which reads them from a
// World: the story clock and the derived material use the shapes without importing the reader.

/** Daylight of a place, happening or story. */
export type Light = 'day' | 'night' | 'any';

/** A place of the story. */
export type MPlace = { id: string; name: string; look: string; sounds: string[]; smells: string[]; things: string[]; doings: string[]; light: Light; details: string[] };
/** A person of the story. */
export type MPerson = { id: string; name: string; pronouns: Pronouns; role: string; look: string; manner: string; wants: string; lines: string[]; place: string | null; guide: boolean; details: string[] };
/** An object of the story. */
export type MThing = { id: string; name: string; look: string; use: string };
/** One way to meet a happening. */
export type MTry = { act: string; done: string; good: string; mixed: string; bad: string };
/** A small event of the story and the three ways to meet it. */
export type MHappening = { id: string; name: string; text: string; problem: string; place: string | null; people: string[]; light: Light; tries: MTry[] };
/** An answer to a check question. */
export type MAnswer = { text: string; reply: string };
/** One lesson step. */
export type MStep = { id: string; name: string; fact: string; show: string; say: string; place: string | null; check: { question: string; right: MAnswer; wrong: MAnswer[] } | null };
/** The lesson of a learning story. */
export type MLesson = { subject: string; steps: MStep[]; whole: string; misconceptions: { wrong: string; right: string }[] };
