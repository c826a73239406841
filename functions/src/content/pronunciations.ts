// Pronunciations, in CMUdict's phone set, for the bank's made-up words and made-up wrong answers:
// pocketsphinx can only listen for words it can spell out in phones. Real words come from CMUdict
// (Debian's pocketsphinx-en-us). Written from the spelling, as a reader of English would say it; a
// second line is another way a child may fairly say it. bank.test.ts checks every spoken item is covered.
export const PRONUNCIATIONS: Readonly<Record<string, readonly string[]>> = {
  bim: ["B IH M"],
  trelp: ["T R EH L P"],
  telp: ["T EH L P"],
  plimmet: ["P L IH M AH T", "P L IH M IH T"],
  pimmet: ["P IH M AH T"],
  skrimbolent: ["S K R IH M B OW L AH N T", "S K R IH M B AH L AH N T"],
  skimbolent: ["S K IH M B OW L AH N T"],
  tafrelium: ["T AH F R IY L IY AH M", "T AE F R EH L IY AH M"],
  tafelium: ["T AH F IY L IY AH M"],
  prundalifer: ["P R AH N D AH L IH F ER", "P R AH N D AE L IH F ER"],
  pundalifer: ["P AH N D AH L IH F ER"],
  tomblistrade: ["T AA M B L IH S T R EY D"],
  tomblistade: ["T AA M B L IH S T EY D"],
};

export function pronunciationOf(word: string): readonly string[] | undefined {
  return Object.hasOwn(PRONUNCIATIONS, word) ? PRONUNCIATIONS[word] : undefined;
}
