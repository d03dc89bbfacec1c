import { randomBytes } from 'node:crypto';

export type MultipartPart = {
  name: string;
  /** A file part when set; a plain field otherwise. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
};

/** A multipart/form-data body as a browser's FormData would send it, for app.inject. */
export function multipartBody(parts: readonly MultipartPart[]) {
  const boundary = `----FamilyCookbookTest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `form-data; name="${part.name}"` +
      (part.filename === undefined ? '' : `; filename="${part.filename}"`);
    const headers =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
      '\r\n';
    chunks.push(Buffer.from(headers), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file in the upload field, the way the recipe form sends it. */
export function imageUpload(data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  return multipartBody([{ name: 'image', filename, contentType, data }]);
}
