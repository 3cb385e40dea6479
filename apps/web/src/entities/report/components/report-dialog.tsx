import { createReportInputSchema, REPORT_LIMITS, REPORT_REASONS, RESPONSE_TIMES, type CreateReportInput, type ReportReason, type ReportTargetType } from '@la-meute/shared';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
import { FormFailure } from '@/components/ui/form-failure';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api/error-message';
import { zodResolver } from '@/lib/forms/form-resolver';
import { useReportContent } from '@/entities/report/api/report-content';
import { invalidFormText } from '@/lib/forms/form-error-text';

type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTargetType;
  targetId: string;
  url?: string;
};

/** The content's address as a person would copy it: absolute, the current page's by default. */
function contentAddress(url: string | undefined): string {
  if (typeof window === 'undefined') return url ?? '';
  return new URL(url ?? window.location.href, window.location.origin).href;
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/**
 * 'Signaler': the reason, details, and for illegal content the DSA Art. 16 notice
 * (explanation, exact URL, optional name and email, good-faith statement). Validated by the
 * server's own schema; on error everything typed stays in place.
 */
export function ReportDialog({ open, onOpenChange, targetType, targetId, url }: ReportDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const report = useReportContent();
  const [sent, setSent] = useState<ReportReason | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreateReportInput, unknown, z.output<typeof createReportInputSchema>>({
    resolver: zodResolver(createReportInputSchema),
    defaultValues: {
      targetType,
      targetId,
      reason: 'spam',
      details: '',
      url: contentAddress(url),
      reporterName: '',
      reporterEmail: '',
      goodFaith: false,
    },
  });
  const illegal = useWatch({ control: form.control, name: 'reason' }) === 'illegal';
  const field = (name: string) => `${id}-${name}`;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    report.mutate(values, {
      onSuccess: () => {
        setSent(values.reason);
        form.reset();
      },
      // Everything typed stays in place; the reason is said in the dialog.
      onError: (error) => setFailure(getErrorMessage(t, error)),
    });
  }, (errors) => setFailure(invalidFormText(t, errors)));

  function handleOpenChange(next: boolean) {
    // A new report starts afresh once the acknowledgement has been read.
    if (!next && sent) setSent(null);
    onOpenChange(next);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title={t(sent ? 'report.sent.title' : 'report.dialog.title')}
      description={sent ? undefined : t('report.dialog.description')}
      closeLabel={t('report.dialog.close')}
    >
      {sent ? (
        <div role="status" className="grid gap-3 text-sm">
          <p className="flex items-start gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {t('report.sent.description', { hours: RESPONSE_TIMES.reportsWorkingHours })}
          </p>
          {sent === 'illegal' ? <p>{t('report.sent.dsa', { days: RESPONSE_TIMES.dsaReplyWorkingDays })}</p> : null}
          <p className="text-muted-foreground">{t('report.sent.next')}</p>
          <div className="flex justify-end">
            <Button onClick={() => handleOpenChange(false)}>{t('report.sent.done')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={(submitEvent) => void submit(submitEvent)} className="grid gap-4" noValidate>
          <Field id={field('reason')} label={t('report.field.reason')}>
            <Select id={field('reason')} {...form.register('reason')}>
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`report.reason.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
          {illegal ? <p className="text-sm text-muted-foreground">{t('report.illegal.intro')}</p> : null}
          {/* For illegal content the details are the notice's required explanation. */}
          <Field id={field('details')} label={t(illegal ? 'report.field.explanation' : 'report.field.details')}>
            <Textarea id={field('details')} rows={3} maxLength={REPORT_LIMITS.details} required={illegal} {...form.register('details')} />
          </Field>
          {illegal ? (
            <fieldset className="grid gap-4 rounded-lg border p-3">
              <legend className="px-1 text-sm font-medium">{t('report.illegal.legend')}</legend>
              <Field id={field('url')} label={t('report.field.url')}>
                <Input id={field('url')} type="url" maxLength={REPORT_LIMITS.url} required {...form.register('url')} />
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id={field('name')} label={t('report.field.name')}>
                  <Input id={field('name')} autoComplete="name" maxLength={REPORT_LIMITS.name} {...form.register('reporterName')} />
                </Field>
                <Field id={field('email')} label={t('report.field.email')}>
                  <Input id={field('email')} type="email" autoComplete="email" maxLength={REPORT_LIMITS.email} {...form.register('reporterEmail')} />
                </Field>
              </div>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-primary" {...form.register('goodFaith')} />
                <span>{t('report.field.goodFaith')}</span>
              </label>
            </fieldset>
          ) : null}
          <FormFailure title={t('report.failed')} message={failure} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => handleOpenChange(false)}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {t(report.isPending ? 'report.sending' : 'report.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
