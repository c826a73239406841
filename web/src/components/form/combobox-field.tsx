// A searchable list bound to a Formik field (the ARIA 1.2 combobox pattern with a listbox popup): typing
// filters, arrow keys move through the matches, Enter or a click chooses, Escape closes. The field's value
// is always one of the options: on leaving, an exact match is taken and other text is put back.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import type { KeyboardEvent } from "react";
import { FieldShell, useFieldControl } from "./field-shell";
import { filterOptions, foldForSearch } from "../../lib/profile/country-names";
import "./combobox-field.css";

interface ComboboxFieldProps {
  name: string;
  label: string;
  options: readonly string[];
  placeholder?: string;
}

function exactOption(options: readonly string[], text: string): string | undefined {
  const typed = foldForSearch(text);
  return typed ? options.find((option) => foldForSearch(option) === typed) : undefined;
}

export function ComboboxField({ name, label, options, placeholder }: ComboboxFieldProps) {
  const { t } = useLingui();
  const { field, helpers, id, error, aria } = useFieldControl(name);
  const value = field.value ?? "";
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState(value);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shownValue, setShownValue] = useState(value);
  const matches = useMemo(() => filterOptions(options, query), [options, query]);
  const search = text.trim();

  // A value set from outside (a form reset, a profile loaded later) replaces what the input shows.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
    setQuery("");
  }

  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [open, active, id]);

  function choose(option: string) {
    setShownValue(option);
    setText(option);
    setQuery("");
    setOpen(false);
    setActive(-1);
    void helpers.setValue(option);
  }

  function openList(direction: "first" | "last") {
    const current = matches.indexOf(value);
    setOpen(true);
    setActive(current >= 0 ? current : direction === "first" ? 0 : matches.length - 1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) openList("first");
        else setActive((index) => Math.min(index + 1, matches.length - 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!open) openList("last");
        else setActive((index) => Math.max(index - 1, 0));
        break;
      case "Enter": {
        const option = open ? matches[active] : undefined;
        if (option !== undefined) {
          event.preventDefault(); // choosing must not submit the form
          choose(option);
        }
        break;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (text) {
          setText("");
          setQuery("");
          void helpers.setValue("");
        }
        break;
    }
  }

  function handleBlur() {
    setOpen(false);
    setActive(-1);
    const typed = foldForSearch(text);
    const exact = exactOption(options, text);
    if (exact !== undefined) {
      if (exact !== value) void helpers.setValue(exact, false);
      setShownValue(exact);
      setText(exact);
    } else if (!typed) {
      if (value) void helpers.setValue("", false);
      setShownValue("");
      setText("");
    } else {
      setText(value); // not a country: show the chosen one again
    }
    setQuery("");
    void helpers.setTouched(true);
  }

  return (
    <FieldShell id={id} label={label} error={error} className="combobox">
      <div className="combobox__control">
        <input
          id={id}
          name={name}
          type="text"
          className="field__input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          {...aria}
          autoComplete="off"
          placeholder={placeholder ?? t`Start typing to search`}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            setQuery(next);
            setOpen(true);
            setActive(filterOptions(options, next).length > 0 ? 0 : -1);
            // Typing a name in full (or clearing it) counts at once, so Submit can be enabled before leaving the field.
            const exact = exactOption(options, next);
            if (exact !== undefined || !next.trim()) {
              setShownValue(exact ?? "");
              void helpers.setValue(exact ?? "");
            }
          }}
          onClick={() => (open ? setOpen(false) : openList("first"))}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
        />
        <ul id={listId} role="listbox" aria-label={label} className="combobox__list" hidden={!open || matches.length === 0}>
          {open
            ? matches.map((option, index) => (
                <li
                  key={option}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? "combobox__option combobox__option--active" : "combobox__option"}
                  // Keeps focus in the input, so its blur does not run before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  {option}
                </li>
              ))
            : null}
        </ul>
      </div>
      {open && matches.length === 0 ? (
        <p className="combobox__empty">
          <Trans>No matches for “{search}”</Trans>
        </p>
      ) : null}
    </FieldShell>
  );
}
