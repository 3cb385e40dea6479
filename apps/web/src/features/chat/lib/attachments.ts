import { MEDIA_LIMITS } from '@la-meute/shared';

/** A file attached to the message being written: uploading while `url` is null. */
export type ChatAttachment = {
  id: string;
  name: string;
  kind: 'image' | 'video';
  /** A local object URL, shown before (and instead of) the uploaded copy. */
  previewUrl: string;
  /** Share of bytes sent, from 0 to 1. */
  progress: number;
  url: string | null;
};

export type AttachmentAction =
  | { type: 'added'; attachment: ChatAttachment }
  | { type: 'progressed'; id: string; progress: number }
  | { type: 'uploaded'; id: string; url: string }
  | { type: 'removed'; id: string }
  | { type: 'cleared' };

export function attachmentsReducer(state: ChatAttachment[], action: AttachmentAction): ChatAttachment[] {
  switch (action.type) {
    case 'added':
      // SPEC §9: the same media limit per message as per post.
      return state.length >= MEDIA_LIMITS.perPost ? state : [...state, action.attachment];
    case 'progressed':
      return state.map((item) => (item.id === action.id ? { ...item, progress: action.progress } : item));
    case 'uploaded':
      return state.map((item) => (item.id === action.id ? { ...item, progress: 1, url: action.url } : item));
    case 'removed':
      return state.filter((item) => item.id !== action.id);
    case 'cleared':
      return [];
  }
}

export function uploadedUrls(attachments: ChatAttachment[]): string[] {
  return attachments.flatMap((item) => (item.url ? [item.url] : []));
}

export function remainingSlots(attachments: ChatAttachment[]): number {
  return Math.max(0, MEDIA_LIMITS.perPost - attachments.length);
}

/**
 * SPEC §5: a message needs text or media. Not while a file is still uploading: sending then would
 * silently drop it.
 */
export function canSendMessage(content: string, attachments: ChatAttachment[]): boolean {
  if (attachments.some((item) => item.url === null)) return false;
  return content.trim().length > 0 || attachments.length > 0;
}
