import type { InputOf, RecordOf } from './content/content-type';
import { headers } from './content/headers';
import { inputSchema, recordSchema } from './content-schemas';

/** POST and PUT /api/headers (hero slides), and a slide as the API answers it. */
export const headerInput = inputSchema(headers);
export type HeaderInput = InputOf<typeof headers>;
export const header = recordSchema(headers);
export type Header = RecordOf<typeof headers>;
