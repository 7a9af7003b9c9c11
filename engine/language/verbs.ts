// A small English verb lexicon: base forms, irregular forms and the regular inflections, enough
// to tell a verb phrase from a noun phrase in prompts, roles and option texts, and to turn an
// imperative into the second or third person. Not a tagger: the quality report uses compromise.

const BASES = (
  'accept accuse act add admire admit agree aim allow announce answer apologise apologize appear apply argue arrange arrest arrive ask attack ' +
  'attend avoid bake balance bargain bark battle be bear beat become beg begin believe belong bend bet bid bite blame bleed blend blink block blow ' +
  'board boil bolt borrow bounce bow break breathe bribe bring broadcast build burn burst bury buy calculate call calm camp capture care carry carve ' +
  'cast catch celebrate challenge change charge chase chat cheat check cheer chew choose chop circle claim clap clean clear climb close collect ' +
  'comb come comfort command compare compete complain complete compose compromise conceal confess confront connect consider contact convince ' +
  'cook copy count cover crack crash crawl create creep cross crouch cry cure cut dance dare deal decide declare decode defend delay deliver demand ' +
  'deny describe design destroy detect dig dip disappear discover discuss disguise dive divide do dodge drag draw dream dress drift drink drive drop ' +
  'dry duck dust earn eat edit elect embrace empty encourage end engineer enjoy enter escape escort estimate examine exchange excuse expect explain ' +
  'explore expose face fail fall fasten fear feed feel fetch fight figure file fill find finish fire fish fit fix flee fling float flood flow fly ' +
  'fold follow forge forget forgive form free freeze frighten gain gather gaze get give glance glide glow go grab grant greet grin grind grip grow ' +
  'guard guess guide hand handle hang happen hate have head heal hear heat help hesitate hide hike hint hire hit hold hop hope hug hum hunt hurry ' +
  'hurt identify ignore imagine improve include inform insist inspect interrupt interview introduce invent investigate invite join joke judge ' +
  'jump keep kick kneel knit knock know label land laugh launch lead lean leap learn leave lend let lie lift light like line link listen live load ' +
  'lock look lose love lower make manage map march mark match matter measure meet melt mend mention mind miss mix move name navigate need negotiate ' +
  'nod note notice obey offer open order organise organize owe own pack paddle paint pass pause pay peek perform persuade pick pin pitch place plan ' +
  'plant play plead plot plug point poke polish pour practise practice pray predict prepare present press pretend prevent print promise protect ' +
  'prove pull pump punch push put question race raise reach read realise realize rebuild recall receive recognise recognize record recover refuse ' +
  'relax release remember remind remove repair repeat replace reply report rescue rest retrace return reveal ride ring rinse rise risk roam roll ' +
  'row rub run rush sail save say scan scare scatter scold scoop scramble scratch scream search see seek seize sell send serve set settle sew shake ' +
  'share shield shift shine shiver shoot shout show shrug shut sign sing sink sip sit sketch skip slam sleep slide slip smash smell smile sneak ' +
  'sneeze sniff solve sort speak spend spill spin split spot spread spy squeeze stack stage stalk stand stare start stay steal steer step stick ' +
  'stir stop store stretch strike study stumble submit suggest supply support surprise surrender survive swap sweep swim swing switch take talk ' +
  'taste teach tear tease tell test thank think throw tickle tidy tie tiptoe toss touch trace track trade train trap travel treat trick trip trust ' +
  'try tug turn twist uncover understand unlock unpack untangle use vanish visit vote wade wait wake walk wander want warn wash watch water wave ' +
  'wear weigh welcome whisper whistle win wink wipe wish wonder work worry wrap write yawn yell ' +
  'address contain date ground interrupt vanish sneeze demand float climb chase grind budget price run serve sample spread vaccinate infect'
).split(' ');

const IRREGULAR: Record<string, string[]> = {
  be: ['is', 'are', 'was', 'were', 'been', 'being', 'am'],
  bear: ['bore', 'borne'],
  beat: ['beaten'],
  become: ['became'],
  begin: ['began', 'begun'],
  bend: ['bent'],
  bite: ['bit', 'bitten'],
  bleed: ['bled'],
  blow: ['blew', 'blown'],
  break: ['broke', 'broken'],
  bring: ['brought'],
  build: ['built'],
  burn: ['burnt'],
  buy: ['bought'],
  catch: ['caught'],
  choose: ['chose', 'chosen'],
  come: ['came'],
  creep: ['crept'],
  deal: ['dealt'],
  dig: ['dug'],
  do: ['did', 'done', 'does'],
  draw: ['drew', 'drawn'],
  dream: ['dreamt'],
  drink: ['drank', 'drunk'],
  drive: ['drove', 'driven'],
  eat: ['ate', 'eaten'],
  fall: ['fell', 'fallen'],
  feed: ['fed'],
  feel: ['felt'],
  fight: ['fought'],
  find: ['found'],
  flee: ['fled'],
  fling: ['flung'],
  fly: ['flew', 'flown'],
  forget: ['forgot', 'forgotten'],
  forgive: ['forgave', 'forgiven'],
  freeze: ['froze', 'frozen'],
  get: ['got', 'gotten'],
  give: ['gave', 'given'],
  go: ['went', 'gone', 'goes'],
  grind: ['ground'],
  grow: ['grew', 'grown'],
  hang: ['hung'],
  have: ['has', 'had'],
  hear: ['heard'],
  hide: ['hid', 'hidden'],
  hit: [],
  hold: ['held'],
  hurt: [],
  keep: ['kept'],
  kneel: ['knelt'],
  know: ['knew', 'known'],
  lead: ['led'],
  leap: ['leapt'],
  leave: ['left'],
  lend: ['lent'],
  lie: ['lay', 'lain', 'lying'],
  light: ['lit'],
  lose: ['lost'],
  make: ['made'],
  meet: ['met'],
  pay: ['paid'],
  read: [],
  ride: ['rode', 'ridden'],
  ring: ['rang', 'rung'],
  rise: ['rose', 'risen'],
  run: ['ran'],
  say: ['said'],
  see: ['saw', 'seen'],
  seek: ['sought'],
  sell: ['sold'],
  send: ['sent'],
  shake: ['shook', 'shaken'],
  shine: ['shone'],
  shoot: ['shot'],
  sing: ['sang', 'sung'],
  sink: ['sank', 'sunk'],
  sit: ['sat'],
  sleep: ['slept'],
  slide: ['slid'],
  speak: ['spoke', 'spoken'],
  spend: ['spent'],
  spin: ['spun'],
  stand: ['stood'],
  steal: ['stole', 'stolen'],
  stick: ['stuck'],
  strike: ['struck'],
  sweep: ['swept'],
  swim: ['swam', 'swum'],
  swing: ['swung'],
  take: ['took', 'taken'],
  teach: ['taught'],
  tear: ['tore', 'torn'],
  tell: ['told'],
  think: ['thought'],
  throw: ['threw', 'thrown'],
  understand: ['understood'],
  wake: ['woke', 'woken'],
  wear: ['wore', 'worn'],
  win: ['won'],
  write: ['wrote', 'written'],
};

const DOUBLE = /^(?:[^aeiou]*[aeiou])([bdgklmnprt])$/;

function inflections(base: string): string[] {
  const out = [base];
  const s = /(s|sh|ch|x|z|o)$/.test(base) ? `${base}es` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ies` : `${base}s`;
  out.push(s);
  const stem = base.endsWith('e') ? base.slice(0, -1) : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}i` : DOUBLE.test(base) && base.length <= 4 ? base + base.slice(-1) : base;
  out.push(base.endsWith('e') ? `${base}d` : `${stem}ed`);
  out.push(base.endsWith('ie') ? `${base.slice(0, -2)}ying` : `${base.endsWith('e') && !base.endsWith('ee') ? base.slice(0, -1) : DOUBLE.test(base) && base.length <= 4 ? base + base.slice(-1) : base}ing`);
  return out;
}

const FORMS = new Map<string, string>();
for (const base of BASES) for (const f of [...inflections(base), ...(IRREGULAR[base] ?? [])]) if (!FORMS.has(f)) FORMS.set(f, base);
for (const [base, forms] of Object.entries(IRREGULAR)) for (const f of [base, ...forms]) if (!FORMS.has(f)) FORMS.set(f, base);

/** True for a known verb base form ('steal', 'ask'). */
export function isVerbBase(word: string): boolean {
  return BASES.includes(word.toLowerCase()) || word.toLowerCase() in IRREGULAR;
}

/** The base form of a known verb form ('stole' -> 'steal'), or null. */
export function verbBase(word: string): string | null {
  return FORMS.get(word.toLowerCase()) ?? null;
}

/** True for any form of a known verb. */
export function isVerbForm(word: string): boolean {
  return FORMS.has(word.toLowerCase());
}

/** The third person singular of a verb base ('ask' -> 'asks', 'try' -> 'tries', 'be' -> 'is', 'have' -> 'has'). */
export function thirdPerson(base: string): string {
  const b = base.toLowerCase();
  if (b === 'be') return 'is';
  if (b === 'have') return 'has';
  if (b === 'do') return 'does';
  if (b === 'go') return 'goes';
  if (/(s|sh|ch|x|z|o)$/.test(b)) return `${base}es`;
  if (/[^aeiou]y$/.test(b)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}
