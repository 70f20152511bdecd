/** Vocabulary for the demo catalogue: enough variety that listings read like a real shop's. */

export const ANIMALS = [
  'Bear', 'Fox', 'Owl', 'Rabbit', 'Penguin', 'Elephant', 'Turtle', 'Lion', 'Moose', 'Beaver', 'Otter', 'Whale',
  'Giraffe', 'Hedgehog', 'Duck', 'Tiger', 'Kitten', 'Puppy', 'Dragon', 'Unicorn', 'Monkey', 'Frog', 'Raccoon',
  'Squirrel', 'Zebra', 'Panda', 'Koala', 'Llama', 'Octopus', 'Sloth', 'Caterpillar', 'Dinosaur', 'Walrus',
];
export const ANIMAL_PLURALS = [
  'Bears', 'Foxes', 'Owls', 'Bunnies', 'Penguins', 'Elephants', 'Turtles', 'Ducklings', 'Monkeys', 'Frogs',
  'Dinosaurs', 'Kittens', 'Puppies', 'Dragons', 'Whales', 'Pandas', 'Bees', 'Ladybugs',
];
export const ADJECTIVES = [
  'Little', 'Brave', 'Sleepy', 'Hungry', 'Curious', 'Grumpy', 'Silly', 'Busy', 'Tiny', 'Giant', 'Lonely',
  'Lucky', 'Noisy', 'Quiet', 'Clever', 'Magic', 'Very Best', 'Wandering', 'Secret', 'Amazing', 'Invisible',
  'Wild', 'Gentle', 'Polite', 'Fearless', 'Dancing', 'Singing', 'Shy', 'Mighty',
];
export const KID_NAMES = [
  'Milo', 'Luna', 'Oscar', 'Ruby', 'Theo', 'Maya', 'Felix', 'Zara', 'Leo', 'Ivy', 'Max', 'Nora', 'Sam', 'Pip',
  'Hazel', 'Omar', 'Priya', 'Jasper', 'Elsie', 'Kai', 'Rosie', 'Finn', 'Ada', 'Arlo', 'Mei', 'Jonah', 'Nia',
  'Harry', 'Matilda', 'Winnie', 'Ollie', 'Bea',
];
export const PLACES = [
  'the Moon', 'School', 'the Farm', 'the Beach', 'the Zoo', 'the Library', 'Grandma\'s House', 'the Dentist',
  'the Museum', 'the Forest', 'the City', 'the Market', 'Camp', 'the Park', 'the North Pole', 'the Sea',
];
export const THINGS = [
  'Moon', 'Star', 'Blanket', 'Balloon', 'Umbrella', 'Kite', 'Crayon', 'Hat', 'Boots', 'Mitten', 'Tooth',
  'Snowflake', 'Garden', 'Treehouse', 'Lunchbox', 'Rainbow', 'Cupcake', 'Pancake', 'Bicycle', 'Shadow',
];
export const FOODS = ['Cookie', 'Muffin', 'Pancake', 'Pickle', 'Taco', 'Cupcake', 'Pizza', 'Donut', 'Carrot', 'Sandwich'];
export const CONCEPTS = ['Colors', 'Shapes', 'Numbers', 'Opposites', 'Words', 'Animals', 'Trucks', 'Feelings', 'Seasons', 'Letters'];

export const MG_NOUNS = [
  'Labyrinth', 'Lighthouse', 'Clocktower', 'Treasure', 'Curse', 'Map', 'Key', 'Riddle', 'Secret', 'Storm',
  'Vanishing', 'Library', 'Expedition', 'Island', 'Heist', 'Academy', 'Cipher', 'Compass', 'Lantern', 'Portal',
  'Crown', 'Shipwreck', 'Dragon Egg', 'Time Machine', 'Ghost Train', 'Museum', 'Observatory',
];
export const MG_PLACES = [
  'Willow Creek', 'Hollow Hill', 'Pinecrest', 'Raven Island', 'Thistle Park', 'Moonbrook', 'Cedar Falls',
  'Crooked Lane', 'Foxglove Manor', 'Blackwater Bay', 'Shadow Mountain', 'Brightwater', 'Starfall Valley',
];
export const YA_NOUNS = [
  'Thorns', 'Roses', 'Ashes', 'Embers', 'Shadows', 'Stars', 'Storms', 'Bones', 'Silver', 'Glass', 'Ink',
  'Secrets', 'Wolves', 'Ruins', 'Crowns', 'Tides', 'Feathers', 'Smoke', 'Lies', 'Echoes', 'Midnight', 'Salt',
];
export const YA_SINGULAR = [
  'Girl', 'Boy', 'Summer', 'Kingdom', 'Queen', 'Heir', 'Thief', 'Witch', 'City', 'Sky', 'Sea', 'Night', 'Song',
  'Promise', 'Game', 'Rebellion', 'Oracle', 'Archive', 'Signal',
];
export const NUMBER_WORDS = ['Two', 'Three', 'Seven', 'Nine', 'Twelve', 'A Hundred', 'A Thousand'];

export const NONFICTION_TOPICS = [
  'Dinosaurs', 'Space', 'the Human Body', 'Sharks', 'Volcanoes', 'the Ocean', 'Insects', 'Weather', 'Robots',
  'Ancient Egypt', 'the Rainforest', 'Planets', 'Trains', 'Knights and Castles', 'Inventions', 'Birds',
  'Rocks and Minerals', 'Coding', 'Money', 'Maps', 'Pyramids', 'Trees', 'Electricity', 'Canada', 'the Arctic',
  'Mammals', 'Bugs', 'Horses', 'Reptiles', 'Recycling', 'Earthquakes', 'the Solar System',
];
export const FAMOUS_PEOPLE = [
  'Harriet Tubman', 'Albert Einstein', 'Marie Curie', 'Terry Fox', 'Jackie Robinson', 'Amelia Earhart',
  'Frida Kahlo', 'Neil Armstrong', 'Rosa Parks', 'Wayne Gretzky', 'Ada Lovelace', 'Leonardo da Vinci',
  'Viola Desmond', 'Sally Ride', 'Martin Luther King Jr.', 'Roberta Bondar', 'Jane Goodall', 'Abraham Lincoln',
];
export const GENERAL_TOPICS = [
  'Family Dinners', 'Raising Readers', 'Weekend Baking', 'Backyard Science', 'Road Trips', 'Calm Mornings',
  'Kitchen Table Crafts', 'Rainy Days', 'Homework Without Tears', 'Screen-Free Fun',
];

export const TOY_THEMES = [
  'Dinosaur', 'Space Explorer', 'Ocean', 'Unicorn', 'Construction', 'Jungle', 'Farm', 'Rainbow', 'Robot',
  'Solar System', 'Fairy Garden', 'Volcano', 'World Map', 'Arctic', 'Bug Hunter', 'Pirate', 'Race Car',
];
export const TOY_KINDS: Array<{ format: string; pattern: string; subject: [string, string]; priceUsd: [number, number] }> = [
  { format: 'Puzzle', pattern: '{Theme} Floor Puzzle ({Pieces} pieces)', subject: ['Toys', 'Puzzles'], priceUsd: [12, 25] },
  { format: 'Plush', pattern: '{Animal} Plush', subject: ['Toys', 'Plush'], priceUsd: [10, 30] },
  { format: 'Kit', pattern: 'Build Your Own {Theme} Kit', subject: ['Toys', 'STEM Kits'], priceUsd: [18, 45] },
  { format: 'Game', pattern: '{Theme} Memory Game', subject: ['Toys', 'Games'], priceUsd: [12, 30] },
  { format: 'Art Set', pattern: '{Theme} Paint-by-Sticker Art Set', subject: ['Activities', 'Arts & Crafts'], priceUsd: [9, 24] },
  { format: 'Sticker Book', pattern: 'The Big {Theme} Sticker Activity Book', subject: ['Activities', 'Stickers'], priceUsd: [6, 14] },
  { format: 'Coloring Book', pattern: '{Theme} Coloring Adventure', subject: ['Activities', 'Coloring'], priceUsd: [5, 12] },
];
export const GIFT_KINDS: Array<{ format: string; pattern: string; subject: [string, string]; priceUsd: [number, number] }> = [
  { format: 'Journal', pattern: '{Theme} Reading Journal', subject: ['Gifts', 'Stationery'], priceUsd: [9, 19] },
  { format: 'Bookmark Set', pattern: '{Theme} Magnetic Bookmarks (Set of 6)', subject: ['Gifts', 'Bookmarks'], priceUsd: [5, 10] },
  { format: 'Tote Bag', pattern: '{Theme} Library Tote Bag', subject: ['Gifts', 'Bags & Totes'], priceUsd: [12, 22] },
  { format: 'Book Light', pattern: '{Theme} Clip-On Book Light', subject: ['Gifts', 'Reading Accessories'], priceUsd: [10, 18] },
  { format: 'Gift Set', pattern: '{Theme} Young Reader Gift Set', subject: ['Gifts', 'Gift Sets'], priceUsd: [25, 60] },
  { format: 'Poster', pattern: '{Theme} Classroom Poster', subject: ['Gifts', 'Stationery'], priceUsd: [6, 14] },
];

export const PUBLISHERS = [
  'Maple Leaf Press', 'Lantern Books', 'Tall Tree Publishing', 'Blue Heron Kids', 'Northwind Editions',
  'Paper Kite Press', 'Little Acorn Books', 'Harbourfront Publishing', 'Starling & Finch', 'Riverbend Books',
  'Clever Fox Media', 'Open Door Press', 'Brightside Books for Young Readers', 'Granite Peak Publishing',
  'Moonlit Meadow Press', 'Copperkettle Books', 'Red Canoe Publishing', 'Wildflower House',
];

export const SUBJECTS: Record<string, Array<[string, string]>> = {
  Kids: [
    ['Fiction', 'Animals'], ['Fiction', 'Bedtime'], ['Fiction', 'Friendship'], ['Fiction', 'Humor'], ['Fiction', 'Family'],
    ['Fiction', 'Fairy Tales'], ['Picture Books', 'Concepts'], ['Fiction', 'Dinosaurs'], ['Fiction', 'Vehicles'],
    ['Fiction', 'Holidays'], ['Fiction', 'Feelings'],
  ],
  Tweens: [
    ['Fiction', 'Adventure'], ['Fiction', 'Fantasy'], ['Fiction', 'Mystery'], ['Fiction', 'Humor'],
    ['Fiction', 'Graphic Novels'], ['Fiction', 'Sports'], ['Fiction', 'School'], ['Fiction', 'Science Fiction'],
    ['Fiction', 'Scary Stories'],
  ],
  'Young Adult': [
    ['Fiction', 'Fantasy'], ['Fiction', 'Romance'], ['Fiction', 'Thriller'], ['Fiction', 'Dystopian'],
    ['Fiction', 'Contemporary'], ['Fiction', 'Historical Fiction'], ['Fiction', 'Graphic Novels'], ['Fiction', 'Mystery'],
  ],
  Nonfiction: [
    ['Nonfiction', 'Animals'], ['Nonfiction', 'Science'], ['Nonfiction', 'Space'], ['Nonfiction', 'History'],
    ['Nonfiction', 'Biography'], ['Nonfiction', 'Dinosaurs'], ['Nonfiction', 'Sports'], ['Nonfiction', 'Art & Drawing'],
    ['Nonfiction', 'Geography'], ['Nonfiction', 'Coding'],
  ],
  Books: [
    ['Fiction', 'Classics'], ['Nonfiction', 'Parenting'], ['Nonfiction', 'Cooking'], ['Fiction', 'Poetry'],
    ['Reference', 'Dictionaries'], ['Nonfiction', 'Teaching Resources'],
  ],
};

export const DESCRIPTION_OPENERS: Record<string, string[]> = {
  Kids: [
    'A warm, funny read-aloud about {subject} that little listeners will ask for again and again.',
    'Bright pictures and a bouncy rhyme make this story of {subject} perfect for bedtime and story time.',
    'When {name} sets out on a big day, nothing goes quite to plan — and that is where the fun begins.',
  ],
  Tweens: [
    '{name} never wanted an adventure. But when a strange map turns up in the school library, there is no turning back.',
    'Secrets, friendship and one very bad idea collide in this page-turning {subject} story for readers 9 to 12.',
    'Perfect for fans of clever puzzles and loyal friends, this {subject} tale keeps readers guessing to the last chapter.',
  ],
  'Young Adult': [
    'A sweeping {subject} novel about loyalty, first love and the price of power.',
    'Seventeen-year-old {name} has one summer to uncover the truth before everything she loves is lost.',
    'Sharp, moving and impossible to put down: a {subject} story for readers who want to be swept away.',
  ],
  Nonfiction: [
    'Packed with photographs, diagrams and astonishing facts, this guide to {subject} makes curious readers into experts.',
    'Everything young readers want to know about {subject}, explained clearly and illustrated in full colour.',
    'From the first page to the glossary, a lively tour of {subject} that teachers and kids both love.',
  ],
  Books: [
    'A beloved read for the whole family, with ideas and stories to share across generations.',
    'Practical, warm and full of ideas: a book for grown-ups who want to share a love of reading.',
  ],
  'Toys & Activities': [
    'Hands-on fun that builds creativity and problem-solving. Ages as marked; includes everything needed to start.',
    'Screen-free play for rainy days and road trips, made from sturdy, child-safe materials.',
  ],
  Gifts: [
    'A thoughtful gift for the reader in your life, designed exclusively for our book fairs.',
    'Bookish, useful and made to last: a favourite gift for teachers, grandparents and young readers.',
  ],
};

export const DESCRIPTION_CLOSERS = [
  'Includes a discussion guide for classrooms and book clubs.',
  'A book-fair favourite chosen by teachers and librarians.',
  'Great for independent reading or sharing aloud.',
  'Look for more titles in the series.',
  '',
];

/** Public-domain children's classics, so the demo shop has titles everyone recognises. */
export const CLASSICS: Array<{ title: string; first: string; last: string; department: string; subject: [string, string]; age: [number, number] }> = [
  { title: "Alice's Adventures in Wonderland", first: 'Lewis', last: 'Carroll', department: 'Tweens', subject: ['Fiction', 'Fantasy'], age: [9, 12] },
  { title: 'Anne of Green Gables', first: 'L. M.', last: 'Montgomery', department: 'Tweens', subject: ['Fiction', 'Family'], age: [9, 12] },
  { title: 'The Wind in the Willows', first: 'Kenneth', last: 'Grahame', department: 'Tweens', subject: ['Fiction', 'Animals'], age: [9, 12] },
  { title: 'Treasure Island', first: 'Robert Louis', last: 'Stevenson', department: 'Tweens', subject: ['Fiction', 'Adventure'], age: [9, 12] },
  { title: 'Peter Pan', first: 'J. M.', last: 'Barrie', department: 'Tweens', subject: ['Fiction', 'Fantasy'], age: [9, 12] },
  { title: 'Black Beauty', first: 'Anna', last: 'Sewell', department: 'Tweens', subject: ['Fiction', 'Animals'], age: [9, 12] },
  { title: 'Little Women', first: 'Louisa May', last: 'Alcott', department: 'Young Adult', subject: ['Fiction', 'Historical Fiction'], age: [13, 18] },
  { title: 'The Secret Garden', first: 'Frances Hodgson', last: 'Burnett', department: 'Tweens', subject: ['Fiction', 'Friendship'], age: [9, 12] },
  { title: 'Heidi', first: 'Johanna', last: 'Spyri', department: 'Tweens', subject: ['Fiction', 'Family'], age: [9, 12] },
  { title: 'The Jungle Book', first: 'Rudyard', last: 'Kipling', department: 'Tweens', subject: ['Fiction', 'Adventure'], age: [9, 12] },
  { title: 'The Adventures of Pinocchio', first: 'Carlo', last: 'Collodi', department: 'Tweens', subject: ['Fiction', 'Fairy Tales'], age: [6, 8] },
  { title: 'The Tale of Peter Rabbit', first: 'Beatrix', last: 'Potter', department: 'Kids', subject: ['Fiction', 'Animals'], age: [3, 5] },
  { title: 'The Adventures of Tom Sawyer', first: 'Mark', last: 'Twain', department: 'Tweens', subject: ['Fiction', 'Adventure'], age: [9, 12] },
  { title: 'Twenty Thousand Leagues Under the Sea', first: 'Jules', last: 'Verne', department: 'Young Adult', subject: ['Fiction', 'Science Fiction'], age: [13, 18] },
  { title: 'The Railway Children', first: 'Edith', last: 'Nesbit', department: 'Tweens', subject: ['Fiction', 'Family'], age: [9, 12] },
  { title: 'The Wonderful Wizard of Oz', first: 'L. Frank', last: 'Baum', department: 'Tweens', subject: ['Fiction', 'Fantasy'], age: [6, 8] },
  { title: 'Anne of Avonlea', first: 'L. M.', last: 'Montgomery', department: 'Tweens', subject: ['Fiction', 'Family'], age: [9, 12] },
  { title: 'Through the Looking-Glass', first: 'Lewis', last: 'Carroll', department: 'Tweens', subject: ['Fiction', 'Fantasy'], age: [9, 12] },
];
