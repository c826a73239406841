// The grade and section of the class to watch, offered from the school's students.
import { useLingui } from "@lingui/react/macro";
import { PlainSelect } from "../../../components/plain-select";

type Option = { value: string; label: string };

interface ClassPickerProps {
  grade: string;
  section: string;
  grades: readonly Option[];
  sections: readonly Option[];
  onChange: (name: "grade" | "section", value: string) => void;
}

export function ClassPicker({ grade, section, grades, sections, onChange }: ClassPickerProps) {
  const { t } = useLingui();
  return (
    <div className="testing-now__picker" role="group" aria-label={t`Class`}>
      <PlainSelect label={t`Grade`} placeholder={t`Choose a grade`} value={grade} options={grades} onChange={(value) => onChange("grade", value)} />
      <PlainSelect label={t`Section`} placeholder={t`All sections`} value={section} options={sections} onChange={(value) => onChange("section", value)} />
    </div>
  );
}
