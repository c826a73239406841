// The home page's words: slides and feature cards (testimonials are in config/testimonials.ts).
import { msg } from "@lingui/core/macro";
import type { Slide } from "../components/carousel";
import { PeopleIllustration, ResultsIllustration, SectionsIllustration } from "../components/slide-illustrations";

export const SLIDES: readonly Slide[] = [
  {
    id: "sections",
    title: msg`Three short, game-like sections`,
    text: msg`Memory, Phonological Awareness and Spatial Awareness. Pictures, sounds and shapes instead of a pen-and-paper test, with every instruction read aloud.`,
    art: <SectionsIllustration />,
  },
  {
    id: "results",
    title: msg`Results you can act on`,
    text: msg`A clear High, Medium or Low risk, a breakdown for each section and a dashboard that follows progress over time.`,
    art: <ResultsIllustration />,
  },
  {
    id: "people",
    title: msg`For families, schools and professionals`,
    text: msg`Screen your own child, yourself, a whole class with group tests, or the clients you support.`,
    art: <PeopleIllustration />,
  },
];

export const FEATURES = [
  {
    id: "accuracy",
    title: msg`AI-assisted accuracy`,
    text: msg`Spoken answers are checked with speech technology, and every answer counts towards a weighted score across all three sections. Each person is measured the same way, every time.`,
  },
  {
    id: "family",
    title: msg`Family-friendly`,
    text: msg`About 20 minutes on a computer with a microphone, at home or at school. Tasks feel like games, and instructions are read aloud so reading is never the hurdle.`,
  },
  {
    id: "early",
    title: msg`Early detection`,
    text: msg`Signs of dyslexia can show well before a child falls behind. Spotting them early means support can start while it makes the biggest difference.`,
  },
] as const;
