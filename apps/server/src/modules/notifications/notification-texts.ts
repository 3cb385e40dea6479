import { DEFAULT_LANGUAGE, isUiLanguage, type Notification, type NotificationKind, type UiLanguage } from '@la-meute/shared';
import { excerptOf } from '../../lib/excerpt';

/**
 * What a push and a mail say, in the member's language (French is the reference). The
 * web centre translates `notifications.<kind>` itself; a push or a mail leaves the app already
 * written, so the server holds these few sentences.
 */
export interface NotificationText {
  title: string;
  body: string;
  /** What only the mail adds below the body (a decided report's redress options). */
  details?: string;
}

interface TextContext {
  /** The actor's display name, or "someone" in the language. */
  actor: string;
  /** A quoted excerpt or title from the data (' « … »' in French), or ''. */
  quoted: string;
  value: (key: string) => string;
}

type Templates = Record<NotificationKind, (context: TextContext) => NotificationText>;

/**
 * DSA Art. 16(5): the reporter hears of the decision and of the redress /legal/dsa promises — a
 * complaint within six months (Art. 20), a certified out-of-court body (Art. 21), the courts.
 */
const REPORT_DECIDED: Record<UiLanguage, { title: string; outcome: Record<string, string>; fallback: string; redress: (contact: string) => string }> = {
  fr: {
    title: 'Votre signalement',
    outcome: {
      removed: 'Votre signalement a été examiné : le contenu signalé a été retiré.',
      actioned: "Votre signalement a été examiné : une mesure a été prise à l'égard de l'auteur du contenu.",
      resolved: 'Votre signalement a été examiné et jugé fondé.',
      dismissed: "Votre signalement a été examiné : aucune mesure n'a été prise, le contenu ne nous paraît contraire ni à la loi ni à nos conditions d'utilisation.",
    },
    fallback: 'Votre signalement a été examiné.',
    redress: (contact) =>
      `Voies de recours : vous pouvez contester cette décision gratuitement pendant six mois en écrivant à ${contact} avec l'objet « Réclamation » (DSA, article 20) ; une autre personne que celle qui a décidé l'examinera. Vous pouvez aussi saisir un organisme de règlement extrajudiciaire des litiges certifié (article 21 ; la liste est tenue par l'Arcom : https://www.arcom.fr) ou la justice.`,
  },
  en: {
    title: 'Your report',
    outcome: {
      removed: 'Your report was reviewed: the reported content was removed.',
      actioned: "Your report was reviewed: action was taken against the content's author.",
      resolved: 'Your report was reviewed and found justified.',
      dismissed: 'Your report was reviewed: no action was taken, as the content does not appear to break the law or our terms of use.',
    },
    fallback: 'Your report was reviewed.',
    redress: (contact) =>
      `Redress: you may contest this decision free of charge within six months by writing to ${contact} with the subject 'Complaint' (DSA Article 20); someone other than the person who decided will review it. You may also turn to a certified out-of-court dispute settlement body (Article 21; Arcom keeps the list: https://www.arcom.fr) or to the courts.`,
  },
  es: {
    title: 'Tu denuncia',
    outcome: {
      removed: 'Tu denuncia ha sido examinada: el contenido denunciado se ha retirado.',
      actioned: 'Tu denuncia ha sido examinada: se ha tomado una medida contra el autor del contenido.',
      resolved: 'Tu denuncia ha sido examinada y considerada fundada.',
      dismissed: 'Tu denuncia ha sido examinada: no se ha tomado ninguna medida, el contenido no nos parece contrario a la ley ni a nuestras condiciones de uso.',
    },
    fallback: 'Tu denuncia ha sido examinada.',
    redress: (contact) =>
      `Vías de recurso: puedes impugnar esta decisión gratuitamente durante seis meses escribiendo a ${contact} con el asunto «Reclamación» (DSA, artículo 20); la examinará una persona distinta de la que decidió. También puedes acudir a un órgano certificado de resolución extrajudicial de litigios (artículo 21; Arcom mantiene la lista: https://www.arcom.fr) o a los tribunales.`,
  },
};

function reportDecided(language: UiLanguage) {
  const words = REPORT_DECIDED[language];
  return ({ value }: TextContext): NotificationText => ({
    title: words.title,
    body: words.outcome[value('outcome')] ?? words.fallback,
    details: words.redress(value('contactEmail')),
  });
}

const FR: Templates = {
  'account.export-ready': () => ({ title: 'Vos données sont prêtes', body: "L'export de vos données est prêt : téléchargez-le depuis votre profil." }),
  'achievement.unlocked': ({ value }) => ({ title: 'Succès débloqué', body: `Vous avez débloqué un succès${value('achievement') ? ` : ${value('achievement')}` : ''} !` }),
  'autopilot.event-suggestion': () => ({ title: 'AutoPilot', body: "AutoPilot suggère d'organiser un nouvel événement." }),
  'autopilot.rejection-spike': () => ({ title: 'AutoPilot', body: 'AutoPilot signale un pic de messages refusés par la modération automatique.' }),
  'autopilot.welcome': () => ({ title: 'Bienvenue dans la meute !', body: 'Présentez-vous sur le forum ou le chat.' }),
  'chat.replied': ({ actor, quoted }) => ({ title: 'Nouvelle réponse', body: `${actor} a répondu à votre message${quoted}` }),
  'connection.accepted': ({ actor }) => ({ title: 'Nouvelle connexion', body: `${actor} a accepté votre demande de connexion` }),
  'connection.requested': ({ actor }) => ({ title: 'Demande de connexion', body: `${actor} souhaite se connecter avec vous` }),
  'dating.match': () => ({ title: 'Nouvelle affinité', body: "L'intérêt est réciproque !" }),
  'event.cancelled': ({ quoted }) => ({ title: 'Événement annulé', body: `Un événement auquel vous participez est annulé${quoted}` }),
  'event.reminder': ({ quoted }) => ({ title: 'Rappel', body: `Un événement auquel vous participez commence bientôt${quoted}` }),
  'event.updated': ({ quoted }) => ({ title: 'Événement modifié', body: `Un événement auquel vous participez a changé${quoted}` }),
  'forum.replied': ({ actor, quoted }) => ({ title: 'Nouvelle réponse', body: `${actor} a répondu à votre sujet${quoted}` }),
  mention: ({ actor }) => ({ title: 'Mention', body: `${actor} vous a mentionné` }),
  'message.received': ({ actor }) => ({ title: 'Nouveau message', body: `${actor} vous a envoyé un message` }),
  'moderation.appeal-decided': () => ({ title: 'Modération', body: 'Votre appel a été examiné : consultez la réponse dans votre profil.' }),
  'moderation.decision': () => ({ title: 'Modération', body: "Une décision de modération vous concerne : consultez l'exposé des motifs dans votre profil." }),
  'post.commented': ({ actor, quoted }) => ({ title: 'Nouveau commentaire', body: `${actor} a commenté votre publication${quoted}` }),
  'post.liked': ({ actor, quoted }) => ({ title: "J'aime", body: `${actor} a aimé votre publication${quoted}` }),
  'post.shared': ({ actor, quoted }) => ({ title: 'Partage', body: `${actor} a partagé votre publication${quoted}` }),
  'report.decided': reportDecided('fr'),
  'report.received': () => ({ title: 'Modération', body: "Un nouveau signalement attend l'équipe de modération." }),
};

const EN: Templates = {
  'account.export-ready': () => ({ title: 'Your data is ready', body: 'Your data export is ready: download it from your profile.' }),
  'achievement.unlocked': ({ value }) => ({ title: 'Achievement unlocked', body: `You unlocked an achievement${value('achievement') ? `: ${value('achievement')}` : ''}!` }),
  'autopilot.event-suggestion': () => ({ title: 'AutoPilot', body: 'AutoPilot suggests organising a new event.' }),
  'autopilot.rejection-spike': () => ({ title: 'AutoPilot', body: 'AutoPilot reports a spike of messages refused by automatic moderation.' }),
  'autopilot.welcome': () => ({ title: 'Welcome to the pack!', body: 'Introduce yourself on the forum or in the chat.' }),
  'chat.replied': ({ actor, quoted }) => ({ title: 'New reply', body: `${actor} replied to your message${quoted}` }),
  'connection.accepted': ({ actor }) => ({ title: 'New connection', body: `${actor} accepted your connection request` }),
  'connection.requested': ({ actor }) => ({ title: 'Connection request', body: `${actor} would like to connect with you` }),
  'dating.match': () => ({ title: 'New match', body: 'The interest is mutual!' }),
  'event.cancelled': ({ quoted }) => ({ title: 'Event cancelled', body: `An event you joined was cancelled${quoted}` }),
  'event.reminder': ({ quoted }) => ({ title: 'Reminder', body: `An event you joined starts soon${quoted}` }),
  'event.updated': ({ quoted }) => ({ title: 'Event changed', body: `An event you joined has changed${quoted}` }),
  'forum.replied': ({ actor, quoted }) => ({ title: 'New reply', body: `${actor} replied to your topic${quoted}` }),
  mention: ({ actor }) => ({ title: 'Mention', body: `${actor} mentioned you` }),
  'message.received': ({ actor }) => ({ title: 'New message', body: `${actor} sent you a message` }),
  'moderation.appeal-decided': () => ({ title: 'Moderation', body: 'Your appeal was reviewed: read the answer in your profile.' }),
  'moderation.decision': () => ({ title: 'Moderation', body: 'A moderation decision concerns you: read the statement of reasons in your profile.' }),
  'post.commented': ({ actor, quoted }) => ({ title: 'New comment', body: `${actor} commented on your post${quoted}` }),
  'post.liked': ({ actor, quoted }) => ({ title: 'Like', body: `${actor} liked your post${quoted}` }),
  'post.shared': ({ actor, quoted }) => ({ title: 'Share', body: `${actor} shared your post${quoted}` }),
  'report.decided': reportDecided('en'),
  'report.received': () => ({ title: 'Moderation', body: 'A new report is waiting for the moderation team.' }),
};

const ES: Templates = {
  'account.export-ready': () => ({ title: 'Tus datos están listos', body: 'La exportación de tus datos está lista: descárgala desde tu perfil.' }),
  'achievement.unlocked': ({ value }) => ({ title: 'Logro desbloqueado', body: `¡Has desbloqueado un logro${value('achievement') ? `: ${value('achievement')}` : ''}!` }),
  'autopilot.event-suggestion': () => ({ title: 'AutoPilot', body: 'AutoPilot sugiere organizar un nuevo evento.' }),
  'autopilot.rejection-spike': () => ({ title: 'AutoPilot', body: 'AutoPilot señala un pico de mensajes rechazados por la moderación automática.' }),
  'autopilot.welcome': () => ({ title: '¡Bienvenido/a a la manada!', body: 'Preséntate en el foro o en el chat.' }),
  'chat.replied': ({ actor, quoted }) => ({ title: 'Nueva respuesta', body: `${actor} respondió a tu mensaje${quoted}` }),
  'connection.accepted': ({ actor }) => ({ title: 'Nueva conexión', body: `${actor} aceptó tu solicitud de conexión` }),
  'connection.requested': ({ actor }) => ({ title: 'Solicitud de conexión', body: `${actor} quiere conectar contigo` }),
  'dating.match': () => ({ title: 'Nueva afinidad', body: '¡El interés es mutuo!' }),
  'event.cancelled': ({ quoted }) => ({ title: 'Evento cancelado', body: `Se canceló un evento al que te apuntaste${quoted}` }),
  'event.reminder': ({ quoted }) => ({ title: 'Recordatorio', body: `Un evento al que te apuntaste empieza pronto${quoted}` }),
  'event.updated': ({ quoted }) => ({ title: 'Evento modificado', body: `Un evento al que te apuntaste ha cambiado${quoted}` }),
  'forum.replied': ({ actor, quoted }) => ({ title: 'Nueva respuesta', body: `${actor} respondió a tu tema${quoted}` }),
  mention: ({ actor }) => ({ title: 'Mención', body: `${actor} te mencionó` }),
  'message.received': ({ actor }) => ({ title: 'Nuevo mensaje', body: `${actor} te envió un mensaje` }),
  'moderation.appeal-decided': () => ({ title: 'Moderación', body: 'Tu apelación ha sido examinada: consulta la respuesta en tu perfil.' }),
  'moderation.decision': () => ({ title: 'Moderación', body: 'Una decisión de moderación te concierne: consulta la exposición de motivos en tu perfil.' }),
  'post.commented': ({ actor, quoted }) => ({ title: 'Nuevo comentario', body: `${actor} comentó tu publicación${quoted}` }),
  'post.liked': ({ actor, quoted }) => ({ title: 'Me gusta', body: `A ${actor} le gustó tu publicación${quoted}` }),
  'post.shared': ({ actor, quoted }) => ({ title: 'Compartido', body: `${actor} compartió tu publicación${quoted}` }),
  'report.decided': reportDecided('es'),
  'report.received': () => ({ title: 'Moderación', body: 'Una nueva denuncia espera al equipo de moderación.' }),
};

const TEMPLATES: Record<UiLanguage, Templates> = { fr: FR, en: EN, es: ES };
const SOMEONE: Record<UiLanguage, string> = { fr: "Quelqu'un", en: 'Someone', es: 'Alguien' };
const QUOTES: Record<UiLanguage, (text: string) => string> = {
  fr: (text) => ` « ${text} »`,
  en: (text) => ` “${text}”`,
  es: (text) => ` «${text}»`,
};
/** The data field quoted after the sentence, by what H1's triggers put in `data` (first one present). */
const QUOTED_FIELDS = ['postExcerpt', 'topicTitle', 'eventTitle', 'channelName', 'title'];

// `data` holds an achievement's key and a seeded channel's name: a push says them as the app does
// (the web catalogues' gamification.achievement.*.name and chat.channels.name.*), never "firstStep".
const NAMED_FIELDS: Record<string, Record<UiLanguage, Record<string, string>>> = {
  achievement: {
    fr: { firstStep: 'Premier pas', communicator: 'Communicateur', participant: 'Participant', mentor: 'Mentor', organiser: 'Organisateur', influencer: 'Influenceur' },
    en: { firstStep: 'First Step', communicator: 'Communicator', participant: 'Participant', mentor: 'Mentor', organiser: 'Organiser', influencer: 'Influencer' },
    es: { firstStep: 'Primer paso', communicator: 'Comunicador', participant: 'Participante', mentor: 'Mentor', organiser: 'Organizador', influencer: 'Influyente' },
  },
  channelName: {
    fr: { general: 'Général', wellbeing: 'Bien-être', events: 'Événements', help: 'Entraide' },
    en: { general: 'General', wellbeing: 'Well-being', events: 'Events', help: 'Mutual help' },
    es: { general: 'General', wellbeing: 'Bienestar', events: 'Eventos', help: 'Ayuda mutua' },
  },
};

function namedValue(key: string, raw: string, language: UiLanguage): string | undefined {
  const names = NAMED_FIELDS[key]?.[language];
  return names && Object.hasOwn(names, raw) ? names[raw] : undefined;
}

export function toUiLanguage(language: string | null | undefined): UiLanguage {
  return isUiLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The push's title and body, or the mail's subject and first line, for one notification. */
export function describeNotification(notification: Pick<Notification, 'kind' | 'data' | 'actor'>, language: UiLanguage): NotificationText {
  const data = notification.data;
  const value = (key: string) => {
    const field = data[key];
    if (typeof field !== 'string' && typeof field !== 'number') return '';
    return namedValue(key, String(field), language) ?? excerptOf(String(field));
  };
  const quotedValue = QUOTED_FIELDS.map(value).find(Boolean);
  const actorName = notification.actor?.displayName || value('name');
  return TEMPLATES[language][notification.kind]({
    actor: actorName || SOMEONE[language],
    quoted: quotedValue ? QUOTES[language](quotedValue) : '',
    value,
  });
}

const MAIL_FOOTER: Record<UiLanguage, string> = {
  fr: 'Vous recevez ce message selon vos préférences de notification, modifiables dans votre profil.',
  en: 'You receive this mail according to your notification preferences, which you can change in your profile.',
  es: 'Recibes este correo según tus preferencias de notificación, que puedes cambiar en tu perfil.',
};

/** A single notification's mail (the member switched its type's mail channel on). */
export function notificationMail(text: NotificationText, link: string, language: UiLanguage, siteName: string) {
  const body = text.details ? `${text.body}\n\n${text.details}` : text.body;
  return { subject: `${text.title} – ${siteName}`, text: `${body}\n\n${link}\n\n${MAIL_FOOTER[language]}` };
}

const DIGEST: Record<UiLanguage, { subject: (count: number, frequency: 'daily' | 'weekly') => string; intro: (count: number) => string; open: string; unsubscribe: string }> = {
  fr: {
    subject: (count, frequency) => `${frequency === 'daily' ? 'Votre résumé du jour' : 'Votre résumé de la semaine'} : ${unread('fr', count)}`,
    intro: (count) => `Vous avez ${unread('fr', count)} :`,
    open: 'Toutes vos notifications :',
    unsubscribe: 'Ne plus recevoir ce résumé :',
  },
  en: {
    subject: (count, frequency) => `${frequency === 'daily' ? 'Your daily summary' : 'Your weekly summary'}: ${unread('en', count)}`,
    intro: (count) => `You have ${unread('en', count)}:`,
    open: 'All your notifications:',
    unsubscribe: 'Stop receiving this summary:',
  },
  es: {
    subject: (count, frequency) => `${frequency === 'daily' ? 'Tu resumen del día' : 'Tu resumen de la semana'}: ${unread('es', count)}`,
    intro: (count) => `Tienes ${unread('es', count)}:`,
    open: 'Todas tus notificaciones:',
    unsubscribe: 'Dejar de recibir este resumen:',
  },
};

// "1 notification non lue", "3 unread notifications": the language's own plural rule picks the form
// (Spanish "notificaciones" loses the accent, so no suffix is glued on).
const UNREAD: Record<UiLanguage, { one: string; other: string }> = {
  fr: { one: 'notification non lue', other: 'notifications non lues' },
  en: { one: 'unread notification', other: 'unread notifications' },
  es: { one: 'notificación sin leer', other: 'notificaciones sin leer' },
};

function unread(language: UiLanguage, count: number): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other';
  return `${count} ${UNREAD[language][form]}`;
}

/** The digest mail: one line per unread notification, the centre's link, the unsubscribe link. */
export function digestMail(params: {
  language: UiLanguage;
  frequency: 'daily' | 'weekly';
  siteName: string;
  lines: string[];
  /** Unread notifications in all (the lines may stop short of it). */
  count: number;
  notificationsUrl: string;
  unsubscribeUrl: string;
}) {
  const texts = DIGEST[params.language];
  const count = params.count;
  const text = [
    texts.intro(count),
    '',
    ...params.lines.map((line) => `• ${line}`),
    '',
    `${texts.open} ${params.notificationsUrl}`,
    '',
    `${texts.unsubscribe} ${params.unsubscribeUrl}`,
  ].join('\n');
  return { subject: `${texts.subject(count, params.frequency)} – ${params.siteName}`, text };
}
