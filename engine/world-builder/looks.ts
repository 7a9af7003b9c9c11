// How things named in a prompt look, by their head noun: a place, a person, a creature or a
// thing gets a picture a reader can hold. Unknown heads get a picture from their own words.

/** Looks of places by head noun. {Name} is filled with the place's name. */
export const PLACE_LOOKS: Readonly<Record<string, string>> = {
  island: 'A windswept hump of grey rock and salt grass, with one path, one light and the sea on every side.',
  lighthouse: 'A white tower streaked with rust, its lamp room glowing at the top of a hundred and twelve iron steps.',
  castle: 'Broken battlements, ivy on every wall and a great hall where the candles gutter in the draughts.',
  city: 'Streets that never empty, signs that never switch off, and rain that never quite stops.',
  kitchen: 'Steel counters, roaring burners, shouted orders and a ticket rail that fills faster than it empties.',
  restaurant: 'White tablecloths in front, chaos behind the swinging doors, and a dining room that goes quiet when the critic walks in.',
  station: 'Humming corridors of scuffed metal, blinking panels and air that tastes faintly of machines.',
  moon: 'A white plain of ice under a black sky, with the huge striped face of Jupiter hanging over the horizon.',
  leaf: 'A green world of tall cells, glassy walls and tiny doorways, lit from above by a wash of sunlight.',
  cafe: 'A small café with mismatched chairs, a hissing coffee machine and a corner table that seems to be waiting for you.',
  café: 'A small café with mismatched chairs, a hissing coffee machine and a corner table that seems to be waiting for you.',
  office: 'Rows of desks, humming screens, a dying pot plant and a printer that everyone is afraid of.',
  school: 'Long corridors that smell of floor polish, noticeboards of drawings and a bell that rings too loudly.',
  labyrinth: 'Endless grey corridors lined with identical doors, and somewhere far away the faint sound of hold music.',
  hotline: 'A maze of recorded voices and numbered options, where every path leads back to the start.',
  kingdom: 'A small realm of borders drawn in chalk, flags made of tea towels and a throne that is really a kitchen chair.',
  'flat-share': 'A cramped flat with a sink full of dishes, a fridge full of labelled food and a kettle that is the only thing everyone agrees on.',
  flat: 'A narrow flat with creaking floorboards, a window that sticks and a view of other people’s windows.',
  home: 'Your own rooms, suddenly full of things you do not remember putting there.',
  house: 'A tall old house with creaking stairs and too many doors.',
  carriage: 'A swaying railway carriage with velvet seats, brass lamps and a window onto a landscape that keeps changing.',
  train: 'A long train that rocks gently through the dark, its windows glowing one after another.',
  peak: 'A white summit of rock and ice, half hidden in cloud, that nobody has ever stood on.',
  mountain: 'A huge shoulder of rock and snow, with the wind screaming over its ridges.',
  canyon: 'A deep red gorge with a thin silver river at the bottom and a long, long drop.',
  bridge: 'A span across empty air, creaking in the wind.',
  districts: 'Narrow streets of neon signs, noodle stalls and rain-slick pavements that reflect every colour.',
  district: 'Narrow streets of neon signs, noodle stalls and rain-slick pavements that reflect every colour.',
  tokyo: 'Neon signs, tram bells, paper lanterns and rain-slick streets that reflect every colour.',
  fort: 'Walls of sofa cushions, a roof of bedsheets and a flag made from a sock.',
  sky: 'Wide and blue and very, very high, with other clouds drifting by like ships.',
  station_research: 'A cluster of white modules on stilts, connected by glass tunnels and humming with machines.',
  body: 'A red, pulsing world of tunnels and chambers, loud with the thump of a giant heart.',
  submarine: 'A cramped metal tube of dials, pipes and one round window onto the dark.',
  forest: 'Tall trees, soft moss and paths that curl away into green shadows.',
  garden: 'Flowerbeds, a crooked shed, a pond with a stone frog and hedges just tall enough to hide behind.',
  village: 'A handful of cottages around a green, with a well, a pond and a bench where everybody stops to talk.',
  ship: 'Creaking timbers, tarred ropes and a deck that rolls with every wave.',
  court: 'A high room of polished wood where every whisper carries.',
  newsroom: 'A noisy room of desks, ringing phones and a big clock counting down to the deadline.',
  camp: 'A ring of tents, a smoky fire and gear drying on every rope.',
  market: 'Striped awnings, shouting traders and the smell of bread, fish and rain.',
};

/** Looks of people and creatures by head noun. */
export const PERSON_LOOKS: Readonly<Record<string, string>> = {
  mayor: 'A heavy chain of office over an expensive coat, and a smile that stops before it reaches the eyes.',
  groom: 'A nervous young man in a borrowed morning suit, one cufflink missing.',
  guest: 'A wedding guest in a feathered hat who watches everyone over the rim of her glass.',
  critic: 'A neat, forgettable person with a small notebook who eats very slowly and says nothing.',
  minotaur: 'A huge bull-headed figure in a headset, hooves on the desk, humming along to the hold music.',
  dragon: 'A dragon the size of a barge, curled asleep, smoke curling from its nostrils with every snore.',
  giant: 'An enormous, gentle giant in a bow tie, who says please and thank you and bends very low to hear you.',
  printer: 'A beige office printer with a blinking orange light, a paper tray like a jaw and a hum that sounds like thinking.',
  thief: 'A slim figure in a dark suit and soft shoes, who bows slightly before disappearing.',
  cloud: 'A big, soft, grey cloud who is much too heavy and looks a little sad about it.',
  keeper: 'Weathered hands, a thick jumper and eyes used to watching the horizon.',
  detective: 'A rumpled coat, a notebook full of scribbles and a stare that misses nothing.',
  scientist: 'A lab coat with pens in every pocket and safety goggles pushed up into the hair.',
  engineer: 'A hard hat, a tape measure on the belt and a pencil behind one ear.',
  smuggler: 'A patched coat full of hidden pockets and a grin that means trouble.',
  pirate: 'A vacuum suit covered in stolen insignia, and a helmet painted with a grinning skull.',
  robot: 'A small round robot with one blinking light and wheels that squeak.',
  hedgehog: 'A small, prickly hedgehog with a twitching nose and very shiny eyes.',
  penguin: 'A little penguin with a wobbly walk and a scarf that is far too long.',
  ghost: 'A pale, see-through figure in old-fashioned clothes, drifting a little above the floor.',
  cat: 'A sleek black cat with a white bib and the air of someone who has seen everything.',
  roommate: 'Someone in a dressing gown who is always just about to do the washing up.',
  boss: 'A person in a lanyard and an enormous wristwatch, always on the way to another meeting.',
};

/** Looks of things by head noun. */
export const THING_LOOKS: Readonly<Record<string, string>> = {
  message: 'A sheet of paper, rolled tight and sealed with wax, the ink faded in a hand that looks strangely familiar.',
  bottle: 'A green glass bottle, crusted with salt and sealed with wax.',
  crate: 'A heavy wooden crate stamped with warnings, warm to the touch, that breathes.',
  mug: 'A plain white mug with a chip on the handle: the last clean one in the flat.',
  moon: 'A small silver moon, no bigger than a ball, that glows softly in the dark.',
  letters: 'Envelopes in your own handwriting, dated years from now, hidden where only you would look.',
  letter: 'An envelope in your own handwriting, dated years from now.',
  jewel: 'A blue stone the size of a pigeon’s egg that throws light across the room.',
  map: 'A folded map, soft at the creases, with a route marked in red.',
  'pillow fort': 'Walls of cushions, a roof of blankets and a flag on a wooden spoon.',
  loop: 'The same meeting, the same minute, the same slide deck, again and again.',
};

/** The first matching look for a phrase's words (the head noun first), or ''. */
export function lookFor(table: Readonly<Record<string, string>>, phrase: string): string {
  const lower = phrase.toLowerCase();
  if (table[lower]) return table[lower] as string;
  const words = lower.split(/[\s-]+/).reverse();
  for (const w of words) {
    const hit = table[w] ?? table[w.replace(/s$/, '')];
    if (hit) return hit;
  }
  return '';
}
