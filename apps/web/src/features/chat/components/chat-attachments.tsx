import { Film, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Progress } from '@/components/ui/progress';
import type { ChatAttachment } from '@/features/chat/lib/attachments';

type ChatAttachmentsProps = {
  attachments: ChatAttachment[];
  onRemove: (id: string) => void;
};

/** The files attached to the message being written: a thumbnail, the upload progress, a way to remove each. */
export function ChatAttachments({ attachments, onRemove }: ChatAttachmentsProps) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <ul aria-label={t('chat.composer.attachments')} className="flex flex-wrap gap-2">
      {attachments.map((item) => (
        <li key={item.id} className="flex w-44 items-center gap-2 rounded-lg border bg-muted/40 p-1.5">
          {item.kind === 'image' ? (
            <img src={item.previewUrl} alt="" className="size-10 shrink-0 rounded-md object-cover" />
          ) : (
            <span className="grid size-10 shrink-0 place-items-center rounded-md bg-card text-muted-foreground">
              <Film aria-hidden="true" className="size-5" />
            </span>
          )}
          <div className="grid min-w-0 flex-1 gap-1">
            <span className="truncate text-xs" title={item.name}>
              {item.name}
            </span>
            {item.url === null ? (
              <Progress
                value={Math.round(item.progress * 100)}
                aria-label={t('chat.composer.uploading', { name: item.name })}
                className="h-1.5"
              />
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => onRemove(item.id)}
            aria-label={t('chat.composer.removeAttachment', { name: item.name })}
            className="shrink-0 rounded-md p-1 text-muted-foreground hover:bg-card hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
