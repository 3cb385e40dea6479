import { LOCKED_NOTIFICATION_CHANNELS, NOTIFICATION_CHANNELS, NOTIFICATION_TYPES, type NotificationPreferences } from '@la-meute/shared';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Switch } from '@/components/ui/switch';

function isLockedChannel(type: (typeof NOTIFICATION_TYPES)[number], channel: (typeof NOTIFICATION_CHANNELS)[number]): boolean {
  return LOCKED_NOTIFICATION_CHANNELS[type]?.includes(channel) ?? false;
}

/**
 * One switch per type and channel. A locked one (a moderation decision must reach the member, DSA
 * Art. 17) is shown on and disabled, and not registered: the form keeps it on, as the server does.
 */
export function ChannelSwitches({ register }: { register: UseFormRegister<NotificationPreferences> }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-medium">{t('notifications.prefs.channelsLegend')}</caption>
        <thead>
          <tr className="text-muted-foreground">
            <th scope="col" className="py-2 pr-3 text-left font-medium">
              {t('notifications.prefs.typeColumn')}
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="px-2 py-2 text-center font-medium">
                {t(`notifications.prefs.channel.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TYPES.map((type) => (
            <tr key={type} className="border-t">
              <th scope="row" className="py-2.5 pr-3 text-left font-normal">
                {t(`notifications.prefs.type.${type}`)}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => {
                const label = t('notifications.prefs.switchLabel', {
                  type: t(`notifications.prefs.type.${type}`),
                  channel: t(`notifications.prefs.channel.${channel}`),
                });
                return (
                  <td key={channel} className="px-2 py-2.5 text-center">
                    {isLockedChannel(type, channel) ? (
                      <Switch aria-label={label} checked disabled readOnly title={t('notifications.prefs.locked')} />
                    ) : (
                      <Switch aria-label={label} {...register(`channels.${type}.${channel}`)} />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {Object.keys(LOCKED_NOTIFICATION_CHANNELS).length > 0 ? <p className="mt-2 text-xs text-muted-foreground">{t('notifications.prefs.locked')}</p> : null}
    </div>
  );
}
