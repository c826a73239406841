// What the profile type page says about each tile and each professional kind (spec sections 2 and 4).
import type { ProfessionalKind } from "@readbright/domain/enums";
import type { ProfileTile } from "@readbright/domain/onboarding";

export const TILE_COPY: Record<ProfileTile, { title: string; description: string }> = {
  individual: { title: "Individual", description: "I want to screen myself." },
  parent: { title: "Parent", description: "I want to screen my child or children." },
  school: { title: "School", description: "I manage screening for students and invite teachers." },
  dyslexia_professional: {
    title: "Dyslexia Professional",
    description: "I screen clients as a dyslexia professional, inclusion specialist or special education needs teacher.",
  },
};

export const PROFESSIONAL_LABELS: Record<ProfessionalKind, string> = {
  dyslexia_professional: "Dyslexia Professional",
  inclusion_specialist: "Inclusion Specialist",
  special_education_needs_teacher: "Special Education Needs Teacher",
};

export const PARENT_QUESTION = "Are you planning to test yourself or your child?";
export const PICK_INDIVIDUAL_MESSAGE = "To test yourself, please choose the Individual profile type.";
export const CLARIFY_ROLE_TITLE = "Please clarify your role";
