// Small inline drawings for the home page slides: no image requests, a few hundred bytes each.
// Decorative: the slide text says everything they show.
import type { ReactNode } from "react";

function SlideArt({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 240 150" aria-hidden="true" focusable="false" className="slide-art">
      {children}
    </svg>
  );
}

export function SectionsIllustration() {
  return (
    <SlideArt>
      <rect x="8" y="30" width="66" height="90" rx="12" fill="#e3edf6" />
      <rect x="87" y="30" width="66" height="90" rx="12" fill="#fdf1d2" />
      <rect x="166" y="30" width="66" height="90" rx="12" fill="#e2f1e8" />
      {/* Memory: a picture card */}
      <rect x="24" y="52" width="34" height="28" rx="4" fill="#2c5a85" />
      <circle cx="34" cy="61" r="4" fill="#f2c14e" />
      <path d="M26 78l10-10 8 7 6-5 8 8z" fill="#e3edf6" />
      {/* Phonological awareness: sound waves */}
      <path d="M104 75h8M116 62v26M124 54v42M132 64v22M140 71v8" stroke="#8a5a00" strokeWidth="5" strokeLinecap="round" />
      {/* Spatial awareness: shapes */}
      <rect x="180" y="52" width="18" height="18" rx="2" fill="#2e7d4f" transform="rotate(20 189 61)" />
      <path d="M206 80l10-18 10 18z" fill="#2e7d4f" />
      <circle cx="192" cy="92" r="8" fill="#2e7d4f" />
    </SlideArt>
  );
}

export function ResultsIllustration() {
  return (
    <SlideArt>
      <path d="M40 120a80 80 0 0 1 40-69" stroke="#2e7d4f" strokeWidth="22" fill="none" />
      <path d="M86 48a80 80 0 0 1 68 0" stroke="#f2c14e" strokeWidth="22" fill="none" />
      <path d="M160 51a80 80 0 0 1 40 69" stroke="#b3261e" strokeWidth="22" fill="none" />
      <path d="M120 120l-34-44" stroke="#1d2a36" strokeWidth="6" strokeLinecap="round" />
      <circle cx="120" cy="120" r="9" fill="#1d2a36" />
    </SlideArt>
  );
}

export function PeopleIllustration() {
  return (
    <SlideArt>
      <circle cx="62" cy="44" r="18" fill="#2c5a85" />
      <path d="M30 130c0-30 14-56 32-56s32 26 32 56z" fill="#2c5a85" />
      <circle cx="120" cy="68" r="13" fill="#f2c14e" />
      <path d="M98 130c0-22 10-42 22-42s22 20 22 42z" fill="#f2c14e" />
      <circle cx="178" cy="44" r="18" fill="#2e7d4f" />
      <path d="M146 130c0-30 14-56 32-56s32 26 32 56z" fill="#2e7d4f" />
    </SlideArt>
  );
}
