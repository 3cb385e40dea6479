import type { LegalDocumentContent } from '../types';

export const mentions: LegalDocumentContent = {
  summary: "Qui édite et qui héberge le site, comment nous joindre et à qui s'adresser pour la publication.",
  intro: [
    {
      kind: 'paragraph',
      text: "Conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN), voici les informations permettant d'identifier l'éditeur et l'hébergeur du site {site.name}, accessible à l'adresse {site.url}.",
    },
  ],
  sections: [
    {
      id: 'editeur',
      heading: 'Éditeur du site',
      blocks: [
        {
          kind: 'paragraph',
          text: "Le site {site.name} est édité par {operator.name}, {operator.legalForm}, association à but non lucratif régie par la loi du 1er juillet 1901 et le décret du 16 août 1901.",
        },
        {
          kind: 'list',
          items: [
            'Siège social : {operator.address}',
            'Numéro RNA (répertoire national des associations) : {operator.registration}',
            'Adresse électronique : {operator.email}',
          ],
        },
        {
          kind: 'paragraph',
          text: "L'association n'a pas de capital social. Le site est entièrement gratuit : il n'est financé que par les dons volontaires de ses membres et sympathisants.",
        },
      ],
    },
    {
      id: 'directeur-publication',
      heading: 'Directeur ou directrice de la publication',
      blocks: [
        {
          kind: 'paragraph',
          text: "La direction de la publication est assurée par {operator.publicationDirector}, en qualité de représentant légal de l'association. Vous pouvez lui écrire à l'adresse {operator.email}.",
        },
      ],
    },
    {
      id: 'hebergeur',
      heading: 'Hébergeur',
      blocks: [
        { kind: 'paragraph', text: 'Le site et ses données sont hébergés par :' },
        { kind: 'list', items: ['{host.name}', 'Adresse : {host.address}', 'Site web : {host.website}'] },
      ],
    },
    {
      id: 'contact',
      heading: 'Nous contacter',
      blocks: [
        {
          kind: 'paragraph',
          text: "Pour toute question sur le site, écrivez-nous à {operator.email}. Nous répondons à chaque message dans un délai de {times.contactHours} heures.",
        },
        {
          kind: 'paragraph',
          text: "Pour signaler un contenu illicite ou contester une décision de modération, suivez la procédure décrite sur la page « Règlement sur les services numériques (DSA) ».",
        },
      ],
    },
    {
      id: 'propriete-intellectuelle',
      heading: 'Propriété intellectuelle',
      blocks: [
        {
          kind: 'paragraph',
          text: "Le nom {site.name}, le logo, la charte graphique et les textes rédigés par l'association sont protégés par le code de la propriété intellectuelle. Toute reproduction ou réutilisation en dehors du cadre privé nécessite l'accord préalable de l'association.",
        },
        {
          kind: 'paragraph',
          text: "Les contenus publiés par les membres (messages, publications, photos) restent la propriété de leurs auteurs. Les conditions dans lesquelles ils sont affichés sur le site sont précisées dans les conditions d'utilisation.",
        },
        {
          kind: 'paragraph',
          text: "Le code source du logiciel est publié sous licence libre ; sa réutilisation relève des conditions de cette licence, distinctes de celles des contenus du site.",
        },
      ],
    },
    {
      id: 'donnees-personnelles',
      heading: 'Données personnelles et cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: "{operator.name} est responsable des traitements de données personnelles réalisés sur le site. La politique de confidentialité décrit les données collectées, leurs finalités, leurs durées de conservation et la façon d'exercer vos droits. Le site n'utilise que des cookies strictement nécessaires à son fonctionnement, détaillés dans la politique relative aux cookies.",
        },
      ],
    },
    {
      id: 'avertissement-sante',
      heading: 'Avertissement sur les contenus de bien-être',
      blocks: [
        {
          kind: 'paragraph',
          text: "Les contenus publiés sur {site.name} sont des partages d'expérience entre membres. Ils ne constituent pas un avis médical et ne remplacent pas une consultation auprès d'un professionnel de santé. La modération écarte la désinformation médicale. En cas d'urgence, appelez le 15 ou le 112 ; en cas de détresse ou de pensées suicidaires, le 3114 répond jour et nuit, gratuitement.",
        },
      ],
    },
    {
      id: 'droit-applicable',
      heading: 'Droit applicable',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les présentes mentions légales sont soumises au droit français.',
        },
      ],
    },
  ],
};
