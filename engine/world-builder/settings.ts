import type { RolePerson } from './roles';

// Settings a prompt can name ('a remote island', 'a restaurant kitchen', 'a research station'):
// the places around them, who is usually there, what they carry and how the players look. The
// builder uses the first setting the prompt (or the role) matches, after the prompt's own words.

/** A setting's material. */
export type Setting = {
  match: RegExp;
  places: { name: string; look: string }[];
  people?: RolePerson[];
  items?: { name: string; look: string }[];
  faction?: { name: string; role: string; look: string };
  /** How players in this setting look (a phrase after 'with'). */
  looks: string[];
};

/** The settings, most specific first. */
export const SETTINGS: readonly Setting[] = [
  {
    match: /\b(moon|jupiter|mars|asteroid|space pirate|spaceship|starship)\b/i,
    places: [
      { name: 'the Ice Docks', look: 'A docking ring bored into the ice, where ships hang in their clamps and frost creeps over every porthole.' },
      { name: 'the Vault under the Ice', look: 'A sealed chamber a kilometre down, behind doors as thick as a house, humming with old machines.' },
      { name: 'the Mining Camp', look: 'Prefab huts, floodlights and drilling rigs on a plain of blue-white ice.' },
    ],
    people: [{ role: 'the vault’s keeper, who trusts no one', look: 'A gaunt woman in a heated coat with a ring of keycards on her belt.', does: 'Counts everything twice; sleeps beside the vault door' }],
    items: [{ name: 'the Cold Cargo', look: 'A sealed crate rimed with frost, humming faintly, stamped PROPERTY OF THE COMPANY.' }],
    faction: { name: 'the Rival Crew', role: 'another pirate crew after the same prize', look: 'Six pirates in matching red suits who never stop grinning.' },
    looks: ['a patched vacuum suit covered in stolen badges', 'a frost-bitten grin and a helmet under one arm', 'magnetic boots and a belt of tools'],
  },
  {
    match: /\b(island|lighthouse|harbou?r|coast|sea|bottle|fisher)\b/i,
    places: [
      { name: 'the Lighthouse', look: 'A white tower streaked with rust, its lamp room reached by a hundred and twelve iron steps.' },
      { name: 'the Cove', look: 'A horseshoe of shingle where the tide leaves shells, rope ends and, sometimes, things that should not be there.' },
      { name: 'the Harbour Steps', look: 'Slippery stone steps down to the water, where the supply boat ties up once a week.' },
    ],
    people: [
      { role: 'the skipper of the supply boat', look: 'A big, slow-spoken man in a yellow oilskin who smells of diesel and tea.', does: 'Brings the post and the gossip; never stays past the tide' },
      { role: 'an old islander who remembers everything', look: 'A tiny woman in three cardigans who collects driftwood and secrets.', does: 'Answers a question with a story; the story always matters' },
    ],
    items: [{ name: 'the Logbook', look: 'A water-stained logbook of every ship that has passed the light, going back a hundred years.' }],
    looks: ['a thick fisherman’s jumper', 'salt-cracked hands and a steady gaze', 'a weatherproof coat with deep pockets'],
  },
  {
    match: /\b(castle|wedding|groom|bride|manor)\b/i,
    places: [
      { name: 'the Great Hall', look: 'A long hall of smoke-dark beams and guttering candles, the wedding breakfast half eaten on the tables.' },
      { name: 'the Chapel', look: 'A cold stone chapel with white flowers on every pew and one empty place at the altar.' },
      { name: 'the Cellars', look: 'Low vaulted cellars of wine racks and cobwebs, where voices carry further than they should.' },
    ],
    people: [
      { role: 'the bride, who is not as upset as she should be', look: 'A young woman in ivory lace with mud on her hem and a very steady gaze.', does: 'Answers every question with a question; is hiding something small and important' },
      { role: 'the best man, who has had too much champagne', look: 'A flushed man in a crooked cravat who laughs too loudly.', does: 'Talks too much; says one true thing by accident' },
    ],
    items: [{ name: 'the Wedding Ring', look: 'A heavy gold ring engraved inside with a date that is not today’s.' }],
    faction: { name: 'the Wedding Guests', role: 'the guests, every one of whom has a motive', look: 'Sixty guests in their best clothes, every one of them watching the others.' },
    looks: ['a borrowed hat and a watchful smile', 'a rumpled suit and a glass that never empties', 'a silk scarf and very sharp eyes'],
  },
  {
    match: /\b(tokyo|neon districts?|jewel thief)\b/i,
    places: [
      { name: 'the Ginza Crossing', look: 'A crossroads of neon signs, tram bells and umbrellas, where everyone watches everyone.' },
      { name: 'the Jazz Bar on the Third Floor', look: 'A smoky room above a noodle shop, where a trumpet plays for nobody in particular.' },
      { name: 'the Police Headquarters', look: 'A crowded office of desks, typewriters and ceiling fans that move the smoke around.' },
    ],
    items: [{ name: 'the Star of the East', look: 'A blue sapphire the size of a plum, missing from its velvet case.' }],
    faction: { name: 'the Black Lotus Gang', role: 'the gang that fences stolen jewels', look: 'Young men in sharp suits who never raise their voices.' },
    looks: ['a rain-spotted trench coat and a battered hat', 'a notebook in the breast pocket and a tired, watchful face', 'a sharp suit and sharper eyes'],
  },
  {
    match: /\b(smuggl\w*|crate|docks?|pirates?|heist|thie(f|ves))\b/i,
    places: [
      { name: 'the Docks', look: 'Wet planks, stacked crates, creaking cranes and foghorns that sound like grief.' },
      { name: 'the Smugglers’ Cellar', look: 'A cellar under a tavern, reached by a trapdoor, full of barrels that are not what the labels say.' },
      { name: 'the Customs House', look: 'A grey building of stamps, ledgers and officers who count everything twice.' },
    ],
    people: [{ role: 'the customs officer who is always one step behind', look: 'A thin man with a long nose and a ledger under his arm.', does: 'Follows the rules exactly; is much cleverer than he looks' }],
    faction: { name: 'the Harbour Syndicate', role: 'the people who want back what was taken', look: 'Men in good coats who own the docks and most of the officers.' },
    looks: ['a coat full of hidden pockets', 'a gold tooth and a quick grin', 'tattooed knuckles and a cap pulled low'],
  },
  {
    match: /\b(kitchen|restaurant|chef|cook|critic)\b/i,
    places: [
      { name: 'the Pass', look: 'The steel counter between kitchen and dining room, where every plate is checked under hot lamps.' },
      { name: 'the Dining Room', look: 'White tablecloths, low voices and one table by the window where the critic sits alone.' },
      { name: 'the Walk-in Fridge', look: 'A cold steel room of crates and shelves where cooks go to shout where nobody can hear them.' },
    ],
    items: [{ name: 'the Menu', look: 'Tonight’s menu, printed an hour ago, already covered in crossings-out.' }],
    faction: { name: 'the Brigade', role: 'the kitchen team, loyal to whoever earns it', look: 'Eight cooks in white, moving like a single animal.' },
    looks: ['chef’s whites buttoned to the throat', 'burn marks on both forearms and a tea towel over one shoulder', 'a knife roll under one arm and a calm face'],
  },
  {
    match: /\b(air traffic|controller|airport|runway|pilot)\b/i,
    places: [
      { name: 'the Control Tower', look: 'A glass room high above the runways, lit green by radar screens, with rain streaming down every window.' },
      { name: 'the Radar Room', look: 'A dark room of glowing screens where every dot is a plane full of people.' },
      { name: 'the Runway', look: 'A long strip of lights and wet tarmac, disappearing into the storm.' },
    ],
    items: [{ name: 'the Strip Board', look: 'A rack of paper flight strips, one for every plane in the sky, rearranged by hand.' }],
    faction: { name: 'the Night Shift', role: 'the controllers on duty tonight', look: 'Six people in headsets drinking cold coffee.' },
    looks: ['a headset around the neck and a pen behind one ear', 'a crumpled uniform shirt and very steady hands', 'reading glasses pushed up and a cold cup of coffee'],
  },
  {
    match: /\b(mountain|mountaineer|peak|summit|climb\w*|expedition)\b/i,
    places: [
      { name: 'Base Camp', look: 'A cluster of orange tents on the moraine, prayer flags snapping in the wind.' },
      { name: 'the Icefall', look: 'A frozen river of ice blocks the size of houses, creaking and shifting in the sun.' },
      { name: 'the Summit Ridge', look: 'A knife-edge of snow between two drops, under a sky almost black with height.' },
    ],
    items: [{ name: 'the Last Oxygen Bottle', look: 'A battered orange cylinder with one scratched label: SUMMIT ONLY.' }],
    faction: { name: 'the Rival Expedition', role: 'another team racing for the same summit', look: 'A well-funded team in matching red jackets with a film crew.' },
    looks: ['a frost-burnt face and a faded down jacket', 'goggles pushed up and a coil of rope over one shoulder', 'a cracked lip and very calm eyes'],
  },
  {
    match: /\b(emergency|doctors?|nurses?|hospital|ward|triage)\b/i,
    places: [
      { name: 'the Triage Bay', look: 'Curtained cubicles, beeping monitors and a whiteboard of names that never stops changing.' },
      { name: 'the Resus Room', look: 'A bright room of machines and crash trolleys, where everything happens fast.' },
      { name: 'the Waiting Room', look: 'Rows of plastic chairs, a vending machine that eats coins and forty worried faces.' },
    ],
    items: [{ name: 'the Board', look: 'The big whiteboard of patients, beds and times, rubbed out and rewritten all night.' }],
    faction: { name: 'the Night Team', role: 'the doctors and nurses on shift tonight', look: 'Tired people in scrubs who still make jokes.' },
    looks: ['crumpled scrubs and a stethoscope worn like a scarf', 'a lanyard of keys and a pen that has run out', 'tired eyes and very steady hands'],
  },
  {
    match: /\b(customer service|hotline|on hold|labyrinth|minotaur)\b/i,
    places: [
      { name: 'the Hall of Options', look: 'A corridor of numbered doors: press one, press two, press nine to hear these options again.' },
      { name: 'the Waiting Room of Eternal Hold', look: 'A beige room where the same four bars of music have been playing since 1994.' },
      { name: 'the Complaints Desk', look: 'A single desk with a bell, a sign that says BACK IN FIVE MINUTES, and dust on the bell.' },
    ],
    items: [{ name: 'the Reference Number', look: 'A twenty-digit number you have been told to quote, written on your hand.' }],
    looks: ['a phone on speaker in one hand and a biscuit in the other', 'headphones and a very fixed smile', 'a folder of printed emails and a strong coffee'],
  },
  {
    match: /\b(printer|office|meeting|open-plan|colleagues?|boss|email)\b/i,
    places: [
      { name: 'the Printer Corner', look: 'A corner of the office that smells of hot toner, with a printer blinking orange like a warning.' },
      { name: 'Meeting Room B', look: 'A glass box with a whiteboard nobody ever wipes and eleven chairs for fourteen people.' },
      { name: 'the Kitchenette', look: 'A kettle, a fridge full of labelled yoghurts and a passive-aggressive note about the sink.' },
    ],
    items: [{ name: 'the Agenda', look: 'A one-page agenda with eleven items, the last one reading: Any Other Business.' }],
    looks: ['a lanyard and a very tired smile', 'a mug that says WORLD’S OKAYEST EMPLOYEE', 'headphones worn as a polite force field'],
  },
  {
    match: /\b(flat-share|flatshare|roommates?|flatmates?|mug|dishes)\b/i,
    places: [
      { name: 'the Kitchen', look: 'A sink stacked with dishes like a fortress, a kettle, and a rota nobody has signed.' },
      { name: 'the Living Room', look: 'A sagging sofa, three remote controls and a coffee table claimed by everyone.' },
      { name: 'the Bathroom Queue', look: 'A narrow landing where the morning queue forms, towels over shoulders, in silence.' },
    ],
    looks: ['a dressing gown worn like armour', 'yellow rubber gloves and a grim face', 'a tea towel over one shoulder like a sash of office'],
  },
  {
    match: /\b(café|cafe|coffee)(?![a-z])/i,
    places: [
      { name: 'the Corner Table', look: 'A small table by the window, with two cups on it and one chair already pulled out for you.' },
      { name: 'the Street Outside', look: 'A quiet street you do not recognise, with shop signs that will be new in ten years.' },
    ],
    looks: ['a coat you have owned for far too long', 'a phone full of plans you have not made yet', 'a notebook with one page filled in'],
  },
  {
    match: /\b(train|carriages?|journey|railway)\b/i,
    places: [
      { name: 'the First Carriage', look: 'Velvet seats, brass lamps and a window onto a landscape that keeps changing.' },
      { name: 'the Dining Car', look: 'White tablecloths that shiver with the rails, and a waiter who seems to know your order.' },
      { name: 'the Last Carriage', look: 'A carriage with every seat taken by someone who looks a little like you.' },
    ],
    items: [{ name: 'the Ticket', look: 'A paper ticket with tomorrow’s date and no destination printed on it.' }],
    looks: ['a coat you have owned for far too long', 'a small suitcase and a nervous smile', 'a notebook with one page filled in'],
  },
  {
    match: /\b(letters?|home|neighbou?r)\b/i,
    places: [
      { name: 'the Kitchen Table', look: 'Your own kitchen table, with one envelope on it that nobody admits to putting there.' },
      { name: 'the Hallway Cupboard', look: 'A cupboard of coats and boxes where someone has hidden a letter in the pocket of your old jacket.' },
      { name: 'the Attic', look: 'Boxes of old things, dust in the light, and a new envelope taped to the window.' },
    ],
    looks: ['a coat you have owned for far too long', 'reading glasses pushed up into the hair', 'a cup of tea gone cold'],
  },
  {
    match: /\b(reunion|old friends|company|founding team|siblings|family house)\b/i,
    places: [
      { name: 'the Reunion Hall', look: 'A hired hall with a banner, a buffet and a photo board of faces twenty years younger.' },
      { name: 'the Old Meeting Place', look: 'The bench, bar or bedroom where it all began, smaller than you remember.' },
      { name: 'the Future Office', look: 'A bright office that does not exist yet, with your names on the door.' },
    ],
    looks: ['a jacket that still fits', 'a name badge and a nervous laugh', 'a phone full of old photos'],
  },
  {
    match: /\b(research station|outbreak|scientists?|laborator\w*)\b/i,
    places: [
      { name: 'the Laboratory', look: 'Benches of microscopes, humming fridges and racks of labelled samples.' },
      { name: 'the Quarantine Wing', look: 'A sealed corridor behind glass doors, lit a flat, tired white.' },
      { name: 'the Radio Room', look: 'A cramped room of static and blinking lights, the only link to the mainland.' },
    ],
    looks: ['a lab coat with pens in every pocket', 'safety goggles pushed up into the hair', 'a clipboard and a very serious face'],
  },
  {
    match: /\b(canyon|bridge|engineers?)\b/i,
    places: [
      { name: 'the Canyon Rim', look: 'A windy edge of red rock with a long drop to the river below.' },
      { name: 'the Engineers’ Camp', look: 'A cluster of tents, drawing boards weighed down with stones, and coils of steel cable.' },
      { name: 'the Riverbank', look: 'A strip of sand at the bottom of the canyon, where the water runs fast and brown.' },
    ],
    looks: ['a dusty hard hat and a pencil behind one ear', 'a tape measure on the belt and sunburnt arms', 'a notebook of sketches and careful hands'],
  },
];

/** The setting a text names, if any. */
export function settingFor(text: string): Setting | null {
  return SETTINGS.find((s) => s.match.test(text)) ?? null;
}
