// The grade and section of the class to watch, offered from the school's students.
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
  return (
    <div className="testing-now__picker" role="group" aria-label="Class">
      <PlainSelect label="Grade" placeholder="Choose a grade" value={grade} options={grades} onChange={(value) => onChange("grade", value)} />
      <PlainSelect label="Section" placeholder="All sections" value={section} options={sections} onChange={(value) => onChange("section", value)} />
    </div>
  );
}
