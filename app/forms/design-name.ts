import { designName } from "#app/domain/policies.ts";

/** The exact message of SPEC.md section 5. */
export const designNameMessage = `Please enter a design name ${designName.min}–${designName.max} characters (letters, numbers, spaces, - ' & . only).`;

const disallowed = /[^\p{L}\p{N} \-'&.]/gu;

/** What typing keeps: letters, digits, spaces, - ' & . and at most 60 characters. */
export function sanitizeDesignName(input: string): string {
  return input.replace(disallowed, "").slice(0, designName.max);
}

export function isValidDesignName(value: string): boolean {
  const trimmed = value.trim();
  return (
    trimmed.length >= designName.min &&
    trimmed.length <= designName.max &&
    sanitizeDesignName(trimmed) === trimmed
  );
}
