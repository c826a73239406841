// A list with a checkmark before each line: the start page's checklist and each section's instructions.
export function Checklist({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <ul className="checklist" aria-label={label}>
      {items.map((line) => (
        <li key={line} className="checklist__item">
          <span className="checklist__mark" aria-hidden="true">
            ✓
          </span>
          {line}
        </li>
      ))}
    </ul>
  );
}
