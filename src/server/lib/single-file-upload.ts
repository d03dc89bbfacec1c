import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Room for the multipart framing around the file: boundaries and one part's headers. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export type SingleFileUpload = {
  /** The multipart field the file must come in. */
  field: string;
  maxBytes: number;
  tooLarge: () => AppError;
  /** Anything but exactly one file in `field`, or a malformed body. */
  notOneFile: () => AppError;
};

/**
 * The one file of a multipart body (the route registers @fastify/multipart in its own scope
 * with `files: 1, parts: 1` and `fileSize` = maxBytes): a declared length past the limit is
 * refused before a byte is read, the part stops being kept at the limit, and a second part
 * is refused (the parser's own limit fires only when it meets one).
 */
export async function readSingleFileUpload(
  request: FastifyRequest,
  rules: SingleFileUpload,
): Promise<{ name: string; bytes: Buffer }> {
  const declared = Number(request.headers['content-length']);
  if (declared > rules.maxBytes + MULTIPART_OVERHEAD_BYTES) throw rules.tooLarge();
  if (!request.isMultipart()) throw rules.notOneFile();
  try {
    const parts = request.parts();
    const first = await parts.next();
    if (first.done || first.value.type !== 'file' || first.value.fieldname !== rules.field) {
      throw rules.notOneFile();
    }
    const bytes = await first.value.toBuffer();
    if (!(await parts.next()).done) throw rules.notOneFile();
    return { name: first.value.filename, bytes };
  } catch (error) {
    throw asUploadError(error, rules);
  }
}

const TOO_MANY_PARTS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function asUploadError(error: unknown, rules: SingleFileUpload): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return rules.tooLarge();
  if (typeof code === 'string' && TOO_MANY_PARTS.has(code)) return rules.notOneFile();
  // busboy's own errors (a malformed or truncated body) carry no code.
  if (error instanceof Error && code === undefined) return rules.notOneFile();
  return error;
}
