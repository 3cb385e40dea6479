import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ApiRequestError } from '@/lib/api/api-client';
import { exceedsMediaLimit, uploadMedia } from '@/entities/media/api/upload-media';
import { toastTooManyAttachments, toastUploadFailure } from '@/features/chat/lib/chat-toasts';
import { attachmentsReducer, remainingSlots, uploadedUrls } from '@/features/chat/lib/attachments';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The files attached to the message being written, each uploaded as soon as it is chosen. */
export function useChatAttachments() {
  const { t } = useTranslation();
  const [attachments, dispatch] = useReducer(attachmentsReducer, []);
  // Kept outside the state: an upload and its preview must be released even after an unmount.
  const uploads = useRef(new Map<string, { controller: AbortController; previewUrl: string }>());

  const release = useCallback((id: string) => {
    const upload = uploads.current.get(id);
    if (!upload) return;
    upload.controller.abort();
    URL.revokeObjectURL(upload.previewUrl);
    uploads.current.delete(id);
  }, []);

  useEffect(() => {
    const current = uploads.current;
    return () => {
      for (const id of [...current.keys()]) release(id);
    };
  }, [release]);

  const add = useCallback(
    (files: File[]) => {
      const room = remainingSlots(attachments);
      if (files.length > room) toastTooManyAttachments(t);
      for (const file of files.slice(0, room)) {
        if (exceedsMediaLimit(file)) {
          toastUploadFailure(t, new ApiRequestError({ status: 413, code: 'media.too_large' }));
          continue;
        }
        const id = crypto.randomUUID();
        const controller = new AbortController();
        const previewUrl = URL.createObjectURL(file);
        uploads.current.set(id, { controller, previewUrl });
        dispatch({
          type: 'added',
          attachment: { id, name: file.name, kind: file.type.startsWith('video/') ? 'video' : 'image', previewUrl, progress: 0, url: null },
        });
        uploadMedia(file, { signal: controller.signal, onProgress: (progress) => dispatch({ type: 'progressed', id, progress }) }).then(
          (media) => dispatch({ type: 'uploaded', id, url: media.url }),
          (error: unknown) => {
            if (isAbort(error)) return;
            release(id);
            dispatch({ type: 'removed', id });
            toastUploadFailure(t, error);
          },
        );
      }
    },
    [attachments, release, t],
  );

  const remove = useCallback(
    (id: string) => {
      release(id);
      dispatch({ type: 'removed', id });
    },
    [release],
  );

  const clear = useCallback(() => {
    for (const id of [...uploads.current.keys()]) release(id);
    dispatch({ type: 'cleared' });
  }, [release]);

  return { attachments, urls: uploadedUrls(attachments), room: remainingSlots(attachments), add, remove, clear };
}
