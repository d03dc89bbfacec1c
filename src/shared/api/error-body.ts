import { z } from 'zod';

/**
 * The one body every error answers (server/plugins/error-handler.ts), whatever the endpoint:
 * the web client reads it (web/lib/api-client.ts) and the OpenAPI document publishes it.
 * Loose: some errors add fields of their own (the answer to a stale If-Match, for instance).
 */
export const errorBodySchema = z
  .looseObject({
    code: z
      .string()
      .describe(
        'Stable, machine-readable, one per message (validation_error, recipe_not_found, ' +
          'rate_limited, ...): the list is src/shared/api/error-codes.ts',
      ),
    message: z.string().describe('A sentence a person can read, in English'),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe(
        "The values the message names (a recipe's title, a limit), so a client can say it " +
          'in its own language by `code`',
      ),
    fieldErrors: z
      .record(z.string(), z.string())
      .optional()
      .describe('On 400 validation errors: the message for each invalid field (`items.0.text`)'),
  })
  .describe(
    'Every error answer has this shape. 5xx answers never carry internals; some errors add ' +
      'fields of their own beside these (the answer to a stale If-Match, for instance).',
  );

export type ErrorBody = z.infer<typeof errorBodySchema>;
