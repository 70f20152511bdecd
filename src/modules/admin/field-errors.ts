/**
 * The API answers a form it refuses with one message naming each field: `code: Codes have 3 to 32 letters.; percentOff:
 * …` (src/lib/api/handler.ts). A form reads it back into a message per field of its own, shown beside that field; what
 * names no field of the form stays a message for the whole form (pure, browser-safe).
 */
export interface FieldErrors<Field extends string> {
  byField: Partial<Record<Field, string>>;
  /** Messages about no field of this form, in the order given. */
  general: string[];
}

const FIELD_ISSUE = /^([A-Za-z][A-Za-z0-9]*)(?:\.[A-Za-z0-9.]+)?: (.+)$/s;

export function fieldErrorsOf<Field extends string>(message: string, fields: readonly Field[]): FieldErrors<Field> {
  const byField: Partial<Record<Field, string>> = {};
  const general: string[] = [];
  for (const part of message.split('; ')) {
    const text = part.trim();
    if (!text) continue;
    const match = FIELD_ISSUE.exec(text);
    const field = match && (fields as readonly string[]).includes(match[1]!) ? (match[1] as Field) : null;
    if (field && match) byField[field] = byField[field] ? `${byField[field]} ${match[2]}` : match[2];
    else general.push(text);
  }
  return { byField, general };
}

/** What the form says at its foot when its fields carry their own messages. */
export function formSummary(errors: FieldErrors<string>): string {
  const fieldCount = Object.keys(errors.byField).length;
  const intro = fieldCount === 0 ? [] : [fieldCount === 1 ? 'Please correct the field marked below.' : 'Please correct the fields marked below.'];
  return [...intro, ...errors.general].join(' ');
}
