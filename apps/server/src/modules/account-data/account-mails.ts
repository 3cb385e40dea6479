import { ACCOUNT_DELETION_GRACE_DAYS, DATA_EXPORT_TTL_DAYS, INACTIVITY_WARNING_DAYS, type UiLanguage } from '@la-meute/shared';

/** The GDPR mails (export ready, deletion cancelled, inactivity warning), in the member's language. */
type AccountMailKind = 'exportReady' | 'deletionCancelled' | 'inactivityWarning';

const TEXTS: Record<UiLanguage, Record<AccountMailKind, { subject: string; text: string }>> = {
  fr: {
    exportReady: {
      subject: 'Vos données sont prêtes – La Meute',
      text: `L'archive de vos données est prête. Téléchargez-la depuis votre profil, rubrique « Vos données » : elle reste disponible ${DATA_EXPORT_TTL_DAYS} jours.`,
    },
    deletionCancelled: {
      subject: 'Suppression de votre compte annulée – La Meute',
      text: 'Vous vous êtes reconnecté·e : la suppression de votre compte est annulée et votre profil est rétabli. Si ce n’est pas vous, changez votre mot de passe.',
    },
    inactivityWarning: {
      subject: 'Votre compte sera bientôt supprimé – La Meute',
      text: `Vous ne vous êtes pas connecté·e depuis près de 3 ans. Comme l'annonce notre politique de confidentialité, votre compte et vos données personnelles seront supprimés dans ${INACTIVITY_WARNING_DAYS} jours. Pour conserver votre compte, il suffit de vous connecter.`,
    },
  },
  en: {
    exportReady: {
      subject: 'Your data is ready – La Meute',
      text: `The archive of your data is ready. Download it from your profile, under "Your data": it stays available for ${DATA_EXPORT_TTL_DAYS} days.`,
    },
    deletionCancelled: {
      subject: 'Account deletion cancelled – La Meute',
      text: 'You signed in again: the deletion of your account is cancelled and your profile is back. If this was not you, change your password.',
    },
    inactivityWarning: {
      subject: 'Your account will soon be deleted – La Meute',
      text: `You have not signed in for almost 3 years. As our privacy policy says, your account and personal data will be deleted in ${INACTIVITY_WARNING_DAYS} days. To keep your account, just sign in.`,
    },
  },
  es: {
    exportReady: {
      subject: 'Tus datos están listos – La Meute',
      text: `El archivo con tus datos está listo. Descárgalo desde tu perfil, en «Tus datos»: estará disponible ${DATA_EXPORT_TTL_DAYS} días.`,
    },
    deletionCancelled: {
      subject: 'Eliminación de tu cuenta cancelada – La Meute',
      text: 'Has vuelto a iniciar sesión: la eliminación de tu cuenta queda cancelada y tu perfil restablecido. Si no has sido tú, cambia tu contraseña.',
    },
    inactivityWarning: {
      subject: 'Tu cuenta se eliminará pronto – La Meute',
      text: `No has iniciado sesión desde hace casi 3 años. Como indica nuestra política de privacidad, tu cuenta y tus datos personales se eliminarán dentro de ${INACTIVITY_WARNING_DAYS} días. Para conservar tu cuenta, basta con iniciar sesión.`,
    },
  },
};

function toLanguage(language: string | null | undefined): UiLanguage {
  return language === 'en' || language === 'es' ? language : 'fr';
}

export function accountMail(kind: AccountMailKind, language: string | null | undefined): { subject: string; text: string } {
  return TEXTS[toLanguage(language)][kind];
}

/** The grace period the privacy policy promises ('supprimés dans les 30 jours suivant sa fermeture'). */
export const GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000;
