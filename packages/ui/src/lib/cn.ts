/**
 * Joins class names, skipping falsy values.
 * Tiny on purpose: the design system composes Tailwind utilities without a merge step.
 */
export function cn(...parts: Array<string | false | null | undefined | 0>): string {
  return parts.filter(Boolean).join(" ");
}
