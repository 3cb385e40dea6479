import { MEDIA_LIMITS } from '@la-meute/shared';
import { Camera, RefreshCw, Sparkles } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage, translateErrorCode } from '@/lib/api/error-message';
import { currentLanguage } from '@/lib/i18n/i18n';
import { useSyncProfile } from '../api/sync-profile';
import { useUploadAvatar } from '../api/upload-avatar';
import type { ProfileSyncFeature } from '../lib/refresh-profile-views';
import { AvatarSuggestionsDialog } from './avatar-suggestions-dialog';

type AvatarPanelProps = {
  name: string;
  avatarUrl: string | null;
  /** After a new photo: whatever else shows the avatar (the navbar's session) refreshes. */
  onUploaded?: () => void;
};

/** SPEC §2 Upload Photo, Generate AI Photos (drawn offline from the profile) and Sync All. */
export function AvatarPanel({ name, avatarUrl, onUploaded }: AvatarPanelProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const sync = useSyncProfile();
  const [choosing, setChoosing] = useState(false);
  const listFormat = (items: string[]) => new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(items);

  /** SPEC §8: every part refreshed, a partial sync ('profileSavedPartial') naming what failed, or a failure. */
  function syncAll() {
    sync.mutate(undefined, {
      onSuccess: ({ synced, failed }) => {
        const counts = { synced: synced.length, total: synced.length + failed.length };
        const parts = (features: ProfileSyncFeature[]) => listFormat(features.map((feature) => t(`profileEditor.sync.part.${feature}`)));
        if (failed.length === 0) {
          toast({ title: t('profileEditor.sync.done'), description: t('profileEditor.sync.count', { ...counts, parts: parts(synced) }) });
        } else {
          toast({ title: t('profileEditor.sync.partial', counts), description: t('profileEditor.sync.notRefreshed', { parts: parts(failed) }), variant: 'destructive' });
        }
      },
      onError: () => toast({ title: t('common.error'), description: t('profileEditor.sync.failed'), variant: 'destructive' }),
    });
  }

  function failed(description: string) {
    toast({ title: t('profileEditor.avatar.uploadFailed'), description, variant: 'destructive' });
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change next time.
    event.target.value = '';
    if (!file) return;
    // Refused at once rather than after the upload (the server checks the bytes again).
    if (!file.type.startsWith('image/')) return failed(translateErrorCode(t, 'media.unsupported_type'));
    if (file.size > MEDIA_LIMITS.imageBytes) return failed(translateErrorCode(t, 'media.too_large'));
    upload.mutate(file, {
      onSuccess: () => {
        toast({ title: t('profileEditor.avatar.uploaded') });
        onUploaded?.();
      },
      onError: (error) => failed(getErrorMessage(t, error)),
    });
  }

  return (
    <section aria-labelledby={`${panelId}-title`} className="flex flex-col items-center gap-4 rounded-xl border bg-card p-5 text-center shadow-sm">
      <h2 id={`${panelId}-title`} className="sr-only">
        {t('profileEditor.avatar.title')}
      </h2>
      <Avatar name={name || '?'} avatarUrl={avatarUrl} size="2xl" className="size-24 text-4xl" />
      <p className="font-semibold">{name}</p>
      <input ref={fileInput} type="file" accept="image/*" className="hidden" onChange={onFileChosen} />
      <div className="grid w-full gap-2">
        <Button type="button" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
          <Camera aria-hidden="true" />
          {upload.isPending ? t('profileEditor.avatar.uploading') : t('profileEditor.avatar.upload')}
        </Button>
        <Button type="button" variant="outline" onClick={() => setChoosing(true)}>
          <Sparkles aria-hidden="true" />
          {t('profileEditor.avatar.generate')}
        </Button>
        <Button type="button" variant="outline" onClick={syncAll} disabled={sync.isPending}>
          <RefreshCw aria-hidden="true" />
          {sync.isPending ? t('profileEditor.sync.pending') : t('profileEditor.syncAll')}
        </Button>
      </div>
      <AvatarSuggestionsDialog open={choosing} onOpenChange={setChoosing} onChosen={onUploaded} />
    </section>
  );
}
