import { TOAST_DURATION_MS, type PublicProfile } from '@la-meute/shared';
import { Ban, EyeOff, Eye, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ReportButton } from '@/entities/report/components/report-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useBlockList, useSetBlock, type BlockChange } from '@/entities/block/member-blocks';

/**
 * Block (asked first), mute and report, from the member's profile. Blocking cuts
 * messages, connections and content both ways; muting only hides their content from the viewer.
 */
export function ProfileSafetyActions({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const lists = useBlockList();
  const change = useSetBlock();
  const [confirming, setConfirming] = useState(false);
  const blocked = lists.data?.blocked.some((member) => member.id === profile.id) ?? false;
  const muted = lists.data?.muted.some((member) => member.id === profile.id) ?? false;
  const name = profile.displayName;

  function apply(next: Omit<BlockChange, 'userId'>, doneKey: 'blocks.blockedDone' | 'blocks.unblocked' | 'blocks.mutedDone' | 'blocks.unmuted') {
    change.mutate(
      { userId: profile.id, ...next },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: t(doneKey, { name }), duration: TOAST_DURATION_MS.notice });
        },
        onError: (error) => toast({ title: t('blocks.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
      },
    );
  }

  const busy = change.isPending || lists.isPending;
  return (
    <div className="flex flex-wrap items-center gap-1 border-t pt-3">
      {blocked ? (
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => apply({ kind: 'block', on: false }, 'blocks.unblocked')}>
          <ShieldCheck aria-hidden="true" />
          {t('blocks.unblock')}
        </Button>
      ) : (
        <Button variant="ghost" size="sm" className="text-destructive" disabled={busy} onClick={() => setConfirming(true)}>
          <Ban aria-hidden="true" />
          {t('blocks.block')}
        </Button>
      )}
      <Button variant="ghost" size="sm" disabled={busy} onClick={() => apply({ kind: 'mute', on: !muted }, muted ? 'blocks.unmuted' : 'blocks.mutedDone')}>
        {muted ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
        {muted ? t('blocks.unmute') : t('blocks.mute')}
      </Button>
      <ReportButton targetType="profile" targetId={profile.id} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('blocks.confirm.title', { name })}
        description={t('blocks.confirm.description', { name })}
        cancelLabel={t('blocks.confirm.cancel')}
        confirmLabel={t('blocks.confirm.action')}
        pending={change.isPending}
        onConfirm={() => apply({ kind: 'block', on: true }, 'blocks.blockedDone')}
      />
    </div>
  );
}
