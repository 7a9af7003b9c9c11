// Head nouns by kind, so a prompt's phrases can be read as people, places, things or events.
// A phrase's kind comes from its head noun, then from the preposition in front of it.

const list = (s: string): ReadonlySet<string> => new Set(s.split(/\s+/).filter(Boolean));

/** People, creatures and groups of them. */
export const PERSON_NOUNS = list(`
  person people man men woman women girl girls boy boys child children kid kids baby teen teenager adult family families friend friends sibling siblings
  brother brothers sister sisters mother father mum mom dad parent parents grandma grandpa granny grandmother grandfather aunt uncle cousin twin twins
  neighbour neighbor neighbours neighbors roommate roommates flatmate flatmates colleague colleagues boss manager managers team teams crew crews class
  student students pupil pupils teacher teachers professor scientist scientists engineer engineers doctor doctors nurse nurses chef chefs cook cooks
  baker bakers critic critics waiter waiters keeper keepers detective detectives inspector officer police guard guards soldier soldiers knight knights
  king queen prince princess lord lady duke duchess emperor empress mayor sheriff captain pilot pilots sailor sailors pirate pirates smuggler smugglers
  thief thieves burglar spy spies agent agents explorer explorers astronaut astronauts cadet cadets climber climbers mountaineer mountaineers
  photographer photographers controller controllers musician musicians band singer star stars actor actors director crew editor editors journalist
  journalists reporter reporters trader traders merchant merchants farmer farmers fisher fishers gardener gardeners witch witches wizard wizards
  magician magicians sorcerer ghost ghosts giant giants dragon dragons robot robots alien aliens monster monsters minotaur troll trolls fairy fairies
  elf elves gnome gnomes dwarf goblin mermaid vampire cat cats kitten dog dogs puppy hedgehog hedgehogs penguin penguins goose geese duck ducks fox
  foxes rabbit rabbits bunny bear bears mouse mice owl owls bird birds frog frogs squirrel squirrels badger hamster goldfish fish horse pony unicorn
  tortoise turtle magpie crow raven whale octopus bee bees ant ants cloud self selves guest guests groom bride host hostess landlord landlady tenant
  tenants stranger strangers villain hero heroes heroine rival rivals ally allies mentor apprentice owner owners customer customers client clients
  caller callers operator clerk clerks judge lawyer banker priest monk nun healer hunter hunters warrior warriors archer queenpin kingpin boss
  founder founders investor investors staff household butler maid servants servant courier counsellor counselor counsellors coach player ai computer
  printer machine companion companions passenger passengers traveller travellers traveler travelers diplomat diplomats ambassador nation nations
  council committee company companies guild union gang crowd audience villagers townsfolk locals officials ministers minister president
`);

/** Places and settings. */
export const PLACE_NOUNS = list(`
  place city town village hamlet island islands lighthouse harbour harbor port dock docks station stations base colony ship ships spaceship starship
  submarine boat train carriage carriages plane airport castle palace manor house home flat apartment room rooms kitchen restaurant cafe café bakery
  shop shops market bar pub inn tavern hotel office offices school classroom library museum hospital ward clinic lab laboratory garden gardens park
  forest woods wood jungle desert mountain mountains peak summit valley canyon cave caves river rivers lake sea ocean beach coast shore bay cliff
  cliffs field fields farm meadow hill hills moon moons planet planets world worlds kingdom realm empire land lands country countries city-state
  street streets road roads alley lane square district quarter neighbourhood neighborhood tower towers temple church ruins ruin vault vaults
  bridge bridges tunnel tunnels mine mines camp camps court courtroom prison jail newsroom studio stage arena stadium theatre theater labyrinth maze
  hotline factory warehouse barn attic cellar basement garage yard playground pond fort treehouse nest burrow body leaf leaves tree trees cloud sky
  space orbit galaxy underworld dungeon crypt graveyard cemetery circus fair fairground zoo aquarium observatory greenhouse orchard vineyard cockpit
  deck hold engine-room control tower hangar headquarters embassy parliament hall halls corridor corridors lobby reception
`);

/** Happenings: contests, storms, visits, deadlines. */
export const EVENT_NOUNS = list(`
  contest competition race tournament festival fair wedding party celebration concert show tour visit reunion meeting meetings storm storms
  outbreak drought flood fire wildfire war battle siege heist robbery raid trial election exam test deadline night day week season holiday
  journey voyage trip expedition mission rain rains quest adventure crisis rush launch opening premiere service shift
`);

/** Determiners and quantifiers that open a noun phrase. */
export const DETERMINERS = list(
  'a an the my our your their his her its this that these those some every each another one two three four five six seven eight nine ten several many few no any all both',
);

/** Prepositions; the place-like ones mark a setting. */
export const PREPOSITIONS = list(
  'in inside into on onto at to from of with without by for about through across around over under beneath below above near behind between among along during before after until against toward towards beyond within upon past like as via throughout',
);

/** Prepositions after which a phrase is a place. */
export const PLACE_PREPOSITIONS = list('in inside into on onto at to from through across around under beneath below above near behind along within throughout beyond');

/** Words that end a noun phrase without being part of it. */
export const BREAKERS = list(
  'and or but so yet nor while because although though if when where whereas which who whom whose that than then as until unless since ' +
    'everyone everybody someone somebody anyone anybody nothing everything anything myself yourself itself themselves ourselves herself himself ' +
    'back out up down away off instead finally actually already together alone afraid alive asleep awake sentient ' +
    'i me we us you he him she they them it is are was were be been being am has have had do does did will would can could should shall may might must ' +
    'not no only just also very too really still even ever again always never often now here there what how why',
);

/** Words that read as nouns in a list or after a determiner even though they are also verbs. */
export const NOUN_VERBS = list(
  'water light fire trip jump ground rain storm fish map plant hold play test race visit walk ride dance wish dream hope fear love cook bake ' +
    'shift service rush search hunt chase escape quest voyage flight guard spy guide judge host coach pilot crew cast mark',
);

/** Abstract words that are never a setting, a person or a prop by themselves. */
export const ABSTRACT = list('future past present year years day days time night morning evening now today tomorrow yesterday half rest');

/** Adjectives that colour a phrase but are never its head. */
export const ADJECTIVE_HINTS = list(
  'big small little tiny huge giant old young new ancient modern frozen burning dark bright quiet busy crumbling remote secret hidden lost sleeping ' +
    'shy brave clever polite rude grumpy kind sentient magical enchanted haunted rainy neon misfit rival royal first last final next strange odd ' +
    'unclimbed autumn winter summer spring golden silver wooden stone empty crowded abandoned broken famous clean dirty heavy light busiest ' +
    'polite very really quite rather',
);
