// The home page's feature cards (the slides are in slides.tsx; testimonials in config/testimonials.ts).
import { msg } from "@lingui/core/macro";

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
