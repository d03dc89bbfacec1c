import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { AppError, badRequest } from '#server/lib/app-error';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { imagesContracts } from '#shared/images/images.contracts';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '#shared/images/images.schemas';
import { uploadImage } from './upload.service';

/** Room for the multipart framing around the file: boundaries and one part's headers. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const tooLarge = () =>
  new AppError('too_large', 413, IMAGE_MESSAGES.tooLarge, {
    params: { maxMegabytes: MAX_UPLOAD_BYTES / (1024 * 1024) },
  });
const notOneImage = () => badRequest('not_one_image', IMAGE_MESSAGES.sendOneImage);

/**
 * POST /api/upload/image: multipart, one file in the field `image`, at most MAX_UPLOAD_BYTES.
 * The multipart parser is registered in this plugin's scope only, with its own limits: the
 * app's 1 MB body limit does not apply to a streamed part, and no other route accepts
 * multipart. The body is not parsed by the framework (a zod schema could not see a stream):
 * it is read here, after the access checks, with the size limit applied while it streams.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 0,
      parts: 1,
      headerPairs: 20,
    },
  });

  app.route(
    contractRoute(
      imagesContracts.uploadImage,
      // Editors of any cookbook and super admins; checked in the service before the body.
      { access: access.signedIn },
      async (request, reply) => {
        const result = await uploadImage(
          { db: app.db, storage: app.imageStorage },
          request.currentUser!,
          () => readImageUpload(request),
        );
        return reply.status(201).send(result);
      },
    ),
  );
};

/** The uploaded file's bytes; AppError 413 past the limit, 400 for anything but one file. */
async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  // A declared length past the limit is refused before a byte of the body is read.
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  if (!request.isMultipart()) throw notOneImage();
  try {
    const parts = request.parts();
    const first = await parts.next();
    if (first.done || first.value.type !== 'file' || first.value.fieldname !== UPLOAD_FIELD) {
      throw notOneImage();
    }
    // Stops keeping bytes at the limit (the rest of the part is drained, not stored).
    const bytes = await first.value.toBuffer();
    // The parser's part limit only fires when it meets a second part, which happens after
    // the first is read: the body must end here, or the extra parts would go unnoticed.
    if (!(await parts.next()).done) throw notOneImage();
    return bytes;
  } catch (error) {
    throw asUploadError(error);
  }
}

const TOO_MANY_PARTS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (typeof code === 'string' && TOO_MANY_PARTS.has(code)) return notOneImage();
  // busboy's own errors (a malformed or truncated body) carry no code.
  if (error instanceof Error && code === undefined) return notOneImage();
  return error;
}
