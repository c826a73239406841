// Starting a test for a participant (spec sections 2 and 8): the assessment for their age, then their open
// result for it, then the start page, in the language the grown-up chose (decision 50). Errors are told in an 'Error' toast; the caller learns whether it went.
// A row that knows only who (a test's row on My Tests) has the participant's age read first.
import { useLingui } from "@lingui/react/macro";
import { getParticipant } from "@readbright/domain/api/participants";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { TestLanguage } from "@readbright/domain/test-language";
import { useCallback, useState } from "react";
import { useToast } from "../../../components/toast/toast-context";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { call } from "../../../lib/api-call";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { usePeopleText } from "./use-people-text";
import { getOrCreateAssessmentResult } from "../api/get-or-create-assessment-result";
import { assessmentForAge, startTestMessage } from "./start-test-errors";

export function useStartTest() {
  const { showToast } = useToast();
  const { say } = usePeopleText();
  const { t } = useLingui();
  const dt = useDomainText();
  const navigate = useAppNavigate();
  const [startingId, setStartingId] = useState<string | null>(null);

  const startTest = useCallback(
    async (participant: Pick<Participant, "id" | "name"> & Partial<Pick<Participant, "age">>, language: TestLanguage): Promise<boolean> => {
      setStartingId(participant.id);
      try {
        const age = participant.age !== undefined ? participant.age : (await call(getParticipant, { params: { id: participant.id } })).age;
        const assessment = await assessmentForAge(age, participant.name, language);
        const result = await getOrCreateAssessmentResult({ participant_id: participant.id, assessment_id: assessment.id, language });
        await navigate(paths.startAssessment.href(result.id), { carryQuery: false });
        return true;
      } catch (error) {
        showToast({ title: t`Error`, description: say(dt(startTestMessage(error))), tone: "error" });
        return false;
      } finally {
        setStartingId(null);
      }
    },
    [navigate, showToast, say, t, dt],
  );

  return { startTest, startingId };
}
