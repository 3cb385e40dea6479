// Terms the community refuses, in fr, en and es, already normalised (lower case, no accents; see
// normalise-text.ts). Multi-word entries match as phrases. Kept short and unambiguous on purpose:
// a word that is often innocent ("con" in Spanish, "bite" in English) is not listed.

export const INSULTS = [
  // fr
  'connard', 'connarde', 'connasse', 'salope', 'salopard', 'encule', 'enculee', 'batard', 'fdp', 'fils de pute',
  'ta gueule', 'ferme ta gueule', 'nique ta mere', 'ntm', 'pauvre con', 'grosse conne', 'sous merde', 'abruti', 'debile mental',
  // en
  'fuck you', 'asshole', 'motherfucker', 'dickhead', 'cunt', 'bitch', 'son of a bitch', 'piece of shit', 'retard',
  // es
  'gilipollas', 'cabron', 'hijo de puta', 'hija de puta', 'pendejo', 'pendeja', 'imbecil de mierda', 'mamon', 'malparido',
];

export const HATE = [
  // fr
  'sale arabe', 'sale juif', 'sale noir', 'sale negre', 'bougnoule', 'youpin', 'negro de merde', 'pede', 'tapette', 'gouine',
  'retourne dans ton pays', 'race inferieure', 'mort aux juifs', 'mort aux arabes',
  // en
  'nigger', 'nigga', 'faggot', 'kike', 'spic', 'chink', 'go back to your country', 'inferior race', 'gas the jews',
  // es
  'sudaca', 'maricon', 'negro de mierda', 'moro de mierda', 'vuelve a tu pais', 'raza inferior',
];

export const SEXUAL_HARASSMENT = [
  // fr
  'suce moi', 'suce ma bite', 'montre tes seins', 'montre moi tes seins', 'envoie des nudes', 'envoie moi des photos nue',
  'je vais te violer', 'viens dans mon lit', 't es bonne',
  // en
  'send nudes', 'send me nudes', 'show me your tits', 'show your boobs', 'suck my dick', 'i will rape you', 'sit on my face',
  // es
  'chupame la', 'ensename las tetas', 'manda nudes', 'mandame fotos desnuda', 'te voy a violar',
];

/**
 * Health claims the community forbids (SPEC footer: strict moderation against misinformation).
 * Regular expressions over normalised text; each targets a dangerous claim, not a topic.
 */
export const HEALTH_MISINFORMATION: RegExp[] = [
  /\bvaccins?\b.{0,40}\b(tuent|tue|causent|provoquent|donnent)\b.{0,20}\b(autisme|mort|cancer|sterilite)\b/,
  /\bvaccins?\b.{0,30}\b(poison|puce|puces|5g)\b/,
  /\bvaccines?\b.{0,40}\b(cause|causes|give|gives)\b.{0,20}\b(autism|death|cancer|infertility)\b/,
  /\bvacunas?\b.{0,40}\b(causan|provocan|dan)\b.{0,20}\b(autismo|muerte|cancer|infertilidad)\b/,
  /\b(arrete[rz]?|stoppe[rz]?|abandonne[rz]?)\b.{0,20}\b(ton|votre|vos|tes|la|le|les)?\s*(traitement|chimio|chimiotherapie|insuline|antibiotiques?)\b/,
  /\b(stop|quit)\b.{0,15}\b(your|the)?\s*(treatment|chemo|chemotherapy|insulin|medication)\b/,
  /\b(deja|abandona|deje)\b.{0,20}\b(tu|su|la|el)?\s*(tratamiento|quimio|quimioterapia|insulina)\b/,
  /\b(guerit|soigne|guerir)\b.{0,25}\b(le |la |du )?(cancer|sida|vih|diabete|covid|autisme)\b/,
  /\b(cures?|heals?)\b.{0,25}\b(cancer|aids|hiv|diabetes|covid|autism)\b/,
  /\b(cura|curan|sana)\b.{0,25}\b(el |la )?(cancer|sida|vih|diabetes|covid|autismo)\b/,
  /\b(eau de javel|javel|mms|dioxyde de chlore|chlorine dioxide|bleach|lejia|dioxido de cloro)\b.{0,40}\b(boire|bois|buvez|drink|beber|bebe|guerit|cures?|cura)\b/,
  /\b(boire|bois|buvez|drink|beber|bebe)\b.{0,30}\b(eau de javel|javel|mms|dioxyde de chlore|chlorine dioxide|bleach|lejia|dioxido de cloro)\b/,
  /\b(sida|vih|hiv|covid)\b.{0,20}\b(n existe pas|does not exist|doesn t exist|no existe)\b/,
];
