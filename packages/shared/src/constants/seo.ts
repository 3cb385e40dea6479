import type { UiLanguage } from './i18n';
import type { PageRouteName } from './routes';

export interface PageSeo {
  title: string;
  description: string;
}

/**
 * Titles and descriptions of the public pages, per language. The server writes them into the HTML
 * it sends (link previews without JavaScript) and the client keeps document.title in step.
 */
export const PAGE_SEO: Partial<Record<PageRouteName, Record<UiLanguage, PageSeo>>> = {
  home: {
    fr: { title: 'La Meute – Communauté bien-être et souveraineté', description: 'Une communauté libre et bienveillante pour le bien-être holistique, la souveraineté personnelle et les rencontres locales.' },
    en: { title: 'La Meute – Well-being and sovereignty community', description: 'A free, kind community for holistic well-being, personal sovereignty and local meetups.' },
    es: { title: 'La Meute – Comunidad de bienestar y soberanía', description: 'Una comunidad libre y amable para el bienestar holístico, la soberanía personal y los encuentros locales.' },
  },
  community: {
    fr: { title: 'La communauté – La Meute', description: 'Rejoignez des milliers de membres qui partagent, s’entraident et grandissent ensemble, en toute sécurité.' },
    en: { title: 'The community – La Meute', description: 'Join members who share, support each other and grow together, in a safe space.' },
    es: { title: 'La comunidad – La Meute', description: 'Únete a miembros que comparten, se apoyan y crecen juntos, en un espacio seguro.' },
  },
  joinPack: {
    fr: { title: 'Rejoindre la meute – La Meute', description: 'Créez votre compte gratuit et rejoignez une communauté bienveillante.' },
    en: { title: 'Join the pack – La Meute', description: 'Create your free account and join a kind community.' },
    es: { title: 'Únete a la manada – La Meute', description: 'Crea tu cuenta gratuita y únete a una comunidad amable.' },
  },
  about: {
    fr: { title: 'À propos – La Meute', description: 'Qui nous sommes : une association, un site gratuit et libre, une modération attentive.' },
    en: { title: 'About – La Meute', description: 'Who we are: an association, a free and open-source site, careful moderation.' },
    es: { title: 'Acerca de – La Meute', description: 'Quiénes somos: una asociación, un sitio gratuito y libre, una moderación atenta.' },
  },
  support: {
    fr: { title: 'Soutenir La Meute', description: 'Aidez-nous à garder La Meute gratuite, indépendante et sans publicité.' },
    en: { title: 'Support La Meute', description: 'Help us keep La Meute free, independent and ad-free.' },
    es: { title: 'Apoyar La Meute', description: 'Ayúdanos a mantener La Meute gratuita, independiente y sin publicidad.' },
  },
  gamification: {
    fr: { title: 'Niveaux et succès – La Meute', description: 'Progressez de l’Agneau Curieux au Loup Alpha : niveaux, points d’expérience et succès.' },
    en: { title: 'Levels and achievements – La Meute', description: 'Grow from Curious Lamb to Alpha Wolf: levels, experience points and achievements.' },
    es: { title: 'Niveles y logros – La Meute', description: 'Progresa de Cordero Curioso a Lobo Alfa: niveles, puntos de experiencia y logros.' },
  },
  legal: {
    fr: { title: 'Informations légales – La Meute', description: 'Mentions légales, conditions d’utilisation, confidentialité, cookies et DSA.' },
    en: { title: 'Legal information – La Meute', description: 'Legal notice, terms of service, privacy, cookies and DSA.' },
    es: { title: 'Información legal – La Meute', description: 'Aviso legal, condiciones de uso, privacidad, cookies y DSA.' },
  },
  legalMentions: {
    fr: { title: 'Mentions légales – La Meute', description: 'Éditeur, hébergeur et contact du site La Meute.' },
    en: { title: 'Legal notice – La Meute', description: 'Publisher, host and contact of La Meute.' },
    es: { title: 'Aviso legal – La Meute', description: 'Editor, alojamiento y contacto de La Meute.' },
  },
  legalTerms: {
    fr: { title: 'Conditions d’utilisation – La Meute', description: 'Les règles de la communauté et les conditions d’utilisation du site.' },
    en: { title: 'Terms of service – La Meute', description: 'The community rules and the terms of use of the site.' },
    es: { title: 'Condiciones de uso – La Meute', description: 'Las normas de la comunidad y las condiciones de uso del sitio.' },
  },
  legalPrivacy: {
    fr: { title: 'Politique de confidentialité – La Meute', description: 'Quelles données nous traitons, pourquoi, combien de temps, et vos droits RGPD.' },
    en: { title: 'Privacy policy – La Meute', description: 'What data we process, why, for how long, and your GDPR rights.' },
    es: { title: 'Política de privacidad – La Meute', description: 'Qué datos tratamos, por qué, durante cuánto tiempo y tus derechos RGPD.' },
  },
  legalCookies: {
    fr: { title: 'Politique de cookies – La Meute', description: 'Seuls des cookies strictement nécessaires : ni publicité, ni mesure d’audience.' },
    en: { title: 'Cookie policy – La Meute', description: 'Only strictly necessary cookies: no ads, no analytics.' },
    es: { title: 'Política de cookies – La Meute', description: 'Solo cookies estrictamente necesarias: sin publicidad ni analítica.' },
  },
  legalDsa: {
    fr: { title: 'DSA – Signalements et modération – La Meute', description: 'Point de contact, signalement des contenus illicites et traitement des réclamations.' },
    en: { title: 'DSA – Reports and moderation – La Meute', description: 'Point of contact, reporting illegal content and complaint handling.' },
    es: { title: 'DSA – Denuncias y moderación – La Meute', description: 'Punto de contacto, denuncia de contenidos ilícitos y gestión de reclamaciones.' },
  },
  auth: {
    fr: { title: 'Connexion – La Meute', description: 'Connectez-vous ou créez votre compte La Meute.' },
    en: { title: 'Sign in – La Meute', description: 'Sign in or create your La Meute account.' },
    es: { title: 'Iniciar sesión – La Meute', description: 'Inicia sesión o crea tu cuenta de La Meute.' },
  },
};

/** Public pages listed in the sitemap and given hreflang alternates. */
export const SITEMAP_ROUTES: PageRouteName[] = [
  'home',
  'community',
  'joinPack',
  'about',
  'support',
  'gamification',
  'legal',
  'legalMentions',
  'legalTerms',
  'legalPrivacy',
  'legalCookies',
  'legalDsa',
];
