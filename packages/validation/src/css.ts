/** CSS length units accepted by {@link isCssLength} (absolute, font-relative, viewport, container). */
export const CSS_LENGTH_UNITS = [
  "px", "rem", "em", "%", "vh", "vw", "vmin", "vmax", "svh", "svw", "lvh", "lvw", "dvh", "dvw",
  "ch", "ex", "cap", "ic", "lh", "rlh", "pt", "pc", "cm", "mm", "q", "in",
  "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax",
] as const;

const CSS_LENGTH_PATTERN = new RegExp(
  `^[+-]?(?:\\d+(?:\\.\\d+)?|\\.\\d+)(?:${[...CSS_LENGTH_UNITS]
    .sort((a, b) => b.length - a.length)
    .map((unit) => unit.replace("%", "\\%"))
    .join("|")})$`,
  "i",
);

/**
 * spec §5: a CSS length string must be a number with a unit ('12px', '1.5rem', '-4px', '50%').
 * Bare numbers ('12', '0'), bare units ('px'), '' and surrounding spaces are rejected.
 */
export function isCssLength(value: unknown): value is string {
  return typeof value === "string" && CSS_LENGTH_PATTERN.test(value);
}
