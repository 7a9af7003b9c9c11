// What the offline builder knows about common learning topics: plain, true facts a story can
// teach, words to learn, and places and guides for a story about them. A topic the builder does
// not know is taught from the learning goals' own words instead.

/** One topic a learn-something story can be about. */
export type Topic = {
  id: string;
  match: RegExp;
  /** The topic in running text ('photosynthesis'). */
  name: string;
  /** A title for a story about it that names it ('The Secret of Photosynthesis'). */
  title: string;
  /** Words a learner should meet. */
  terms: string[];
  /** Short, true statements to teach, in the present tense. */
  facts: string[];
  /** Questions the story can answer through play. */
  questions: string[];
  places: { name: string; look: string }[];
  guide: { name: string; role: string; look: string; says: string };
  item: { name: string; look: string };
};

/** The topics, most specific first. */
export const TOPICS: readonly Topic[] = [
  {
    id: 'photosynthesis',
    title: 'The Secret of Photosynthesis',
    match: /photosynthe|chlorophyll|chloroplast/i,
    name: 'photosynthesis',
    terms: ['chlorophyll', 'chloroplast', 'stomata', 'glucose', 'carbon dioxide', 'oxygen'],
    facts: [
      'Plants make their own food by photosynthesis.',
      'Photosynthesis turns carbon dioxide and water into sugar and oxygen, using the energy of light.',
      'Chlorophyll is the green pigment that catches the light.',
      'Chlorophyll sits inside tiny parts of the leaf cells called chloroplasts.',
      'Carbon dioxide gets into the leaf through tiny holes called stomata.',
      'Water travels up from the roots to the leaf through thin tubes called xylem.',
      'The oxygen that photosynthesis makes leaves the leaf through the stomata.',
      'The sugar a leaf makes is called glucose, and the plant uses it for energy and to grow.',
      'Plants store spare sugar as starch.',
      'Without light, photosynthesis stops.',
    ],
    questions: ['What does a leaf need to make its own food?', 'Where does the oxygen we breathe come from?', 'Why are leaves green?'],
    places: [
      { name: 'the Upper Skin of the Leaf', look: 'A clear, waxy wall of cells that lets the sunlight pour straight through.' },
      { name: 'the Palisade Layer', look: 'Rows of tall green cells standing shoulder to shoulder, packed with chloroplasts.' },
      { name: 'the Stomata', look: 'Tiny mouth-shaped openings on the underside of the leaf, each guarded by two curved cells.' },
      { name: 'the Leaf Vein', look: 'A long green tunnel where water rushes up from the roots.' },
    ],
    guide: { name: 'Dr Ama Mensah', role: 'the botanist who leads the trip', look: 'A tall woman with a magnifying loupe on a cord and soil on her boots.', says: 'Look at the colour. That green is the whole secret.' },
    item: { name: 'the Shrinking Lens', look: 'A brass lens that makes whoever looks through it small enough to walk between the cells.' },
  },
  {
    id: 'fractions',
    title: 'The Case of the Missing Fraction',
    match: /fraction|numerator|denominator/i,
    name: 'fractions',
    terms: ['numerator', 'denominator', 'equivalent fraction', 'common denominator'],
    facts: [
      'A fraction names a part of a whole: the bottom number says how many equal parts, the top number how many you have.',
      'The bottom number of a fraction is the denominator, and the top number is the numerator.',
      'One half and two quarters are equivalent fractions: they name the same amount.',
      'To add fractions, you first give them the same denominator.',
      'One third plus one third makes two thirds.',
      'With the same numerator, the fraction with the smaller denominator is bigger: one third is more than one quarter.',
      'You can compare fractions by turning them into fractions with a common denominator.',
      'Three quarters is the same as six eighths.',
    ],
    questions: ['Which is bigger, two thirds or three quarters?', 'How do you add two fractions with different bottoms?'],
    places: [
      { name: 'the Pizza Parlour on Denominator Street', look: 'A narrow shop that sells pizza by the slice, with every slice cut to a different size.' },
      { name: 'the Town Clock Tower', look: 'A tall tower whose clock face is painted in quarters and twelfths.' },
    ],
    guide: { name: 'Inspector Ivy Halves', role: 'the detective who trains you', look: 'A neat woman in a checked coat who carries a ruler instead of a pen.', says: 'Every clue is a part of a whole. Find the whole first.' },
    item: { name: 'the Measuring Tape', look: 'A long tape marked in halves, quarters and eighths.' },
  },
  {
    id: 'navigation',
    title: 'Steering by the Stars: A Navigation Voyage',
    match: /navigat|latitude|longitude|celestial|compass|stars?\b.*sea/i,
    name: 'navigation by the stars',
    terms: ['latitude', 'longitude', 'Pole Star', 'sextant', 'horizon'],
    facts: [
      'Latitude tells you how far north or south of the equator you are.',
      'Longitude tells you how far east or west you are.',
      'In the northern sky, the Pole Star stays almost still while the other stars turn around it.',
      'The height of the Pole Star above the horizon is close to your latitude.',
      'Sailors measured the angle of the sun or a star above the horizon with an instrument called a sextant.',
      'To find longitude at sea, sailors needed an exact clock, because the Earth turns fifteen degrees every hour.',
      'South of the equator, sailors used the Southern Cross to find south.',
    ],
    questions: ['How can a star tell you where you are?', 'Why is longitude harder to find than latitude?'],
    places: [
      { name: 'the Quarterdeck', look: 'The raised deck at the back of the ship, where the officers stand and the wind is loudest.' },
      { name: 'the Chart Room', look: 'A cramped cabin of maps, dividers and a lamp that swings with every wave.' },
    ],
    guide: { name: 'Pilot Inês Barbosa', role: 'the ship’s pilot', look: 'A weathered woman with a brass instrument on a cord around her neck.', says: 'The sea has no signposts. The sky does.' },
    item: { name: 'the Brass Sextant', look: 'A brass instrument with a mirror and a swinging arm, cold to the touch.' },
  },
  {
    id: 'money',
    title: 'The Bakery Budget',
    match: /budget|profit|pricing|price|money|loss|cash flow|income|expense/i,
    name: 'running a business',
    terms: ['budget', 'profit', 'loss', 'cost', 'price', 'cash flow'],
    facts: [
      'Profit is what is left when you take your costs away from the money you take in.',
      'If your costs are bigger than your income, you make a loss.',
      'A budget is a plan for how much money will come in and how much will go out.',
      'Some costs stay the same every month, like rent; others rise with every sale, like ingredients.',
      'A price has to cover the cost of making something, or every sale loses money.',
      'Cash flow is the timing of money coming in and going out; a business can run out of cash even while it makes a profit.',
      'Raising a price can bring in more money per sale but fewer customers.',
    ],
    questions: ['Can you make more than you spend?', 'What should a loaf of bread cost?'],
    places: [
      { name: 'the Bakery Counter', look: 'A glass counter of loaves and buns, with a till that pings every time it opens.' },
      { name: 'the Back Office', look: 'A tiny room with a desk, a calculator and a stack of unpaid bills.' },
    ],
    guide: { name: 'Mrs Odile Fairweather', role: 'the retired baker who sold you the shop', look: 'A small woman with flour in the creases of her knuckles and a pencil behind her ear.', says: 'Count everything. Flour costs money even when you spill it.' },
    item: { name: 'the Ledger', look: 'A thick book of columns where every penny in and out is written down.' },
  },
  {
    id: 'body',
    title: 'The Voyage through the Heart and Lungs',
    match: /circulat|respirat|heart|lungs|blood|human body/i,
    name: 'the heart and lungs',
    terms: ['heart', 'lungs', 'arteries', 'veins', 'oxygen', 'carbon dioxide'],
    facts: [
      'The heart is a muscle that pumps blood all around the body.',
      'Arteries carry blood away from the heart; veins carry it back.',
      'In the lungs, the blood picks up oxygen and gets rid of carbon dioxide.',
      'Red blood cells carry oxygen to every part of the body.',
      'Air reaches the lungs through the windpipe, which splits into two tubes.',
      'Tiny air sacs in the lungs called alveoli pass oxygen into the blood.',
      'When you exercise, your heart beats faster to send more oxygen to your muscles.',
    ],
    questions: ['How does oxygen get from the air to your toes?', 'Why does your heart beat faster when you run?'],
    places: [
      { name: 'the Right Atrium', look: 'A red chamber that squeezes shut with a thump every second.' },
      { name: 'the Lungs', look: 'A spongy forest of branching tubes ending in millions of tiny balloons.' },
    ],
    guide: { name: 'Captain Cora Nwosu', role: 'the submarine’s captain', look: 'A calm woman in a red jumpsuit with a map of the body tattooed on her forearm.', says: 'Follow the red cells. They always know where the oxygen is going.' },
    item: { name: 'the Tiny Submarine', look: 'A submarine smaller than a grain of rice, with a glass nose and a humming engine.' },
  },
  {
    id: 'spanish',
    title: 'The Ghosts Who Only Speak Spanish',
    match: /spanish|español|espanol/i,
    name: 'Spanish greetings and questions',
    terms: ['hola', 'buenos días', '¿cómo te llamas?', 'gracias', '¿dónde está?'],
    facts: [
      '“Hola” means hello.',
      '“Buenos días” means good morning, and “buenas noches” means good night.',
      '“¿Cómo te llamas?” asks someone their name; you answer “Me llamo ...”.',
      '“Gracias” means thank you, and “de nada” means you are welcome.',
      '“¿Dónde está ...?” asks where something is.',
      'Spanish questions begin with an upside-down question mark.',
      '“Por favor” means please.',
    ],
    questions: ['Can you greet every ghost in the castle in Spanish?', 'How do you ask a ghost where something is?'],
    places: [
      { name: 'the Great Hall', look: 'A long, cold hall hung with tapestries, where the candles light themselves at dusk.' },
      { name: 'the Castle Kitchen', look: 'A vaulted kitchen with a fireplace big enough to stand in and pots that rattle on their own.' },
    ],
    guide: { name: 'Doña Inés', role: 'the oldest ghost in the castle', look: 'A pale lady in a lace collar who drifts a little above the floor.', says: '¡Hola! Speak to me properly, and I will help you.' },
    item: { name: 'the Phrase Book', look: 'A small red book of Spanish phrases with a ribbon to keep your place.' },
  },
  {
    id: 'water-cycle',
    title: 'Waiting for Rain: The Water Cycle',
    match: /water cycle|drought|ecosystem|sustainab|irrigat|farming/i,
    name: 'the water cycle and farming',
    terms: ['evaporation', 'condensation', 'precipitation', 'groundwater', 'soil'],
    facts: [
      'The sun warms water in seas and lakes until it evaporates into the air.',
      'Water vapour cools as it rises and condenses into clouds.',
      'Water falls back to the ground as rain or snow: that is precipitation.',
      'Some rain soaks into the ground and is stored as groundwater.',
      'Trees and plants pull water from the soil and breathe it out through their leaves.',
      'Mulch and cover crops keep water in the soil for longer.',
      'Cutting down trees can make a dry place drier, because fewer plants return water to the air.',
    ],
    questions: ['Where does the rain come from?', 'How can a village keep water in its fields?'],
    places: [
      { name: 'the Dry Riverbed', look: 'A cracked channel of pale stones where a river ran last spring.' },
      { name: 'the Village Well', look: 'A stone well with a rope worn smooth, and a long queue of buckets.' },
    ],
    guide: { name: 'Old Tomasz Wierzba', role: 'the village’s oldest farmer', look: 'A stooped man with a walking stick carved from an apple branch.', says: 'Water is borrowed, never owned. The sky always wants it back.' },
    item: { name: 'the Rain Gauge', look: 'A glass tube on a post that measures every drop that falls.' },
  },
  {
    id: 'phishing',
    title: 'Phishing Season at the Office',
    match: /phish|scam|online safety|staying safe online|cyber/i,
    name: 'spotting phishing',
    terms: ['phishing', 'sender address', 'link', 'attachment', 'two-factor authentication'],
    facts: [
      'A phishing message pretends to come from someone you trust so that you click, pay or share a password.',
      'Phishing messages often create urgency: act now, or your account will be closed.',
      'Check the sender’s full address, not just the name shown.',
      'Hover over a link to see where it really goes before you click.',
      'Your bank or your IT team will never ask for your password by email.',
      'Unexpected attachments can carry harmful software.',
      'If in doubt, report the message and check with the sender another way.',
    ],
    questions: ['How can you tell a real email from a fake one?', 'What do you do when a message feels wrong?'],
    places: [
      { name: 'the Open-Plan Office', look: 'Rows of desks, humming screens and a coffee machine that is always out of milk.' },
      { name: 'the IT Helpdesk', look: 'A small room of cables and spare keyboards, with a sign that says ASK FIRST.' },
    ],
    guide: { name: 'Priya Raman', role: 'the security officer', look: 'A cheerful woman with a lanyard full of badges and a mug that says TRUST BUT VERIFY.', says: 'The scariest emails are the ones that feel urgent.' },
    item: { name: 'the Suspicious Email', look: 'An email marked URGENT from an address that is almost, but not quite, right.' },
  },
  {
    id: 'trade',
    title: 'Grain and Gold: Supply and Demand in Rome',
    match: /supply|demand|trade|market|grain|merchant|econom/i,
    name: 'supply and demand',
    terms: ['supply', 'demand', 'price', 'shortage', 'surplus', 'trade route'],
    facts: [
      'When many people want something and there is little of it, its price goes up.',
      'When there is more of something than people want, its price goes down.',
      'A shortage happens when demand is bigger than supply.',
      'A surplus happens when supply is bigger than demand.',
      'Rome imported much of its grain by sea from Egypt and North Africa.',
      'A storm that sinks the grain ships cuts the supply, so bread costs more in the city.',
      'Traders who store grain can sell it later when prices are high.',
    ],
    questions: ['Why does grain cost more in winter?', 'Who wins when the ships are late?'],
    places: [
      { name: 'the Docks at Ostia', look: 'A crowded harbour of grain ships, shouting porters and stacked amphorae.' },
      { name: 'the Forum Market', look: 'Stalls under striped awnings, where prices are shouted and changed every hour.' },
    ],
    guide: { name: 'Marcus Vibius', role: 'an old grain merchant', look: 'A big man in a stained toga who counts on his fingers when he lies.', says: 'The price is whatever a hungry city will pay.' },
    item: { name: 'the Wax Tablet of Prices', look: 'A wax tablet scratched with prices, smoothed out and rewritten every day.' },
  },
  {
    id: 'infections',
    title: 'The Outbreak Protocol: Infections and Vaccines',
    match: /infect|vaccin|virus|outbreak|disease|immun|germ/i,
    name: 'infections and vaccines',
    terms: ['virus', 'bacteria', 'immune system', 'antibodies', 'vaccine', 'quarantine'],
    facts: [
      'Infections are caused by germs such as viruses and bacteria.',
      'Many infections spread through droplets when people cough or sneeze, or through touching the same surfaces.',
      'Washing your hands removes germs before they can get into your body.',
      'The immune system makes antibodies that fight a germ it recognises.',
      'A vaccine teaches the immune system to recognise a germ without making you ill.',
      'When enough people are vaccinated, a germ struggles to find new people to infect.',
      'Keeping sick people apart for a while, called quarantine, slows an outbreak.',
    ],
    questions: ['How is the infection spreading?', 'How does a vaccine protect people?'],
    places: [
      { name: 'the Quarantine Wing', look: 'A sealed corridor behind glass doors, lit a flat, tired white.' },
      { name: 'the Laboratory', look: 'Benches of microscopes, humming fridges and racks of labelled samples.' },
    ],
    guide: { name: 'Dr Lena Okafor', role: 'the station’s doctor', look: 'A brisk woman with safety goggles pushed up into her hair.', says: 'Every infection leaves a trail. We just have to read it.' },
    item: { name: 'the Sample Case', look: 'A sealed case of labelled swabs, each one a clue.' },
  },
  {
    id: 'media',
    title: 'Deadline for the Truth: Checking Facts',
    match: /media literacy|fact-check|fact check|fake news|misinformation|journalis|newsroom/i,
    name: 'checking facts',
    terms: ['source', 'evidence', 'bias', 'headline', 'fact-check'],
    facts: [
      'A good story names its sources, so you can check them yourself.',
      'A second, independent source makes a claim more trustworthy.',
      'Headlines are written to grab attention and can leave out what matters.',
      'A photo can be real but from a different time or place.',
      'Ask who gains if people believe a story.',
      'Facts can be checked; opinions can only be argued.',
    ],
    questions: ['Which of today’s stories is true?', 'How do you check a claim before the deadline?'],
    places: [
      { name: 'the Newsroom', look: 'A noisy room of desks, ringing phones and a big clock counting down to the print deadline.' },
      { name: 'the Archive', look: 'A basement of old newspapers in boxes, smelling of dust and ink.' },
    ],
    guide: { name: 'Editor Ruth Adeyemi', role: 'the editor-in-chief', look: 'A sharp-eyed woman with reading glasses on her head and another pair on her nose.', says: 'If your mother says she loves you, check it.' },
    item: { name: 'the Tip Sheet', look: 'A crumpled sheet of anonymous tips, some true and some not.' },
  },
  {
    id: 'forces',
    title: 'The Bridge of Forces',
    match: /force|tension|compression|bridge|structur|engineer/i,
    name: 'forces in structures',
    terms: ['force', 'tension', 'compression', 'load', 'beam', 'arch', 'truss'],
    facts: [
      'A force is a push or a pull.',
      'Tension is a pulling force that stretches a material, like a rope holding a weight.',
      'Compression is a pushing force that squashes a material, like the stones of an arch.',
      'A bridge has to carry its own weight and the load that crosses it.',
      'An arch turns the weight above it into compression that flows down into the ground.',
      'A truss uses triangles, because a triangle keeps its shape under load.',
      'Steel is strong in tension; stone and concrete are strong in compression.',
    ],
    questions: ['Which shape will carry the heaviest load?', 'Where does the weight of a bridge go?'],
    places: [
      { name: 'the Canyon Rim', look: 'A windy edge of red rock with a long drop to the river below.' },
      { name: 'the Engineers’ Camp', look: 'A cluster of tents, drawing boards weighed down with stones, and coils of steel cable.' },
    ],
    guide: { name: 'Chief Engineer Hal Brennan', role: 'the chief engineer', look: 'A broad man with a pencil behind each ear and dust on his hard hat.', says: 'Every beam is either being pushed or pulled. Know which.' },
    item: { name: 'the Test Beam', look: 'A short wooden beam, bent slightly, with chalk marks where it nearly broke.' },
  },
  {
    id: 'negotiation',
    title: 'The Fishing Treaty: A Negotiation',
    match: /negotiat|compromise|diplomac|mediat/i,
    name: 'negotiation',
    terms: ['interests', 'position', 'compromise', 'BATNA', 'concession'],
    facts: [
      'A position is what someone asks for; an interest is why they want it.',
      'Looking behind positions to interests often opens new solutions.',
      'Your best alternative to a deal tells you when to walk away.',
      'A concession given without getting something back is a gift, not a trade.',
      'Listening and summing up the other side’s view builds trust.',
      'A good deal is one both sides can keep.',
    ],
    questions: ['What does the other side really need?', 'What can each side give up?'],
    places: [
      { name: 'the Council Hall', look: 'A round hall with a round table, so nobody can sit at its head.' },
      { name: 'the Harbour Wall', look: 'A long stone wall where fishers mend nets and listen to every rumour.' },
    ],
    guide: { name: 'Mediator Sunniva Holt', role: 'the mediator', look: 'A quiet woman who writes everything down and never raises her voice.', says: 'Tell me what you need, not what you want.' },
    item: { name: 'the Draft Treaty', look: 'A treaty covered in crossings-out, coffee rings and initials in the margins.' },
  },
  {
    id: 'solar-system',
    title: 'Around the Sun: The Solar System',
    match: /solar system|planets?\b|orbit|astronom/i,
    name: 'the solar system',
    terms: ['orbit', 'planet', 'moon', 'gravity', 'asteroid'],
    facts: [
      'Eight planets orbit the Sun.',
      'Mercury is the planet closest to the Sun, and Neptune is the farthest.',
      'Jupiter is the biggest planet, and it has dozens of moons.',
      'Gravity keeps the planets in their orbits around the Sun.',
      'A year is the time a planet takes to go once around the Sun.',
      'The Moon orbits the Earth about once a month.',
    ],
    questions: ['Why do the planets keep going round the Sun?', 'How long is a year on Mars?'],
    places: [
      { name: 'the Observation Deck', look: 'A round room with a glass ceiling and the stars turning slowly overhead.' },
      { name: 'the Asteroid Belt', look: 'A slow river of tumbling rocks between Mars and Jupiter.' },
    ],
    guide: { name: 'Commander Yui Tanaka', role: 'the mission commander', look: 'A small, calm woman with a star chart folded in her sleeve pocket.', says: 'Everything out here is falling. It just keeps missing.' },
    item: { name: 'the Star Chart', look: 'A folding chart of the planets and their orbits, worn soft at the creases.' },
  },
];

/** The topic a text is about, if the builder knows it. */
export function topicOf(text: string): Topic | null {
  return TOPICS.find((t) => t.match.test(text)) ?? null;
}
