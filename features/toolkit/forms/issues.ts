import type { BaseIssue } from 'valibot';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first message of each field from valibot's issues, for showing beside the inputs. */
export function issuesByField<T>(issues: ReadonlyArray<BaseIssue<unknown>>): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<T>;
}
