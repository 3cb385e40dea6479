import { useTranslation } from '@/lib/i18n/use-translation';
import { Dialog } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { MediaLinkPanel } from './media-link-panel';
import { MediaUploadPanel } from './media-upload-panel';

type MediaDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (url: string) => void;
  /** How many more media the post may take (SPEC §9, MEDIA_LIMITS.perPost). */
  remaining: number;
};

/** SPEC §2 media dialog: upload a file with a progress bar, or add a link. */
export function MediaDialog({ open, onOpenChange, onAdd, remaining }: MediaDialogProps) {
  const { t } = useTranslation();

  function add(url: string) {
    onAdd(url);
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('media.dialog.title')}
      description={t('media.dialog.remaining', { count: remaining })}
      closeLabel={t('media.dialog.close')}
    >
      <Tabs defaultValue="upload">
        <TabsList>
          <TabsTrigger value="upload">{t('media.dialog.uploadTab')}</TabsTrigger>
          <TabsTrigger value="link">{t('media.dialog.linkTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="upload">
          <MediaUploadPanel onUploaded={add} />
        </TabsContent>
        <TabsContent value="link">
          <MediaLinkPanel onAdd={add} />
        </TabsContent>
      </Tabs>
    </Dialog>
  );
}
