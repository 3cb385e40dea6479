import { endpoint } from './endpoint';

/** The uploads and the files, apart from their schemas: `*` is the file's key (the rest of the address). */
export const MEDIA_API = {
  /** A signed-in upload (multipart, field MEDIA_UPLOAD_FIELD); `?scope=private` for a private or direct message. */
  upload: endpoint('POST', '/api/media'),
  /** SPEC §2 Upload Photo: one image (multipart, field MEDIA_UPLOAD_FIELD), through the same pipeline. */
  uploadAvatar: endpoint('POST', '/api/me/avatar'),
  /** Private uploads, to those allowed only. */
  privateFile: endpoint('GET', '/media/private/*'),
  /** The public files. */
  publicFile: endpoint('GET', '/media/*'),
};
