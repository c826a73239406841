// What the profile type page says about each tile and each professional kind (spec sections 2 and 4).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ProfessionalKind } from "@readbright/domain/enums";
import type { ProfileTile } from "@readbright/domain/onboarding";

export const TILE_COPY: Record<ProfileTile, { title: MessageDescriptor; description: MessageDescriptor }> = {
  individual: { title: msg`Individual`, description: msg`I want to screen myself.` },
  parent: { title: msg`Parent`, description: msg`I want to screen my child or children.` },
  school: { title: msg`School`, description: msg`I manage screening for students and invite teachers.` },
  dyslexia_professional: {
    title: msg`Dyslexia Professional`,
    description: msg`I screen clients as a dyslexia professional, inclusion specialist or special education needs teacher.`,
  },
};

export const PROFESSIONAL_LABELS: Record<ProfessionalKind, MessageDescriptor> = {
  dyslexia_professional: msg`Dyslexia Professional`,
  inclusion_specialist: msg`Inclusion Specialist`,
  special_education_needs_teacher: msg`Special Education Needs Teacher`,
};

export const PARENT_QUESTION = msg`Are you planning to test yourself or your child?`;
export const PICK_INDIVIDUAL_MESSAGE = msg`To test yourself, please choose the Individual profile type.`;
export const CLARIFY_ROLE_TITLE = msg`Please clarify your role`;
