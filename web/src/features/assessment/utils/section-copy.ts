// What the overview and instruction cards say for each section, in words a child can follow.
import { SECTION_TYPE_LABELS } from "@readbright/domain/enums";
import type { SectionType } from "@readbright/domain/enums";

export interface SectionCopy {
  name: string;
  overview: string;
  instructions: string[];
}

export const SECTION_COPY: Record<SectionType, SectionCopy> = {
  memory: {
    name: SECTION_TYPE_LABELS.memory,
    overview: "Let's see how well you remember! You will see some pictures for a few seconds. Then they hide, and you pick what you saw.",
    instructions: [
      "Look carefully at the pictures while the bar runs down.",
      "When the pictures go away, choose the ones you saw.",
      "Press the speaker to hear the question again.",
      "First there is a practice question, just to try it out.",
    ],
  },
  spatial_awareness: {
    name: SECTION_TYPE_LABELS.spatial_awareness,
    overview: "Now some puzzles with shapes, letters and arrows. Look closely: some of them are turned or flipped!",
    instructions: [
      "Look at the shapes carefully before you choose.",
      "Take your time: there is no clock in this part.",
      "Press the speaker to hear the question again.",
      "First there is a practice question, just to try it out.",
    ],
  },
  phonological_awareness: {
    name: SECTION_TYPE_LABELS.phonological_awareness,
    overview: "Last part: sounds and words! Listen carefully. Sometimes you choose an answer, sometimes you type it or say it out loud.",
    instructions: [
      "Press the speaker to hear the question.",
      "Listen to the sounds in the words.",
      "When you need to speak, press the microphone and say your answer.",
      "First there is a practice question, just to try it out.",
    ],
  },
};

export function sectionName(section: SectionType): string {
  return SECTION_COPY[section].name;
}
