import { DONATIONS, TOAST_DURATION_MS } from '@la-meute/shared';
import { Bitcoin, CreditCard, Gift, Wallet, type LucideIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { currentLanguage } from '@/lib/i18n/i18n';
import {
  canDonate,
  formatEuros,
  parseDonationAmount,
  type DonationFrequency,
  type DonationMethod,
} from '../lib/donations';
import { DonationTiers } from './donation-tiers';

const METHOD_ICONS: Record<DonationMethod, LucideIcon> = { card: CreditCard, paypal: Wallet, crypto: Bitcoin };

type DonatePanelProps = {
  /** The association's address, given in the notice so people know how to give meanwhile. */
  contactEmail: string | undefined;
};

/** SPEC §2/§5/§9: choose an amount, a frequency and a method; donating only shows a notice. */
export function DonatePanel({ contactEmail }: DonatePanelProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const ids = useId();
  const [frequency, setFrequency] = useState<DonationFrequency>('one-time');
  const [method, setMethod] = useState<DonationMethod>('card');
  const [preset, setPreset] = useState<number | null>(DONATIONS.defaultAmount);
  const [customInput, setCustomInput] = useState('');

  const amount = customInput === '' ? (preset ?? 0) : parseDonationAmount(customInput);
  const customInvalid = customInput.trim() !== '' && amount === 0;
  const amountLabel =
    frequency === 'monthly'
      ? t('support.donate.amountMonthly', { amount: formatEuros(amount, language) })
      : formatEuros(amount, language);

  const choosePreset = (value: number) => {
    setPreset(value);
    setCustomInput('');
  };

  const donate = (event: FormEvent) => {
    event.preventDefault();
    if (!canDonate(amount)) return;
    // SPEC §7: donating makes no call; online payment is not open, so say how to give instead.
    toast({
      title: t('support.donate.notice.title'),
      description: contactEmail
        ? t('support.donate.notice.description', { amount: amountLabel, email: contactEmail })
        : t('support.donate.notice.descriptionNoEmail', { amount: amountLabel }),
      duration: TOAST_DURATION_MS.notice,
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <section aria-labelledby={`${ids}-tiers`} className="grid content-start gap-4 lg:col-span-3">
        <div className="grid gap-1">
          <h2 id={`${ids}-tiers`} className="text-xl font-semibold tracking-tight text-primary">
            {t('support.tiers.title')}
          </h2>
          <p className="text-muted-foreground">{t('support.tiers.description')}</p>
        </div>
        <DonationTiers selected={customInput === '' ? preset : null} onSelect={choosePreset} />
        <p className="flex gap-3 rounded-xl bg-secondary p-4 text-sm leading-6 text-secondary-foreground">
          <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{t('support.freeOffer', { price: formatEuros(DONATIONS.freeOfferPriceEur, language) })}</span>
        </p>
      </section>

      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>{t('support.donate.title')}</CardTitle>
          <CardDescription>{t('support.donate.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={donate} className="grid gap-5">
            <div className="grid gap-2">
              <p id={`${ids}-frequency`} className="text-sm font-medium">
                {t('support.donate.frequency.label')}
              </p>
              <ToggleGroup
                type="single"
                value={frequency}
                onValueChange={(value) => {
                  const next = DONATIONS.frequencies.find((candidate) => candidate === value);
                  if (next) setFrequency(next);
                }}
                aria-labelledby={`${ids}-frequency`}
                className="grid grid-cols-2"
              >
                {DONATIONS.frequencies.map((value) => (
                  <ToggleGroupItem key={value} value={value}>
                    {t(`support.donate.frequency.${value}`)}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
            </div>

            <div className="grid gap-2">
              <p id={`${ids}-quick`} className="text-sm font-medium">
                {t('support.donate.quickAmounts')}
              </p>
              <ToggleGroup
                type="single"
                value={customInput === '' && preset !== null ? String(preset) : ''}
                onValueChange={(value) => {
                  if (value) choosePreset(Number(value));
                }}
                aria-labelledby={`${ids}-quick`}
                className="grid grid-cols-5 gap-1.5"
              >
                {DONATIONS.quickAmounts.map((value) => (
                  <ToggleGroupItem key={value} value={String(value)} className="px-1">
                    {formatEuros(value, language)}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
            </div>

            <TextField
              id={`${ids}-custom`}
              label={t('support.donate.customAmount.label')}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('support.donate.customAmount.placeholder')}
              value={customInput}
              onChange={(event) => {
                setCustomInput(event.target.value);
                setPreset(null);
              }}
              aria-invalid={customInvalid || undefined}
              hint={customInvalid ? t('support.donate.customAmount.invalid') : t('support.donate.customAmount.hint')}
              hintTone={customInvalid ? 'error' : 'muted'}
            />

            <div className="grid gap-2">
              <p id={`${ids}-method`} className="text-sm font-medium">
                {t('support.donate.method.label')}
              </p>
              <ToggleGroup
                type="single"
                value={method}
                onValueChange={(value) => {
                  const next = DONATIONS.methods.find((candidate) => candidate === value);
                  if (next) setMethod(next);
                }}
                aria-labelledby={`${ids}-method`}
                className="grid grid-cols-3 gap-1.5"
              >
                {DONATIONS.methods.map((value) => {
                  const Icon = METHOD_ICONS[value];
                  return (
                    <ToggleGroupItem key={value} value={value} className="px-1">
                      <Icon aria-hidden="true" />
                      {t(`support.donate.method.${value}`)}
                    </ToggleGroupItem>
                  );
                })}
              </ToggleGroup>
            </div>

            <div className="grid gap-3 border-t pt-5">
              <p id={`${ids}-summary`} aria-live="polite" className="text-sm text-muted-foreground">
                {t('support.donate.summary', { amount: amountLabel, method: t(`support.donate.method.${method}`) })}
              </p>
              <Button type="submit" size="lg" disabled={!canDonate(amount)} aria-describedby={`${ids}-summary`}>
                {t('support.donate.submit')}
              </Button>
              <p className="text-xs leading-5 text-muted-foreground">{t('support.donate.paymentNotOpen')}</p>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
