// The 'What is Dyslexia?' page's lists: signs by age, myths and trusted organisations.

export const STATISTICS = [
  { figure: "1 in 5", text: "people show some signs of dyslexia. Estimates range from about 1 in 10 to 1 in 5, depending on where the line is drawn." },
  { figure: "1 in 20", text: "dyslexic people are diagnosed. Most are never formally assessed, and many find out only as adults, if at all." },
  { figure: "80%", text: "of learning disabilities involve reading difficulties, which makes dyslexia the most common learning disability." },
] as const;

export const SIGNS = [
  {
    age: "Before school (about 3 to 5)",
    signs: [
      "finds nursery rhymes and rhyming games hard",
      "has trouble learning the names and sounds of letters",
      "mixes up the sounds in longer words, such as 'pasghetti' for 'spaghetti'",
      "has a parent, brother or sister with reading difficulties (dyslexia often runs in families)",
    ],
  },
  {
    age: "Primary school",
    signs: [
      "makes slow progress linking letters to sounds, despite good teaching",
      "guesses words from the first letter or the pictures instead of sounding them out",
      "spells the same word in different ways on one page",
      "avoids reading aloud, or gets tired or upset when reading",
      "finds it hard to follow several instructions at once, or to learn the days of the week in order",
    ],
  },
  {
    age: "Teenagers and adults",
    signs: [
      "reads slowly and often needs to read things twice",
      "spells poorly, even in everyday words",
      "finds note-taking, planning and written work harder than talking about the same ideas",
      "has trouble remembering phone numbers, PINs or directions",
    ],
  },
] as const;

export const EARLY_DETECTION_BENEFITS = [
  "Support can start in the early school years, when reading skills are still forming and extra help makes the biggest difference.",
  "Children are less likely to fall behind, and less likely to decide they are 'not clever', which protects their confidence.",
  "Teachers can adapt how they teach, for example with structured, multisensory phonics.",
  "Families understand what is going on, so homework time becomes less of a battle.",
  "It can open the door to a full assessment and to adjustments such as extra time in exams.",
] as const;

export const MYTHS = [
  {
    myth: "Dyslexia means seeing letters backwards.",
    fact: "Reversing letters such as b and d is common in all young children. Dyslexia is mainly about processing the sounds of language.",
  },
  {
    myth: "Dyslexic people are less intelligent.",
    fact: "Dyslexia has nothing to do with intelligence. People of every ability are dyslexic, and many are very successful.",
  },
  {
    myth: "Children grow out of it.",
    fact: "Dyslexia is lifelong. With good support, people learn to read well and develop strategies that work for them.",
  },
  {
    myth: "It is caused by laziness or poor teaching.",
    fact: "Dyslexia is a difference in how the brain processes language, and it often runs in families. Effort alone does not make it go away.",
  },
  {
    myth: "You have to wait until a child is failing before checking.",
    fact: "Signs can show before a child falls behind. Screening early means support can start sooner.",
  },
] as const;

export const RESOURCES = [
  {
    name: "International Dyslexia Association",
    href: "https://dyslexiaida.org/",
    text: "Fact sheets on dyslexia, assessment and effective teaching, and a directory of providers.",
  },
  {
    name: "British Dyslexia Association",
    href: "https://www.bdadyslexia.org.uk/",
    text: "Advice for parents, educators and employers in the UK, and a national helpline.",
  },
  {
    name: "Understood.org",
    href: "https://www.understood.org/",
    text: "Practical, friendly guidance for families of children who learn and think differently.",
  },
  {
    name: "NHS: Dyslexia",
    href: "https://www.nhs.uk/conditions/dyslexia/",
    text: "A clear overview of the signs of dyslexia, how it is assessed and where to get support.",
  },
] as const;
