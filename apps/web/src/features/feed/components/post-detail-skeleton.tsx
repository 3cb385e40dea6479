import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';

/** SPEC §2: the post page shows a skeleton of itself while loading. */
export function PostDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('post.loading')} className="grid gap-6">
      <div className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <div className="flex items-center gap-3">
          <Skeleton className="size-14 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-3.5 w-32" />
          </div>
        </div>
        <div className="grid gap-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
        <Skeleton className="aspect-video w-full rounded-lg" />
        <div className="flex gap-3 border-t pt-4">
          <Skeleton className="h-8 w-16 rounded-full" />
          <Skeleton className="h-8 w-16 rounded-full" />
          <Skeleton className="h-8 w-16 rounded-full" />
        </div>
      </div>
      <div className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-16 w-full" />
      </div>
    </div>
  );
}
