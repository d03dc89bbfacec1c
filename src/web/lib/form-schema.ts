import { z } from 'zod';

/**
 * A client schema for a form whose fields differ from the payload (text in inputs, choices
 * that decide what is sent): `toBody` makes the payload from the fields, the shared `body`
 * schema checks it as the server will, and its first problem is reported at `path` (a field's
 * name, or 'root' for a message of the whole form). The form's submit handler gets the
 * checked payload. The message is the shared schema's English text (or, without one, a
 * catalogue id): show it with validationMessage(), as FieldError does.
 */
export function formSchemaFor<Fields extends z.ZodType, Body extends z.ZodType>({
  fields,
  toBody,
  body,
  path,
}: {
  fields: Fields;
  toBody: (values: z.output<Fields>) => z.input<Body>;
  body: Body;
  path: string;
}) {
  return fields.transform((values, ctx): z.output<Body> => {
    const parsed = body.safeParse(toBody(values));
    if (parsed.success) return parsed.data;
    ctx.addIssue({
      code: 'custom',
      message: parsed.error.issues[0]?.message ?? 'validation.checkForm',
      path: [path],
    });
    return z.NEVER;
  });
}
