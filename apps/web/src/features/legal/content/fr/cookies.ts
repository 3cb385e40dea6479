import type { LegalDocumentContent } from '../types';

export const cookies: LegalDocumentContent = {
  summary: "Les seuls cookies et données locales que nous utilisons sont ceux sans lesquels le site ne fonctionnerait pas.",
  intro: [
    {
      kind: 'paragraph',
      text: "Un cookie est un petit fichier déposé dans votre navigateur ; le stockage local est un espace similaire, propre à chaque site. {site.name} n'utilise que des traceurs strictement nécessaires au service que vous demandez. Conformément à l'article 82 de la loi « Informatique et Libertés », ils ne requièrent pas votre consentement : c'est pourquoi aucun bandeau ne vous le demande.",
    },
  ],
  sections: [
    {
      id: 'traceurs-utilises',
      heading: 'Les traceurs que nous utilisons',
      blocks: [
        {
          kind: 'table',
          codeFirstColumn: true,
          caption: 'Cookies et données stockées dans votre navigateur',
          headers: ['Nom', 'Type', 'Finalité', 'Durée'],
          rows: [
            [
              'la-meute.session_token',
              'Cookie HttpOnly, SameSite=Lax (préfixé __Secure- en HTTPS)',
              "Vous garder connecté à votre compte de façon sécurisée. Il n'est pas lisible par les scripts de la page.",
              '30 jours, prolongés tant que vous utilisez le site ; supprimé à la déconnexion',
            ],
            [
              '{storage.language}',
              'Stockage local',
              "Retenir la langue de l'interface que vous avez choisie.",
              "Jusqu'à ce que vous effaciez les données du site",
            ],
            [
              '{storage.anonymous}',
              'Stockage local',
              'Conserver votre pseudonyme et un identifiant aléatoire pour participer au chat et au forum sans compte.',
              "Jusqu'à votre connexion à un compte ou l'effacement des données du site",
            ],
            [
              'pwa_install_dismissed',
              'Stockage local',
              "Retenir votre réponse à la bannière d'installation de l'application, pour ne plus vous la proposer.",
              "Jusqu'à ce que vous effaciez les données du site",
            ],
            [
              "Cache de l'application",
              'Cache du service worker',
              'Enregistrer les fichiers du site sur votre appareil pour un chargement rapide et un usage hors ligne. Il ne contient aucune donnée sur votre navigation.',
              'Remplacé à chaque nouvelle version du site',
            ],
          ],
        },
      ],
    },
    {
      id: 'aucun-suivi',
      heading: "Ni publicité, ni mesure d'audience",
      blocks: [
        {
          kind: 'paragraph',
          text: "Nous n'utilisons aucun cookie publicitaire, aucun outil de mesure d'audience et aucun module de réseau social. Les liens vers nos réseaux sociaux sont de simples liens : aucun contenu tiers n'est chargé tant que vous ne cliquez pas dessus. Aucune donnée de navigation n'est transmise à des tiers.",
        },
        {
          kind: 'paragraph',
          text: "Si nous devions un jour utiliser un traceur non indispensable, nous vous demanderions d'abord votre consentement, que vous pourriez refuser aussi simplement que l'accepter, et cette politique serait mise à jour.",
        },
      ],
    },
    {
      id: 'gerer',
      heading: 'Gérer ou supprimer ces données',
      blocks: [
        {
          kind: 'paragraph',
          text: "Vous pouvez à tout moment supprimer les cookies et les données du site depuis les réglages de votre navigateur (rubrique « Confidentialité » ou « Données des sites »). Supprimer le cookie de session vous déconnecte ; effacer le stockage local rétablit la langue par défaut et oublie votre pseudonyme. Bloquer ces traceurs empêche la connexion à votre compte, mais vous pouvez toujours consulter les pages publiques.",
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: "Pour toute question sur les cookies ou vos données, écrivez à {operator.email}. La politique de confidentialité détaille vos droits et la façon de les exercer.",
        },
      ],
    },
  ],
};
