// The home page's slides: how ReadBright works.
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
