// Demo content for a lively first start. Dates are relative to the seeding moment.

const DAY = 24 * 60 * 60 * 1000;

export function demoEvents(now: Date) {
  const at = (days: number, hour: number) => {
    const date = new Date(now.getTime() + days * DAY);
    date.setUTCHours(hour, 0, 0, 0);
    return date;
  };
  return [
    {
      title: 'Marche méditative en forêt',
      description: 'Deux heures de marche lente et silencieuse, suivies d’un partage autour d’une tisane.',
      eventDate: at(5, 8),
      location: 'Forêt de Fontainebleau',
      eventType: 'in-person' as const,
      maxParticipants: 20,
      tags: ['méditation', 'nature'],
    },
    {
      title: 'Cercle de parole : souveraineté personnelle',
      description: 'Un échange bienveillant en visio sur nos choix de vie et notre autonomie.',
      eventDate: at(9, 18),
      location: 'En ligne',
      eventType: 'online' as const,
      maxParticipants: 30,
      tags: ['souveraineté', 'partage'],
    },
    {
      title: 'Atelier cuisine de saison',
      description: 'Cuisinons ensemble les légumes du marché, puis partageons le repas.',
      eventDate: at(16, 10),
      location: 'Lyon',
      eventType: 'in-person' as const,
      maxParticipants: 12,
      tags: ['cuisine', 'nutrition'],
    },
    {
      title: 'Yoga au lever du soleil',
      description: 'Séance douce ouverte à toutes et tous.',
      eventDate: at(-3, 6),
      location: 'Bordeaux',
      eventType: 'in-person' as const,
      maxParticipants: 15,
      tags: ['yoga'],
    },
  ];
}

/** [channel name, author index in DEMO_MEMBERS, content, minutes ago] */
export const DEMO_MESSAGES: [string, number, string, number][] = [
  ['general', 1, 'Bonjour la meute ! Ravie de vous retrouver ici.', 180],
  ['general', 2, 'Salut Marie ! Belle journée pour une balade.', 150],
  ['general', 0, 'Bienvenue à toutes et tous, pensez à lire les règles de la communauté.', 40],
  ['wellbeing', 3, 'Quelqu’un a des conseils pour une routine de méditation le matin ?', 300],
  ['wellbeing', 1, 'Dix minutes de respiration avant le café, ça change tout pour moi.', 280],
  ['events', 4, 'La marche méditative en forêt est ouverte aux inscriptions !', 90],
  ['help', 2, 'Comment modifier ma photo de profil ?', 600],
];

/** [author index, title, content, category, minutes ago] */
export const DEMO_TOPICS: [number, string, string, string, number][] = [
  [1, 'Vos rituels du matin', 'Partagez ce qui vous aide à bien commencer la journée.', 'wellbeing', 2000],
  [2, 'Jardiner sans pesticides', 'Retours d’expérience sur la permaculture en ville.', 'sovereignty', 3000],
  [3, 'Recettes de saison', 'Vos meilleures recettes avec les légumes d’automne.', 'nutrition', 1500],
  [4, 'Organiser une sortie en forêt', 'Qui serait partant pour une marche méditative près de Lyon ?', 'events', 800],
  [0, 'Bienvenue : comment bien démarrer ?', 'Vos questions sur la communauté, le forum et les événements, c’est ici.', 'help', 4000],
];

/** The sample topics' replies: [topic index in DEMO_TOPICS, author index, content, minutes ago]. */
export const DEMO_FORUM_REPLIES: [number, number, string, number][] = [
  [0, 3, 'Dix minutes de méditation et un grand verre d’eau, tous les matins.', 1900],
  [0, 2, 'Une courte marche avant le café, ça change tout.', 1200],
  [2, 1, 'Velouté de potimarron et châtaignes, un classique !', 1400],
  [1, 4, 'Le purin d’ortie fait des merveilles sur mes tomates.', 2500],
];

/** [author index, content, minutes ago] */
export const DEMO_POSTS: [number, string, number][] = [
  [1, 'Première marche de l’automne, les couleurs sont magnifiques 🍂 #wellness #community', 120],
  [2, 'Mon petit potager urbain commence à donner ! #sovereignty #holistic', 900],
  [3, 'Cinq minutes de pleine conscience avant chaque repas. Essayez ! #mindfulness', 1600],
];
