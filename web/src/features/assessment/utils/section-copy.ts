// What the overview and instruction cards say for each section, in words a child can follow. The name is the
// domain's (shown through useDomainText); the rest are descriptors, shown in the language in force.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { SECTION_TYPE_LABELS } from "@readbright/domain/enums";
import type { SectionType } from "@readbright/domain/enums";

export interface SectionCopy {
  name: string;
  overview: MessageDescriptor;
  instructions: MessageDescriptor[];
}

export const SECTION_COPY: Record<SectionType, SectionCopy> = {
  memory: {
    name: SECTION_TYPE_LABELS.memory,
    overview: msg`Let's see how well you remember! You will see some pictures for a few seconds. Then they hide, and you pick what you saw.`,
    instructions: [
      msg`Look carefully at the pictures while the bar runs down.`,
      msg`When the pictures go away, choose the ones you saw.`,
      msg`Press the speaker to hear the question again.`,
      msg`First there is a practice question, just to try it out.`,
    ],
  },
  spatial_awareness: {
    name: SECTION_TYPE_LABELS.spatial_awareness,
    overview: msg`Now some puzzles with shapes, letters and arrows. Look closely: some of them are turned or flipped!`,
    instructions: [
      msg`Look at the shapes carefully before you choose.`,
      msg`Take your time: there is no clock in this part.`,
      msg`Press the speaker to hear the question again.`,
      msg`First there is a practice question, just to try it out.`,
    ],
  },
  phonological_awareness: {
    name: SECTION_TYPE_LABELS.phonological_awareness,
    overview: msg`Last part: sounds and words! Listen carefully. Sometimes you choose an answer, sometimes you type it or say it out loud.`,
    instructions: [
      msg`Press the speaker to hear the question.`,
      msg`Listen to the sounds in the words.`,
      msg`When you need to speak, press the microphone and say your answer.`,
      msg`First there is a practice question, just to try it out.`,
    ],
  },
};

/** The section's name in English, the domain's words: shown through useDomainText. */
export function sectionName(section: SectionType): string {
  return SECTION_COPY[section].name;
}
