// The 'What is Dyslexia?' page's lists: signs by age, myths and trusted organisations.
import { msg } from "@lingui/core/macro";

export const STATISTICS = [
  {
    id: "signs",
    figure: msg`1 in 5`,
    text: msg({
      comment: "Follows the figure \"1 in 5\", shown in bold just before it, in the same sentence",
      message: "people show some signs of dyslexia. Estimates range from about 1 in 10 to 1 in 5, depending on where the line is drawn.",
    }),
  },
  {
    id: "diagnosed",
    figure: msg`1 in 20`,
    text: msg({
      comment: "Follows the figure \"1 in 20\", shown in bold just before it, in the same sentence",
      message: "dyslexic people are diagnosed. Most are never formally assessed, and many find out only as adults, if at all.",
    }),
  },
  {
    id: "reading",
    figure: msg`80%`,
    text: msg({
      comment: "Follows the figure \"80%\", shown in bold just before it, in the same sentence",
      message: "of learning disabilities involve reading difficulties, which makes dyslexia the most common learning disability.",
    }),
  },
] as const;

export const SIGNS = [
  {
    id: "preschool",
    age: msg`Before school (about 3 to 5)`,
    signs: [
      msg`finds nursery rhymes and rhyming games hard`,
      msg`has trouble learning the names and sounds of letters`,
      msg`mixes up the sounds in longer words, such as 'pasghetti' for 'spaghetti'`,
      msg`has a parent, brother or sister with reading difficulties (dyslexia often runs in families)`,
    ],
  },
  {
    id: "primary",
    age: msg`Primary school`,
    signs: [
      msg`makes slow progress linking letters to sounds, despite good teaching`,
      msg`guesses words from the first letter or the pictures instead of sounding them out`,
      msg`spells the same word in different ways on one page`,
      msg`avoids reading aloud, or gets tired or upset when reading`,
      msg`finds it hard to follow several instructions at once, or to learn the days of the week in order`,
    ],
  },
  {
    id: "older",
    age: msg`Teenagers and adults`,
    signs: [
      msg`reads slowly and often needs to read things twice`,
      msg`spells poorly, even in everyday words`,
      msg`finds note-taking, planning and written work harder than talking about the same ideas`,
      msg`has trouble remembering phone numbers, PINs or directions`,
    ],
  },
] as const;

export const EARLY_DETECTION_BENEFITS = [
  msg`Support can start in the early school years, when reading skills are still forming and extra help makes the biggest difference.`,
  msg`Children are less likely to fall behind, and less likely to decide they are 'not clever', which protects their confidence.`,
  msg`Teachers can adapt how they teach, for example with structured, multisensory phonics.`,
  msg`Families understand what is going on, so homework time becomes less of a battle.`,
  msg`It can open the door to a full assessment and to adjustments such as extra time in exams.`,
] as const;

export const MYTHS = [
  {
    id: "backwards",
    myth: msg`Dyslexia means seeing letters backwards.`,
    fact: msg`Reversing letters such as b and d is common in all young children. Dyslexia is mainly about processing the sounds of language.`,
  },
  {
    id: "intelligence",
    myth: msg`Dyslexic people are less intelligent.`,
    fact: msg`Dyslexia has nothing to do with intelligence. People of every ability are dyslexic, and many are very successful.`,
  },
  {
    id: "grow-out",
    myth: msg`Children grow out of it.`,
    fact: msg`Dyslexia is lifelong. With good support, people learn to read well and develop strategies that work for them.`,
  },
  {
    id: "laziness",
    myth: msg`It is caused by laziness or poor teaching.`,
    fact: msg`Dyslexia is a difference in how the brain processes language, and it often runs in families. Effort alone does not make it go away.`,
  },
  {
    id: "wait",
    myth: msg`You have to wait until a child is failing before checking.`,
    fact: msg`Signs can show before a child falls behind. Screening early means support can start sooner.`,
  },
] as const;

/** Organisations' names are their own and stay as they are; what each offers is translated. */
export const RESOURCES = [
  {
    name: "International Dyslexia Association",
    href: "https://dyslexiaida.org/",
    text: msg`Fact sheets on dyslexia, assessment and effective teaching, and a directory of providers.`,
  },
  {
    name: "British Dyslexia Association",
    href: "https://www.bdadyslexia.org.uk/",
    text: msg`Advice for parents, educators and employers in the UK, and a national helpline.`,
  },
  {
    name: "Understood.org",
    href: "https://www.understood.org/",
    text: msg`Practical, friendly guidance for families of children who learn and think differently.`,
  },
  {
    name: "NHS: Dyslexia",
    href: "https://www.nhs.uk/conditions/dyslexia/",
    text: msg`A clear overview of the signs of dyslexia, how it is assessed and where to get support.`,
  },
] as const;
