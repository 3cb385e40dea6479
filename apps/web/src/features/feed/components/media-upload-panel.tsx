import { FileUp, Upload } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast-store';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { ApiRequestError } from '@/lib/api/api-client';
import { getErrorMessage } from '@/lib/api/error-message';
import { exceedsMediaLimit, useUploadMedia } from '@/entities/media/api/upload-media';

// SPEC §5/§9 media picker: images, videos or any file; the server decides what it accepts.
const PICKER_KINDS = { images: 'image/*', videos: 'video/*', files: '' } as const;
type PickerKind = keyof typeof PICKER_KINDS;

type MediaUploadPanelProps = { onUploaded: (url: string) => void };

export function MediaUploadPanel({ onUploaded }: MediaUploadPanelProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [kind, setKind] = useState<PickerKind>('images');
  const upload = useUploadMedia();
  const percent = Math.round(upload.progress * 100);
  // Closing the dialog mid-upload abandons the file rather than attaching it later, unseen.
  const { cancel } = upload;
  useEffect(() => cancel, [cancel]);

  function showError(error: unknown) {
    toast({ title: t('media.upload.failed'), description: getErrorMessage(t, error), variant: 'destructive' });
  }

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again after an error still fires a change.
    event.target.value = '';
    if (!file) return;
    if (exceedsMediaLimit(file)) {
      showError(new ApiRequestError({ status: 413, code: 'media.too_large' }));
      return;
    }
    upload.mutate(file, {
      onSuccess: (media) => onUploaded(media.url),
      onError: (error) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        showError(error);
      },
    });
  }

  if (upload.isPending) {
    return (
      <div className="grid gap-3 rounded-lg border bg-muted/40 p-4">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">{t('media.upload.progress')}</span>
          <span className="tabular-nums text-muted-foreground">{percent} %</span>
        </div>
        <Progress value={percent} aria-label={t('media.upload.progress')} />
        <Button variant="ghost" size="sm" className="justify-self-end" onClick={upload.cancel}>
          {t('media.upload.cancel')}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <ToggleGroup
        type="single"
        value={kind}
        onValueChange={(value) => value && setKind(value as PickerKind)}
        aria-label={t('media.upload.kindLabel')}
        className="grid grid-cols-3"
      >
        {(Object.keys(PICKER_KINDS) as PickerKind[]).map((option) => (
          <ToggleGroupItem key={option} value={option} className="h-9">
            {t(`media.upload.kind.${option}`)}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-input bg-muted/30 px-4 py-8 text-center transition-colors hover:border-primary hover:bg-secondary/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
      >
        {kind === 'files' ? <FileUp aria-hidden="true" className="size-7 text-primary" /> : <Upload aria-hidden="true" className="size-7 text-primary" />}
        <span className="font-medium">{t('media.upload.choose')}</span>
        <span className="text-xs text-muted-foreground">{t('media.upload.hint')}</span>
        <input id={inputId} type="file" accept={PICKER_KINDS[kind] || undefined} onChange={handleFile} className="sr-only" />
      </label>
    </div>
  );
}
