import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { AppError, badRequest } from '#server/lib/app-error';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { readSingleFileUpload } from '#server/lib/single-file-upload';
import { imagesContracts } from '#shared/images/images.contracts';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '#shared/images/images.schemas';
import { uploadImage } from './upload.service';

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
  const file = await readSingleFileUpload(request, {
    field: UPLOAD_FIELD,
    maxBytes: MAX_UPLOAD_BYTES,
    tooLarge,
    notOneFile: notOneImage,
  });
  return file.bytes;
}
