import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage } from '@la-meute/shared';
import type { MailMessage } from '../mail/mailer';
import { plainTextMail } from '../mail/plain-text-mail';

const languageOf = (value: unknown): UiLanguage => (isUiLanguage(value) ? value : DEFAULT_LANGUAGE);

const ACKNOWLEDGEMENT = {
  fr: {
    subject: 'Signalement reçu – La Meute',
    text: (id: string, hours: number) =>
      `Nous avons bien reçu votre signalement (référence ${id}).\n\nL'équipe de modération l'examine dans les ${hours} heures ouvrées. Si le contenu enfreint nos règles ou la loi, il sera retiré et son auteur en sera informé.\n\nMerci de contribuer à la sécurité de la communauté.`,
  },
  en: {
    subject: 'Report received – La Meute',
    text: (id: string, hours: number) =>
      `We have received your report (reference ${id}).\n\nThe moderation team reviews it within ${hours} working hours. If the content breaks our rules or the law, it will be removed and its author informed.\n\nThank you for helping keep the community safe.`,
  },
  es: {
    subject: 'Denuncia recibida – La Meute',
    text: (id: string, hours: number) =>
      `Hemos recibido tu denuncia (referencia ${id}).\n\nEl equipo de moderación la revisa en un plazo de ${hours} horas laborables. Si el contenido infringe nuestras normas o la ley, se retirará y se informará a su autor.\n\nGracias por ayudar a mantener la comunidad segura.`,
  },
} as const;

/** DSA Art. 16(4): the acknowledgement of receipt sent to a report's e-mail address. */
export function reportAcknowledgementMail(params: { to: string; reportId: string; language?: string; hours: number }): MailMessage {
  const text = ACKNOWLEDGEMENT[languageOf(params.language)];
  const body = text.text(params.reportId, params.hours);
  return plainTextMail({ to: params.to, subject: text.subject, text: body });
}

/** The restriction a decision imposed, in words. */
export type Restriction = 'warning' | 'mute' | 'ban' | 'delete' | 'appeal_upheld' | 'appeal_reversed';

const STATEMENT = {
  fr: {
    subject: 'Décision de modération – La Meute',
    restriction: {
      warning: 'Avertissement',
      mute: 'Mise en sourdine : vous ne pouvez plus publier, commenter, discuter ni envoyer de messages',
      ban: 'Bannissement : votre compte est suspendu et vos sessions ont été fermées',
      delete: 'Suppression de votre contenu',
      appeal_upheld: 'Votre appel a été examiné : la décision est maintenue',
      appeal_reversed: 'Votre appel a été examiné : la décision est annulée',
    },
    until: (date: string) => `jusqu'au ${date}`,
    labels: { restriction: 'Mesure', facts: 'Faits', ground: 'Motif', automated: 'Moyens automatisés utilisés', note: 'Réponse' },
    colon: ' :',
    yes: 'oui',
    no: 'non',
    appeal:
      "Recours : dans l'application, Profil → Décisions de modération → « Faire appel » (une fois ; un autre modérateur décide). Vous pouvez aussi recourir à un organisme de règlement extrajudiciaire des litiges certifié (DSA, art. 21) ou saisir les tribunaux.",
  },
  en: {
    subject: 'Moderation decision – La Meute',
    restriction: {
      warning: 'Warning',
      mute: 'Mute: you can no longer post, comment, chat or send messages',
      ban: 'Ban: your account is suspended and your sessions were closed',
      delete: 'Removal of your content',
      appeal_upheld: 'Your appeal was reviewed: the decision stands',
      appeal_reversed: 'Your appeal was reviewed: the decision is reversed',
    },
    until: (date: string) => `until ${date}`,
    labels: { restriction: 'Restriction', facts: 'Facts', ground: 'Ground', automated: 'Automated means used', note: 'Answer' },
    colon: ':',
    yes: 'yes',
    no: 'no',
    appeal:
      "Appeal: in the app, Profile → Moderation decisions → 'Appeal' (once; another moderator decides). You may also turn to a certified out-of-court dispute settlement body (DSA Art. 21) or to the courts.",
  },
  es: {
    subject: 'Decisión de moderación – La Meute',
    restriction: {
      warning: 'Advertencia',
      mute: 'Silenciamiento: ya no puedes publicar, comentar, chatear ni enviar mensajes',
      ban: 'Expulsión: tu cuenta está suspendida y tus sesiones se han cerrado',
      delete: 'Eliminación de tu contenido',
      appeal_upheld: 'Tu recurso ha sido examinado: la decisión se mantiene',
      appeal_reversed: 'Tu recurso ha sido examinado: la decisión se anula',
    },
    until: (date: string) => `hasta el ${date}`,
    labels: { restriction: 'Medida', facts: 'Hechos', ground: 'Motivo', automated: 'Medios automatizados utilizados', note: 'Respuesta' },
    colon: ':',
    yes: 'sí',
    no: 'no',
    appeal:
      'Recurso: en la aplicación, Perfil → Decisiones de moderación → «Recurrir» (una vez; decide otro moderador). También puedes acudir a un órgano certificado de resolución extrajudicial de litigios (DSA, art. 21) o a los tribunales.',
  },
} as const;

/** DSA Art. 17: the statement of reasons, in the member's language (French by default). */
export function statementOfReasons(params: {
  language?: string;
  restriction: Restriction;
  facts: string;
  ground: string;
  automated: boolean;
  endsAt: Date | null;
  note?: string;
}): { subject: string; text: string } {
  const language = languageOf(params.language);
  const words = STATEMENT[language];
  const until = params.endsAt ? ` ${words.until(params.endsAt.toLocaleString(language, { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' }))}` : '';
  // French typography puts a space before the colon; English and Spanish do not.
  const line = (label: keyof typeof words.labels, value: string) => `${words.labels[label]}${words.colon} ${value}`;
  const lines = [
    line('restriction', `${words.restriction[params.restriction]}${until}`),
    line('facts', params.facts),
    line('ground', params.ground),
    line('automated', params.automated ? words.yes : words.no),
    ...(params.note ? [line('note', params.note)] : []),
    '',
    words.appeal,
  ];
  return { subject: words.subject, text: lines.join('\n') };
}
