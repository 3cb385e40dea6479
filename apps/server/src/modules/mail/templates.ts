import type { UiLanguage } from '@la-meute/shared';
import type { MailMessage } from './mailer';
import { escapeHtml } from './plain-text-mail';

type TemplateKind = 'verifyEmail' | 'resetPassword';

interface TemplateText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  footer: string;
}

const TEXTS: Record<UiLanguage, Record<TemplateKind, TemplateText>> = {
  fr: {
    verifyEmail: {
      subject: 'Confirmez votre adresse email – La Meute',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Bienvenue dans la meute ! Confirmez votre adresse email pour pouvoir vous connecter.',
      action: 'Confirmer mon email',
      footer: "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
    },
    resetPassword: {
      subject: 'Réinitialisation de votre mot de passe – La Meute',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Vous avez demandé à réinitialiser votre mot de passe. Ce lien est valable une heure et ne sert qu’une fois.',
      action: 'Choisir un nouveau mot de passe',
      footer: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
    },
  },
  en: {
    verifyEmail: {
      subject: 'Confirm your email address – La Meute',
      greeting: (name) => `Hello ${name},`,
      body: 'Welcome to the pack! Confirm your email address so you can sign in.',
      action: 'Confirm my email',
      footer: 'If you did not sign up, just ignore this message.',
    },
    resetPassword: {
      subject: 'Reset your password – La Meute',
      greeting: (name) => `Hello ${name},`,
      body: 'You asked to reset your password. This link works once and for one hour.',
      action: 'Choose a new password',
      footer: 'If you did not ask for this, ignore this message: your password stays the same.',
    },
  },
  es: {
    verifyEmail: {
      subject: 'Confirma tu dirección de correo – La Meute',
      greeting: (name) => `Hola ${name}:`,
      body: '¡Bienvenido a la manada! Confirma tu correo electrónico para poder iniciar sesión.',
      action: 'Confirmar mi correo',
      footer: 'Si no te has registrado, ignora este mensaje.',
    },
    resetPassword: {
      subject: 'Restablece tu contraseña – La Meute',
      greeting: (name) => `Hola ${name}:`,
      body: 'Has pedido restablecer tu contraseña. Este enlace sirve una sola vez durante una hora.',
      action: 'Elegir una nueva contraseña',
      footer: 'Si no lo has pedido, ignora este mensaje: tu contraseña no cambia.',
    },
  },
};

export function renderMail(
  kind: TemplateKind,
  language: UiLanguage,
  params: { to: string; name: string; link: string },
): MailMessage {
  const text = TEXTS[language][kind];
  const plain = [text.greeting(params.name), '', text.body, '', `${text.action} : ${params.link}`, '', text.footer].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(text.greeting(params.name))}</p>
<p>${escapeHtml(text.body)}</p>
<p><a href="${escapeHtml(params.link)}">${escapeHtml(text.action)}</a></p>
<p style="color:#666">${escapeHtml(text.footer)}</p>
</body></html>`;
  return { to: params.to, subject: text.subject, text: plain, html, link: params.link };
}
