/**
 * A visitor's name, address or phone ends up on one line of a staff mail ("Name: ...") and in its subject.
 * A line break typed or pasted into one would let the visitor write lines of their own into that mail
 * ("Ann\nStatus: paid"), so every break (CR, LF, NEL, U+2028, U+2029) and every other control character
 * becomes a single space, before the value is checked and stored. Zod-free, so the mail code uses it too.
 */
const BREAKS_AND_CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;

export const toOneLine = (value: string) => value.replace(BREAKS_AND_CONTROLS, " ");
