import { Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useDeletePost } from '@/features/feed/api/delete-post';

type PostOwnerMenuProps = { postId: string; onEdit: () => void; trigger: ReactElement };

/**
 * The author's own actions on a post: edit in place, or delete after confirming. Loaded on the
 * trigger's first click (post-card.tsx, ADR 011), so it opens at once.
 */
export function PostOwnerMenu({ postId, onEdit, trigger }: PostOwnerMenuProps) {
  const { t } = useTranslation();
  const deletePost = useDeletePost();
  const [confirming, setConfirming] = useState(false);

  function handleDelete() {
    deletePost.mutate(postId, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('post.delete.success') });
      },
      onError: (error) => toast({ title: t('post.delete.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
    });
  }

  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden="true" />
            {t('post.owner.edit')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setConfirming(true)} className="text-destructive data-[highlighted]:text-destructive">
            <Trash2 aria-hidden="true" />
            {t('post.owner.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('post.delete.confirmTitle')}
        description={t('post.delete.confirmDescription')}
        cancelLabel={t('post.delete.cancel')}
        confirmLabel={t('post.delete.confirm')}
        onConfirm={handleDelete}
        pending={deletePost.isPending}
      />
    </>
  );
}
