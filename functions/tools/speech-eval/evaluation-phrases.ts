// What the evaluation says to each spoken item besides its own phrases (the accepted answer and the
// foils): what children say that the item does not list. The prompt word said back, at least five real
// words (some close in sound to the answer, some not) and a made-up non-answer, per item; and a few
// things said to any item. Chosen by hand, before any recogniser heard them, and never the answer or a
// homophone of it ("son" for "sun" would be right).

export interface ItemPhrases {
  /** The word or words the question says, said back. */
  prompt: string;
  /** Real words close in sound to the answer. */
  close: readonly string[];
  /** Real words that sound nothing like it. */
  far: readonly string[];
  /** A made-up word that is not the answer. */
  madeUp: string;
}

/** Said to every item: a child's non-answers. */
export const SAID_TO_ANY_ITEM = ["I don't know", "um", "Amara"] as const;

export const ITEM_PHRASES: Readonly<Record<string, ItemPhrases>> = {
  "age-5-7-v1:302": { prompt: "sun", close: ["sung", "some", "sub"], far: ["dog", "table", "yellow"], madeUp: "sep" },
  "age-5-7-v1:307": { prompt: "football", close: ["bull", "bowl", "doll"], far: ["garden", "window", "seven"], madeUp: "dall" },
  "age-5-7-v1:311": { prompt: "bim", close: ["bean", "beam", "bib"], far: ["apple", "rocket", "purple"], madeUp: "blom" },
  "age-5-7-v1:312": { prompt: "cat", close: ["ant", "add", "dog"], far: ["orange", "happy", "pencil"], madeUp: "ak" },
  "age-8-10-v1:302": { prompt: "moon", close: ["mood", "moan", "room"], far: ["bicycle", "green", "tiger"], madeUp: "moop" },
  "age-8-10-v1:307": { prompt: "farm", close: ["art", "car", "alarm"], far: ["pencil", "river", "butter"], madeUp: "arn" },
  "age-8-10-v1:309": { prompt: "trelp", close: ["trap", "yelp", "shelf"], far: ["sandwich", "mountain", "cookie"], madeUp: "brelk" },
  "age-8-10-v1:311": { prompt: "stop", close: ["tip", "toss", "shop"], far: ["elephant", "blanket", "summer"], madeUp: "tob" },
  "age-8-10-v1:315": { prompt: "plimmet", close: ["planet", "plenty", "blanket"], far: ["orange", "whistle", "dinosaur"], madeUp: "flimmot" },
  "age-11-14-v1:302": { prompt: "planet", close: ["blanket", "plate", "panel"], far: ["monkey", "carrot", "umbrella"], madeUp: "plonit" },
  "age-11-14-v1:306": { prompt: "blend", close: ["band", "bent", "spend"], far: ["window", "paper", "ocean"], madeUp: "bemp" },
  "age-11-14-v1:307": { prompt: "skrimbolent", close: ["scrambled", "skeleton", "ambulance"], far: ["garden", "chocolate", "yesterday"], madeUp: "plondertum" },
  "age-11-14-v1:313": { prompt: "tafrelium", close: ["terrarium", "tarantula", "uranium"], far: ["pencil", "basketball", "thunder"], madeUp: "gromalen" },
  "age-11-14-v1:314": { prompt: "snail", close: ["sell", "tail", "seal"], far: ["kitchen", "lemon", "picture"], madeUp: "sape" },
  "age-15-plus-v1:302": { prompt: "window", close: ["wind", "willow", "meadow"], far: ["elephant", "bucket", "purple"], madeUp: "wondo" },
  "age-15-plus-v1:306": { prompt: "desk", close: ["neck", "dock", "check"], far: ["paper", "orange", "silver"], madeUp: "dess" },
  "age-15-plus-v1:308": { prompt: "prundalifer", close: ["calculator", "butterfly", "chandelier"], far: ["refrigerator", "hamburger", "telephone"], madeUp: "grondelafer" },
  "age-15-plus-v1:309": { prompt: "mat cap", close: ["cat mat", "map cap", "hat tap"], far: ["hello", "good morning", "orange juice"], madeUp: "mab kat" },
  "age-15-plus-v1:313": { prompt: "tomblistrade", close: ["tombstone", "trombone", "illustrate"], far: ["elephant", "hamburger", "volcano"], madeUp: "bamplistrode" },
};
