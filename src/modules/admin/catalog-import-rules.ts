/** What the back office's catalogue upload accepts (issue 9), checked by one zod schema (pure). */
import { z } from 'zod';
import { importFormatOf } from '@/modules/catalog-import';

/** The largest file the upload takes: a full ONIX feed of 100,000 products is about 215 MB. */
export const MAX_IMPORT_BYTES = 1024 * 1_048_576;

/** The upload's query: the file's name, its format (else told by the name) and whether it is a dry run. */
export const catalogUploadQuerySchema = z
  .object({
    name: z
      .string({ error: 'name must be the file name.' })
      .trim()
      .min(1, { error: 'name must be the file name.' })
      .max(255, { error: 'The file name is too long.' }),
    format: z.enum(['onix', 'csv'], { error: 'format must be onix or csv.' }).optional(),
    dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false.' }).default('false'),
  })
  .transform((query, context) => {
    const format = query.format ?? importFormatOf(query.name);
    if (!format) {
      context.addIssue({ code: 'custom', path: ['format'], message: `Cannot tell the format of ${query.name} from its name: choose ONIX or CSV.` });
      return z.NEVER;
    }
    return { fileName: query.name, format, dryRun: query.dryRun === 'true' };
  });
