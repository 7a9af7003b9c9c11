import type { RiskType } from '@schemas';
import { verbBase } from '../../language';
import type { ElementBrief } from '../narrator';
import { elementKind, type ElementKind } from './element-kind';
import type { Register } from './world-read';

// The moves a player can make, as option templates: each names its family (how you go about
// it), its risk, and the kinds of things it needs ({npc} a person, {place} a place, {item} a
// thing ...). The next beat reads the chosen option back as a move on a target, so a choice
// changes what happens, not only a number.

/** How a move goes about things. */
export type Family = 'talk' | 'force' | 'sneak' | 'search' | 'trick' | 'help';

/** One option template. */
export type Move = { family: Family; risk: RiskType; text: string; registers?: readonly Register[] };

const ALL: readonly Register[] = ['plain', 'learn', 'kids'];
const GROWN: readonly Register[] = ['plain', 'learn'];
const PLAIN: readonly Register[] = ['plain'];
const KIDS: readonly Register[] = ['kids'];
const LEARN: readonly Register[] = ['learn'];

/** The challenge moves, by risk. */
export const MOVES: readonly Move[] = [
  // risky: bold and direct
  { family: 'force', risk: 'risky', text: 'Confront {npc} about {topic}, here and now', registers: PLAIN },
  { family: 'force', risk: 'risky', text: 'Walk straight into {place} and demand answers', registers: PLAIN },
  { family: 'force', risk: 'risky', text: 'Grab {item} and run before anyone can stop you', registers: PLAIN },
  { family: 'force', risk: 'risky', text: 'Call out {faction} in front of everyone', registers: PLAIN },
  { family: 'force', risk: 'risky', text: 'Climb to the highest point of {place} for a better look', registers: ALL },
  { family: 'force', risk: 'risky', text: 'Go into {place} alone, right now, before you lose your nerve', registers: PLAIN },
  { family: 'force', risk: 'risky', text: 'Race {rival} to {place}', registers: ALL },
  { family: 'talk', risk: 'risky', text: 'Tell {npc} everything you know about {topic} and watch what happens', registers: GROWN },
  { family: 'force', risk: 'risky', text: 'Cross {place} the fast way, whatever it costs', registers: PLAIN },
  { family: 'force', risk: 'risky', text: 'Push through the crowd at {place} to get to the front', registers: PLAIN },
  { family: 'search', risk: 'risky', text: 'Test your boldest idea about {topic} straight away', registers: LEARN },
  { family: 'search', risk: 'risky', text: 'Try the experiment at {place} before anyone checks it', registers: LEARN },
  { family: 'force', risk: 'risky', text: 'Jump right into {place} with both feet', registers: KIDS },
  { family: 'force', risk: 'risky', text: 'Run all the way to {place}', registers: KIDS },
  { family: 'talk', risk: 'risky', text: 'Ask {npc} a very brave question', registers: KIDS },
  { family: 'force', risk: 'risky', text: 'Try the wobbly shortcut across {place}', registers: KIDS },
  { family: 'force', risk: 'risky', text: 'Be the very first to try, before {npc} can', registers: KIDS },
  { family: 'force', risk: 'risky', text: 'Follow {npc2} into {place2} before anyone can shut the door', registers: PLAIN },
  { family: 'talk', risk: 'risky', text: 'Tell {npc2} what {npc} told you, and see what happens', registers: GROWN },
  { family: 'force', risk: 'risky', text: 'Take the quickest way to {place2}, even if it is the most dangerous', registers: PLAIN },
  { family: 'trick', risk: 'risky', text: 'Bluff: tell {npc} you already know everything', registers: PLAIN },
  { family: 'search', risk: 'risky', text: 'Go through {npc}’s things while nobody is looking', registers: PLAIN },
  { family: 'search', risk: 'risky', text: 'Run the test at {place2} with whatever you have', registers: LEARN },
  { family: 'talk', risk: 'risky', text: 'Tell {npc} your wildest guess about {topic}', registers: LEARN },
  { family: 'force', risk: 'risky', text: 'Splash straight through the puddles to {place2}', registers: KIDS },
  { family: 'help', risk: 'risky', text: 'Knock on {npc2}’s door all by yourself', registers: KIDS },
  { family: 'trick', risk: 'risky', text: 'Bet {npc} that your idea about {topic} is right, and prove it', registers: LEARN },
  { family: 'force', risk: 'risky', text: 'Head for {place2} before you have finished checking', registers: LEARN },
  { family: 'help', risk: 'risky', text: 'Volunteer to show everyone at {place} how it works', registers: LEARN },
  { family: 'talk', risk: 'risky', text: 'Tell {npc2} that {npc} has it wrong', registers: LEARN },
  { family: 'search', risk: 'risky', text: 'Take {item} apart to see what is inside', registers: LEARN },
  { family: 'trick', risk: 'risky', text: 'Hide behind {npc} and jump out with a roar', registers: KIDS },
  { family: 'help', risk: 'risky', text: 'Carry {item} all the way by yourself', registers: KIDS },
  { family: 'search', risk: 'risky', text: 'Crawl into the dark corner of {place}', registers: KIDS },
  // safe: careful, patient
  { family: 'sneak', risk: 'safe', text: 'Watch {npc} from a distance and wait for a slip', registers: PLAIN },
  { family: 'search', risk: 'safe', text: 'Ask around {place}, quietly', registers: GROWN },
  { family: 'sneak', risk: 'safe', text: 'Take the long way round {place} and stay out of sight', registers: PLAIN },
  { family: 'search', risk: 'safe', text: 'Study {item} closely before you do anything else', registers: ALL },
  { family: 'sneak', risk: 'safe', text: 'Wait for a better moment at {place} and listen', registers: GROWN },
  { family: 'help', risk: 'safe', text: 'Let {ally} take the lead while you keep watch', registers: ALL },
  { family: 'search', risk: 'safe', text: 'Write down everything you know about {npc} and look for the pattern', registers: GROWN },
  { family: 'talk', risk: 'safe', text: 'Find someone at {place} who owes you a favour', registers: PLAIN },
  { family: 'search', risk: 'safe', text: 'Observe {place} closely and note everything you see', registers: LEARN },
  { family: 'search', risk: 'safe', text: 'Check your notes on {place} before you decide', registers: LEARN },
  { family: 'talk', risk: 'safe', text: 'Ask {npc} to explain it once more, slowly', registers: LEARN },
  { family: 'help', risk: 'safe', text: 'Hold {npc}’s hand and go slowly', registers: KIDS },
  { family: 'search', risk: 'safe', text: 'Look very carefully around {place} before you leap', registers: KIDS },
  { family: 'sneak', risk: 'safe', text: 'Tiptoe around the edge of {place}', registers: KIDS },
  { family: 'search', risk: 'safe', text: 'Count to ten with {npc} and have a good think', registers: KIDS },
  { family: 'sneak', risk: 'safe', text: 'Keep out of sight and follow {npc2} to {place2}', registers: PLAIN },
  { family: 'talk', risk: 'safe', text: 'Ask {npc2} what {npc} is really after', registers: GROWN },
  { family: 'search', risk: 'safe', text: 'Go back over everything you found at {place2}', registers: GROWN },
  { family: 'sneak', risk: 'safe', text: 'Wait at {place2} and see who comes', registers: PLAIN },
  { family: 'search', risk: 'safe', text: 'Read up on {topic} before you try anything', registers: LEARN },
  { family: 'talk', risk: 'safe', text: 'Ask {npc2} to check your working', registers: LEARN },
  { family: 'help', risk: 'safe', text: 'Ask {npc2} to come along with you', registers: KIDS },
  { family: 'search', risk: 'safe', text: 'Peek behind every bush at {place2}', registers: KIDS },
  { family: 'help', risk: 'safe', text: 'Work through it step by step with {npc}', registers: LEARN },
  { family: 'sneak', risk: 'safe', text: 'Stay at the back of {place} and take notes', registers: LEARN },
  { family: 'search', risk: 'safe', text: 'Look {item} over again, one part at a time', registers: LEARN },
  { family: 'trick', risk: 'safe', text: 'Draw a quick diagram of {place} to keep it straight', registers: LEARN },
  { family: 'talk', risk: 'safe', text: 'Ask {npc2} what you might have missed', registers: LEARN },
  { family: 'trick', risk: 'safe', text: 'Play a guessing game with {npc} about {topic}', registers: KIDS },
  { family: 'talk', risk: 'safe', text: 'Ask {npc} what to do next', registers: KIDS },
  { family: 'sneak', risk: 'safe', text: 'Hide behind {item} and watch', registers: KIDS },
  // normal: clever or kind
  { family: 'talk', risk: 'normal', text: 'Offer {npc} a trade that is hard to refuse', registers: PLAIN },
  { family: 'talk', risk: 'normal', text: 'Win {npc} over with the plain truth', registers: ALL },
  { family: 'trick', risk: 'normal', text: 'Use {item} to get past {faction}', registers: PLAIN },
  { family: 'trick', risk: 'normal', text: 'Set a trap at {place}', registers: PLAIN },
  { family: 'search', risk: 'normal', text: 'Chase down {rumor} and see what is true', registers: GROWN },
  { family: 'search', risk: 'normal', text: 'Ask {ally} to keep watch while you search {place}', registers: ALL },
  { family: 'trick', risk: 'normal', text: 'Talk your way past {faction}', registers: PLAIN },
  { family: 'talk', risk: 'normal', text: 'Try to see it the way {npc} sees it', registers: ALL },
  { family: 'search', risk: 'normal', text: 'Search {place} for another way in', registers: PLAIN },
  { family: 'search', risk: 'normal', text: 'Compare what {npc} says with what you found at {place}', registers: GROWN },
  { family: 'search', risk: 'normal', text: 'Test an idea about {topic} at {place}', registers: LEARN },
  { family: 'talk', risk: 'normal', text: 'Ask {npc} why it works that way', registers: LEARN },
  { family: 'search', risk: 'normal', text: 'Measure what is happening at {place}', registers: LEARN },
  { family: 'talk', risk: 'normal', text: 'Bring {npc} and {npc2} together and let them talk', registers: GROWN },
  { family: 'trick', risk: 'normal', text: 'Leave a false trail from {place} to {place2}', registers: PLAIN },
  { family: 'search', risk: 'normal', text: 'Ask {npc2} about {topic}', registers: GROWN },
  { family: 'help', risk: 'normal', text: 'Offer {npc2} a hand, and ask for one back', registers: GROWN },
  { family: 'search', risk: 'normal', text: 'Compare {place} with {place2} and look for the difference', registers: LEARN },
  { family: 'talk', risk: 'normal', text: 'Explain what you know so far to {npc2}', registers: LEARN },
  { family: 'help', risk: 'normal', text: 'Share what you have with {npc}', registers: KIDS },
  { family: 'help', risk: 'normal', text: 'Ask {npc2} to help you make a plan', registers: KIDS },
  { family: 'search', risk: 'normal', text: 'Draw a map of the way to {place2}', registers: KIDS },
  { family: 'help', risk: 'normal', text: 'Make a plan with {npc}', registers: KIDS },
  { family: 'search', risk: 'normal', text: 'Follow the little clues to {place}', registers: KIDS },
  { family: 'help', risk: 'normal', text: 'Sing a song to cheer up {npc}', registers: KIDS },
  { family: 'trick', risk: 'normal', text: 'Try {item} in a way nobody has tried before', registers: LEARN },
  { family: 'help', risk: 'normal', text: 'Team up with {npc2} and split the work', registers: LEARN },
  { family: 'trick', risk: 'normal', text: 'Turn {topic} into a puzzle and solve it with {npc}', registers: LEARN },
  { family: 'force', risk: 'normal', text: 'Go and see {place2} for yourself', registers: LEARN },
  { family: 'help', risk: 'normal', text: 'Help {npc} finish the job', registers: LEARN },
  { family: 'trick', risk: 'normal', text: 'Make up a funny rhyme to remember the way to {place}', registers: KIDS },
  { family: 'force', risk: 'normal', text: 'March bravely into {place2} with {npc}', registers: KIDS },
];

/** Exploration moves: no roll, a matter of what the player wants. */
export const OPEN_MOVES: readonly Move[] = [
  { family: 'talk', risk: 'normal', text: 'Listen to what {npc} really has to say', registers: ALL },
  { family: 'search', risk: 'normal', text: 'Walk through {place} alone and think it over', registers: GROWN },
  { family: 'talk', risk: 'normal', text: 'Talk it through honestly with {ally}', registers: ALL },
  { family: 'search', risk: 'normal', text: 'Look for what everyone else has missed at {place}', registers: ALL },
  { family: 'sneak', risk: 'normal', text: 'Follow your instinct, wherever it leads', registers: GROWN },
  { family: 'talk', risk: 'normal', text: 'Ask {npc} the question nobody dares to ask', registers: GROWN },
  { family: 'help', risk: 'normal', text: 'Help {npc} with the work at hand', registers: ALL },
  { family: 'search', risk: 'normal', text: 'Go back to {place} and look again', registers: ALL },
  { family: 'search', risk: 'normal', text: 'Ask {npc} to show you how it works', registers: ['learn', 'kids'] },
];

// Verbs that open option texts (ours and the Worlds' own), and how they go about things.
const VERB_FAMILY: Record<string, Family> = {
  confront: 'force', walk: 'force', grab: 'force', call: 'force', climb: 'force', go: 'force', race: 'force', cross: 'force', push: 'force', jump: 'force', run: 'force', be: 'force', force: 'force', burn: 'force', break: 'force', storm: 'force', charge: 'force', make: 'force',
  tell: 'talk', offer: 'talk', win: 'talk', ask: 'talk', talk: 'talk', listen: 'talk', bargain: 'talk', persuade: 'talk', promise: 'talk', apologise: 'talk', apologize: 'talk', plead: 'talk', admit: 'talk', confess: 'talk', pitch: 'talk', negotiate: 'talk',
  watch: 'sneak', take: 'sneak', wait: 'sneak', follow: 'sneak', tiptoe: 'sneak', hide: 'sneak', slip: 'sneak', sneak: 'sneak', trust: 'sneak', sleep: 'sneak',
  study: 'search', write: 'search', observe: 'search', check: 'search', look: 'search', count: 'search', chase: 'search', search: 'search', compare: 'search', test: 'search', measure: 'search', try: 'search', find: 'search', sample: 'search', examine: 'search', read: 'search', explore: 'search', open: 'search', dig: 'search',
  use: 'trick', set: 'trick', bluff: 'trick', forge: 'trick', cut: 'trick', trade: 'trick', swap: 'trick', fake: 'trick',
  let: 'help', hold: 'help', share: 'help', help: 'help', sing: 'help', give: 'help', comfort: 'help', spend: 'help', mend: 'help', fix: 'help', keep: 'help',
};

/** A chosen option read back: how the player went about it and what it was aimed at. */
export type ReadMove = { family: Family; target: ElementBrief | null; targetKind: ElementKind | null };

/** Reads a chosen option's text: its first verb's family and the element it names (the longest name found). */
export function readMove(text: string, elements: readonly ElementBrief[]): ReadMove {
  const first = (text.trim().match(/^[A-Za-z']+/)?.[0] ?? '').toLowerCase();
  const family = VERB_FAMILY[first] ?? VERB_FAMILY[verbBase(first) ?? ''] ?? 'search';
  const lower = text.toLowerCase();
  const named = elements
    .filter((e) => {
      const n = e.name.toLowerCase().replace(/^the\s+/, '');
      return n.length > 2 && lower.includes(n);
    })
    .sort((a, b) => b.name.length - a.name.length);
  const target = named[0] ?? null;
  return { family, target, targetKind: target ? elementKind(target) : null };
}
