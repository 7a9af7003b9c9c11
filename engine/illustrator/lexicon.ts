// The scene lexicon: which words name a terrain, a landmark, an interior, a time of day, weather,
// light, a person, an animal, an item or a group. Tables are space-separated word lists so the
// lexicon stays readable and cheap to ship; they are expanded once, on first use.

/** Landscapes a place can be made of. */
export const TERRAINS = ['mountains', 'hills', 'forest', 'sea', 'river', 'lake', 'city', 'town', 'desert', 'snowfield', 'space', 'underwater', 'cave', 'garden', 'orchard', 'field', 'marsh', 'park'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Landmarks that stand in a place. */
export const FEATURES = ['tower', 'lighthouse', 'tree', 'house', 'door', 'gate', 'wall', 'boat', 'bridge', 'weir', 'castle', 'tent', 'windmill', 'streetlamp', 'lanterns', 'bench', 'stilts', 'pipe', 'island', 'hedge', 'cattle', 'fairylights', 'ruins', 'road', 'rows'] as const;
export type Feature = (typeof FEATURES)[number];

/** Rooms. */
export const INTERIORS = ['room', 'kitchen', 'office', 'shop', 'bakery', 'bedroom', 'hall', 'laundrette', 'bar', 'library', 'workshop', 'burrow', 'porch'] as const;
export type Interior = (typeof INTERIORS)[number];

/** Times of day. */
export type Time = 'night' | 'dusk' | 'dawn' | 'golden' | 'day' | 'overcast';
/** Weather and air. */
export type Weather = 'fog' | 'rain' | 'snow' | 'storm' | 'wind' | 'frost' | 'clouds' | 'sparkle' | 'leaves' | 'blossom' | 'steam';
/** Light sources. */
export type LightKind = 'lamp' | 'fire' | 'neon' | 'glowworms' | 'window' | 'heatlamp';

/** Animals (and robots) the painter can draw. */
export const ANIMALS = ['hedgehog', 'mouse', 'rabbit', 'fox', 'cat', 'dog', 'owl', 'bird', 'heron', 'frog', 'tortoise', 'otter', 'robot', 'bear', 'fish', 'bug', 'cow', 'deer', 'horse', 'seal', 'duck', 'dragon', 'squirrel', 'badger'] as const;
export type Animal = (typeof ANIMALS)[number];

/** Objects for still lifes. */
export const ITEMS = ['door', 'plate', 'cabinet', 'drawer', 'crate', 'book', 'paper', 'notice', 'map', 'screen', 'letter', 'fruit', 'lantern', 'jar', 'key', 'bell', 'cup', 'kettle', 'pot', 'tray', 'clock', 'sword', 'crown', 'gem', 'coin', 'toy', 'bag', 'umbrella', 'compass', 'candle', 'scroll', 'flower', 'shell', 'egg', 'feather', 'seed', 'bottle', 'photo', 'machine', 'chair', 'counter', 'basket', 'bread'] as const;
export type Item = (typeof ITEMS)[number];

/** Which kind of thing a word names. */
export type Tag =
  | { t: 'terrain'; v: Terrain }
  | { t: 'feature'; v: Feature }
  | { t: 'interior'; v: Interior }
  | { t: 'time'; v: Time }
  | { t: 'weather'; v: Weather }
  | { t: 'light'; v: LightKind }
  | { t: 'person' }
  | { t: 'personish' }
  | { t: 'animal'; v: Animal }
  | { t: 'item'; v: Item }
  | { t: 'group' }
  | { t: 'event' }
  | { t: 'phenomenon' };

const TERRAIN_WORDS: Record<Terrain, string> = {
  mountains: 'mountain mountains peak peaks alps alpine summit summits volcano glacier crag crags cliff cliffs sierra range',
  hills: 'hill hills hillside hilltop moor moors moorland downs dale dales valley valleys highlands heath fell fells slope slopes',
  forest: 'forest forests woods woodland woodlands jungle grove thicket pines firs copse wildwood rainforest trees',
  sea: 'sea seas ocean coast coastal shore shoreline beach waves estuary harbour harbor marina port quay pier seaside tide tides surf sandbank sandbanks cove seafront',
  river: 'river rivers stream streams brook beck creek canal canals riffle riffles waterway ford rapids riverbank riverbed',
  lake: 'lake lakes pond ponds pool pools loch mere puddle puddles reservoir',
  city: 'city cities metropolis skyline skyscraper skyscrapers downtown capital',
  town: 'town towns village villages houses rooftops roofs terrace terraces lane street streets hamlet neighbourhood neighborhood suburb suburbs square market alley alleys',
  desert: 'desert deserts dune dunes sahara wasteland canyon mesa badlands oasis',
  snowfield: 'snowy snowfield snowfields tundra arctic antarctic icefield frozen igloo winter wintry',
  space: 'planet planets galaxy nebula orbit spaceship starship asteroid asteroids cosmos lunar spacecraft rocket',
  underwater: 'underwater undersea seabed seafloor reef reefs submarine seaweed kelp',
  cave: 'cave caves cavern caverns tunnel tunnels mine grotto underground catacombs',
  garden: 'garden gardens allotment greenhouse flowerbed flowerbeds vineyard hedgerow lawn',
  orchard: 'orchard orchards',
  field: 'field fields meadow meadows pasture pastures farmland farm prairie plain plains grassland countryside grass grassy',
  marsh: 'marsh marshes mudflat mudflats flats fen fens bog swamp wetland wetlands silt reeds saltmarsh',
  park: 'park parks playground',
};

const FEATURE_WORDS: Record<Feature, string> = {
  tower: 'tower towers spire steeple belfry minaret turret',
  lighthouse: 'lighthouse lighthouses',
  tree: 'tree beech oak willow willows alder alders roots trunk branches elm ash_tree yew sycamore chestnut_tree',
  house: 'house cottage cottages home farmhouse chimney chimneys shack cabin hut huts inn mill watermill',
  door: 'door doors doorway archway threshold',
  gate: 'gate gates fence fences railings',
  wall: 'wall walls',
  boat: 'boat boats ship ships ferry ferries yacht barge canoe sailboat galleon raft steamer vessel dinghy rowboat',
  bridge: 'bridge bridges footbridge footbridges viaduct',
  weir: 'weir dam waterfall waterfalls sluice',
  castle: 'castle castles fortress palace citadel ramparts',
  tent: 'tent tents campsite camp',
  windmill: 'windmill',
  streetlamp: 'streetlight streetlights streetlamp lamppost lampposts',
  lanterns: 'lanterns',
  bench: 'bench benches',
  stilts: 'stilted stilts',
  pipe: 'outfall',
  island: 'island islands islet',
  hedge: 'hedge hedges',
  cattle: 'cattle cows herd sheep flock',
  fairylights: 'fairy',
  ruins: 'ruins ruin',
  road: 'road roads path paths track',
  rows: 'rows row',
};

const INTERIOR_WORDS: Record<Interior, string> = {
  room: 'room rooms chamber interior inside indoors indoor corridor hallway lobby parlour parlor cellar basement attic vault flat apartment bathroom shower mezzanine',
  kitchen: 'kitchen kitchens galley scullery hob stove',
  office: 'office offices agency classroom lab laboratory studio',
  shop: 'shop shops store shopfront boutique cafe restaurant dining diner grocer grocery greengrocer chemist pharmacy butcher deli market_stall',
  bakery: 'bakery bakeries bakehouse patisserie boulangerie',
  bedroom: 'bedroom bed pillow nursery',
  hall: 'hall halls museum gallery church cathedral temple station',
  laundrette: 'laundrette launderette laundromat',
  bar: 'bar pub tavern saloon',
  library: 'library archive archives bookshop study',
  workshop: 'workshop forge smithy factory',
  burrow: 'burrow den nest lair',
  porch: 'porch veranda',
};

const TIME_WORDS: Record<Time, string> = {
  night: 'night nights nighttime midnight moon moonlit moonlight moonrise stars starry starlit nocturnal bedtime darkness nightfall',
  dusk: 'dusk evening evenings twilight sunset sundown gloaming',
  dawn: 'dawn dawns sunrise daybreak morning',
  golden: 'golden_hour afternoon',
  day: 'day daylight daytime noon midday sunny sunshine summer sunlit',
  overcast: 'overcast cloudy grey_sky gloomy drizzle',
};

const WEATHER_WORDS: Record<Weather, string> = {
  fog: 'fog foggy mist misty mists haze hazy murk murky',
  rain: 'rain rainy raining drizzle downpour showers puddles umbrella umbrellas rainfall',
  snow: 'snow snowing snowfall snowflakes blizzard sleet',
  storm: 'storm storms stormy thunder thunderstorm lightning gale tempest hurricane',
  wind: 'wind windy breeze gust gusts blowing blown twirl twirling swirl swirling whirlwind',
  frost: 'frost frosty rime hoarfrost icicles ice icy',
  clouds: 'cloud clouds',
  sparkle: 'sparkle sparkling sparkles glitter glittering magic magical enchanted aurora shimmer shimmering stardust twinkling fireflies',
  leaves: 'leaves autumn fallen',
  blossom: 'blossom blossoms petals cherry spring',
  steam: 'steam steaming smoke',
};

const LIGHT_WORDS: Record<LightKind, string> = {
  lamp: 'lamp lamps lamplight lamplit lantern lanterns candle candles candlelight torch torches nightlight lights lit glowing',
  fire: 'fire fires fireplace hearth campfire bonfire flame flames embers',
  neon: 'neon',
  glowworms: 'glow worms fireflies',
  window: 'windows',
  heatlamp: 'heat',
};

const PERSON_WORDS =
  'man men woman women girl girls boy boys child children kid kids baby lady gentleman person figure farmer chef chefs cook agent landlord landlady gardener surveyor ecologist teacher captain sailor fisher fisherman fisherwoman doctor nurse detective soldier knight wizard witch queen king princess prince baker mayor aunt uncle granny grandmother grandfather grandpa grandma mother father sister brother student scientist critic porter waiter waitress owner investor printer clerk lamplighter player guard priest monk nun thief pirate merchant traveller traveler stranger elder hero heroine explorer inventor engineer librarian musician artist poet writer painter driver pilot astronaut mechanic miner hunter ranger shepherd blacksmith smith innkeeper barista officer inspector professor sous girlfriend boyfriend wife husband daughter son toddler teenager teen host hostess sommelier diver climber scholar keeper self deputy boss manager head_chef assistant apprentice volunteer survivor';
const PERSONISH_WORDS =
  'coat jacket raincoat suit apron scarf blazer fleece jumper sweater cardigan dress shirt waders wellies uniform gilet dungarees hoodie robe cloak vest waistcoat overalls trainers bandana oilskins whites glasses spectacles freckles freckled beard bearded stubble moustache earring hair face eyes hands tall lanky wiry stocky seventies sixties fifties forties thirties twenties seventy sixty fifty forty thirtyish fortyish twentyish bald cuticles knuckles shoulders';
const GROUP_WORDS =
  'queue crowd crowds team teams guild association people regulars family band gang council army crew folk applicants villagers neighbours neighbors tenants passengers audience committee club society faction members friends workers staff guests diners pupils class choir troupe rebels mob marginfolk townsfolk fishermen sailors soldiers children';
const EVENT_WORDS = 'deadline festival reprint race battle wedding party funeral flood eclipse meeting ceremony offer offers bid bids auction election trial contest parade celebration feast match duel';
const PHENOMENON_WORDS = 'weather fear wind breeze frost storm thunderstorm fog mist aurora rainbow glow magic spell curse echo dream shadow whisper song tide';

const ANIMAL_WORDS: Record<Animal, string> = {
  hedgehog: 'hedgehog hedgehogs porcupine',
  mouse: 'mouse mice vole voles rat rats hamster shrew dormouse gerbil',
  rabbit: 'rabbit rabbits bunny hare hares',
  fox: 'fox foxes vixen',
  cat: 'cat cats kitten kittens tomcat lion tiger leopard',
  dog: 'dog dogs puppy collie hound terrier spaniel wolf wolves',
  owl: 'owl owls',
  bird: 'bird birds blackbird robin magpie sparrow crow raven pigeon seagull gull wren finch thrush starling parrot swallow kingfisher songbird',
  heron: 'heron herons stork crane egret flamingo',
  frog: 'frog frogs toad toads',
  tortoise: 'tortoise tortoises turtle turtles',
  otter: 'otter otters weasel ferret stoat mink',
  robot: 'robot robots android automaton droid',
  bear: 'bear bears',
  fish: 'fish trout salmon_fish carp pike eel whale dolphin shark',
  bug: 'insect insects invertebrate invertebrates creatures bug bugs beetle beetles bee bees butterfly butterflies moth moths mayfly nymph nymphs larvae dragonfly ladybird ant ants snail snails spider worm worms shrimp bloodworms glowworm',
  cow: 'cow bull ox goat pig sheep lamb',
  deer: 'deer stag doe reindeer',
  horse: 'horse horses pony ponies donkey',
  seal: 'seals',
  duck: 'duck ducks goose geese swan swans',
  dragon: 'dragon dragons',
  squirrel: 'squirrel squirrels',
  badger: 'badger badgers',
};

const ITEM_WORDS: Record<Item, string> = {
  door: 'doorbell knocker',
  plate: 'plate plates sheet',
  cabinet: 'cabinet cabinets cupboard dresser shelf shelves bookcase wardrobe',
  drawer: 'drawer drawers',
  crate: 'crate crates box boxes chest trunk suitcase suitcases kit equipment toolbox',
  book: 'book books notebook notebooks diary journal ledger',
  paper: 'page pages document documents wallet wallets folder folders form forms contract',
  notice: 'notice notices sign signs poster posters placard banner',
  map: 'map maps chart atlas',
  screen: 'screen website webpage portal phone phones laptop computer tablet email inbox app',
  letter: 'letter letters envelope postcard card cards invitation',
  fruit: 'fruit fruits apple apples pear pears plum plums quince quinces windfall windfalls berries orange_fruit peach_fruit',
  lantern: 'lantern lamp jar_lantern nightlight',
  jar: 'jar jars pot_jar vial vials flask',
  key: 'key keys',
  bell: 'bell bells',
  cup: 'cup cups mug mugs teacup tea',
  kettle: 'kettle teapot',
  pot: 'pan pans saucepan cauldron',
  tray: 'tray trays dish bowl',
  clock: 'clock clocks watch watches hourglass',
  sword: 'sword swords dagger blade axe',
  crown: 'crown tiara',
  gem: 'gem gems jewel jewels crystal crystals diamond ruby_gem amulet necklace pendant ring',
  coin: 'coin coins money treasure',
  toy: 'toy toys doll teddy marble marbles kite',
  bag: 'bag bags satchel rucksack backpack purse',
  umbrella: 'umbrella_item',
  compass: 'compass',
  candle: 'candle_item',
  scroll: 'scroll scrolls parchment',
  flower: 'flower flowers rose_flower bouquet',
  shell: 'shell shells',
  egg: 'egg eggs',
  feather: 'feather feathers',
  seed: 'seed seeds packet packets',
  bottle: 'bottle bottles potion',
  photo: 'photograph photographs photo photos picture portrait',
  machine: 'press machine machines engine engines',
  chair: 'chair chairs',
  counter: 'counter pass rail',
  basket: 'basket baskets',
  bread: 'bread loaf loaves bun buns cake cakes pastry pastries croissant croissants pie pies baguette baguettes scone scones biscuit biscuits dough',
};

let table: Record<string, Tag> | null = null;

function add(t: Record<string, Tag>, words: string, tag: Tag): void {
  for (const w of words.split(' ')) if (w && !w.includes('_') && !(w in t)) t[w] = tag;
}

/** The word table, built on first use. Earlier lists win a word that several name. */
export function lexicon(): Readonly<Record<string, Tag>> {
  if (table) return table;
  const t: Record<string, Tag> = {};
  for (const [v, words] of Object.entries(ANIMAL_WORDS)) add(t, words, { t: 'animal', v: v as Animal });
  add(t, GROUP_WORDS, { t: 'group' });
  add(t, PERSON_WORDS, { t: 'person' });
  for (const [v, words] of Object.entries(INTERIOR_WORDS)) add(t, words, { t: 'interior', v: v as Interior });
  for (const [v, words] of Object.entries(FEATURE_WORDS)) add(t, words, { t: 'feature', v: v as Feature });
  for (const [v, words] of Object.entries(TERRAIN_WORDS)) add(t, words, { t: 'terrain', v: v as Terrain });
  for (const [v, words] of Object.entries(ITEM_WORDS)) add(t, words, { t: 'item', v: v as Item });
  add(t, EVENT_WORDS, { t: 'event' });
  add(t, PHENOMENON_WORDS, { t: 'phenomenon' });
  for (const [v, words] of Object.entries(WEATHER_WORDS)) add(t, words, { t: 'weather', v: v as Weather });
  for (const [v, words] of Object.entries(TIME_WORDS)) add(t, words, { t: 'time', v: v as Time });
  for (const [v, words] of Object.entries(LIGHT_WORDS)) add(t, words, { t: 'light', v: v as LightKind });
  add(t, PERSONISH_WORDS, { t: 'personish' });
  table = t;
  return t;
}

/** Secondary tables: a word can also set the time, the weather or a light while naming a thing ("moonlit", "lantern"). */
let side: Record<string, Tag[]> | null = null;

/** Tags a word adds besides its main one (times, weather and lights named by things). */
export function sideTags(): Readonly<Record<string, Tag[]>> {
  if (side) return side;
  const s: Record<string, Tag[]> = {};
  const put = (words: string, tag: Tag): void => {
    for (const w of words.split(' ')) if (w && !w.includes('_')) (s[w] ??= []).push(tag);
  };
  for (const [v, words] of Object.entries(TIME_WORDS)) put(words, { t: 'time', v: v as Time });
  for (const [v, words] of Object.entries(WEATHER_WORDS)) put(words, { t: 'weather', v: v as Weather });
  for (const [v, words] of Object.entries(LIGHT_WORDS)) put(words, { t: 'light', v: v as LightKind });
  for (const [v, words] of Object.entries(FEATURE_WORDS)) put(words, { t: 'feature', v: v as Feature });
  for (const [v, words] of Object.entries(TERRAIN_WORDS)) put(words, { t: 'terrain', v: v as Terrain });
  side = s;
  return s;
}
