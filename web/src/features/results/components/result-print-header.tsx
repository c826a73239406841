// What a printed result says at its top: whose it is, the product's name, the day of the test, its language
// and the day it was printed. Only on paper (result-print.css): the screen has all this around it already.
import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import { storedLanguage, TEST_LANGUAGE_LABELS } from "@readbright/domain/test-language";
import { formatDay, testDate } from "../../../utils/result-labels";

export function ResultPrintHeader({ result }: { result: ResultResponse }) {
  // Read again as printing starts, so a page left open overnight prints today's date.
  const [printedOn, setPrintedOn] = useState(() => new Date());
  useEffect(() => {
    const refresh = () => setPrintedOn(new Date());
    window.addEventListener("beforeprint", refresh);
    return () => window.removeEventListener("beforeprint", refresh);
  }, []);

  const name = result.participant.name;
  const takenOn = testDate(result);
  const printedDay = formatDay(printedOn);
  const code = storedLanguage(result.language);
  const language = TEST_LANGUAGE_LABELS[code];
  return (
    <div className="result-print-header">
      <p className="result-print-header__brand">ReadBright</p>
      <p>
        <Trans>Dyslexia screening result for {name}</Trans>
      </p>
      <p>
        <Trans>
          Test taken on {takenOn} · Printed on {printedDay}
        </Trans>
      </p>
      <p>
        <Trans>
          Test language: <span lang={code}>{language}</span>
        </Trans>
      </p>
    </div>
  );
}
