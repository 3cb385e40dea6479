import type { LegalDocumentContent } from '../types';

export const privacy: LegalDocumentContent = {
  summary: "Quelles données nous traitons, pourquoi, combien de temps, avec qui, et comment exercer vos droits.",
  intro: [
    {
      kind: 'paragraph',
      text: "Cette politique explique comment {operator.name} traite vos données personnelles sur {site.name}, conformément au règlement (UE) 2016/679 (RGPD) et à la loi n° 78-17 du 6 janvier 1978 « Informatique et Libertés ». Nous collectons le moins de données possible, nous ne les vendons jamais et nous ne faisons pas de publicité.",
    },
  ],
  sections: [
    {
      id: 'responsable',
      heading: 'Responsable du traitement',
      blocks: [
        {
          kind: 'paragraph',
          text: "Le responsable du traitement est {operator.name}, {operator.legalForm}, dont le siège est situé {operator.address} (RNA : {operator.registration}). Pour toute question relative à vos données, écrivez à {operator.email}.",
        },
      ],
    },
    {
      id: 'donnees',
      heading: 'Données que nous traitons',
      blocks: [],
      subsections: [
        {
          heading: 'Compte',
          blocks: [
            {
              kind: 'paragraph',
              text: "Adresse électronique, mot de passe (conservé uniquement sous forme chiffrée irréversible), nom d'utilisateur, nom affiché, langue préférée, rôle, dates de création et de confirmation du compte.",
            },
          ],
        },
        {
          heading: 'Profil',
          blocks: [
            {
              kind: 'paragraph',
              text: "Ce que vous choisissez de renseigner : photo, prénom, nom, biographie, âge, genre, ville et pays, centres d'intérêt, langues, ce que vous recherchez, situation, profession, formation, et vos réglages de confidentialité. Seuls le nom d'utilisateur et l'âge sont obligatoires.",
            },
          ],
        },
        {
          heading: 'Publications',
          blocks: [
            {
              kind: 'paragraph',
              text: "Publications, commentaires, réactions, partages, médias, sujets et réponses du forum, messages du chat public (y compris ceux envoyés sous pseudonyme) et inscriptions aux événements.",
            },
          ],
        },
        {
          heading: 'Messages',
          blocks: [
            {
              kind: 'paragraph',
              text: "Contenu, pièces jointes, date et statut de lecture de vos messages privés et directs, et la liste des participants à chaque conversation. Ces messages ne sont pas chiffrés de bout en bout.",
            },
          ],
        },
        {
          heading: 'Journaux de connexion',
          blocks: [
            {
              kind: 'paragraph',
              text: "Adresse IP, type de navigateur et d'appareil, dates et heures de connexion, identifiant de session, et traces techniques des requêtes refusées (protection contre les abus).",
            },
          ],
        },
        {
          heading: 'Signalements et échanges',
          blocks: [
            {
              kind: 'paragraph',
              text: "Signalements envoyés ou reçus, décisions de modération et réclamations, ainsi que les messages que vous nous adressez.",
            },
          ],
        },
        {
          heading: 'Données sensibles',
          blocks: [
            {
              kind: 'paragraph',
              text: "Nous ne vous demandons aucune donnée de santé, d'opinion ou d'orientation sexuelle. Si vous choisissez d'en partager dans un espace public, vous les rendez vous-même publiques : réfléchissez avant de publier. Les informations facultatives de l'espace rencontres ne sont traitées qu'avec votre consentement explicite, que vous pouvez retirer à tout moment en les effaçant.",
            },
          ],
        },
      ],
    },
    {
      id: 'finalites',
      heading: 'Finalités et bases légales',
      blocks: [
        {
          kind: 'table',
          caption: 'Pourquoi nous traitons vos données, et sur quelle base légale (article 6 du RGPD)',
          headers: ['Finalité', 'Base légale'],
          rows: [
            ['Créer et gérer votre compte, vous connecter, envoyer les courriels de confirmation et de réinitialisation', 'Exécution du contrat (art. 6.1.b) : les conditions d\'utilisation'],
            ['Afficher votre profil et vos publications, acheminer vos messages, gérer vos inscriptions aux événements', 'Exécution du contrat (art. 6.1.b)'],
            ['Participation sous pseudonyme au chat et au forum', 'Intérêt légitime (art. 6.1.f) : permettre une participation sans compte'],
            ['Modérer les contenus, traiter les signalements et les réclamations', 'Obligation légale (art. 6.1.c) : LCEN et règlement (UE) 2022/2065 ; intérêt légitime à protéger la communauté (art. 6.1.f)'],
            ['Sécuriser le site, prévenir les abus et conserver les données de connexion', 'Obligation légale (art. 6.1.c) et intérêt légitime (art. 6.1.f)'],
            ['Répondre à vos demandes et à l\'exercice de vos droits', 'Obligation légale (art. 6.1.c) et intérêt légitime (art. 6.1.f)'],
            ['Informations facultatives de l\'espace rencontres', 'Consentement explicite (art. 6.1.a et 9.2.a)'],
          ],
        },
        {
          kind: 'paragraph',
          text: "Nous ne faisons ni publicité, ni mesure d'audience, ni profilage commercial. Aucune décision produisant des effets juridiques à votre égard n'est prise sur le seul fondement d'un traitement automatisé : un filtrage automatique peut écarter un message du chat public, mais toute contestation est examinée par une personne.",
        },
      ],
    },
    {
      id: 'conservation',
      heading: 'Durées de conservation',
      blocks: [
        {
          kind: 'table',
          caption: 'Combien de temps nous conservons vos données',
          headers: ['Données', 'Durée'],
          rows: [
            ['Compte et profil', "Tant que le compte est ouvert ; supprimés dans les 30 jours suivant sa fermeture. Un compte inactif pendant 3 ans est supprimé après un courriel d'avertissement."],
            ['Publications, commentaires, sujets de forum', 'Jusqu\'à leur suppression par vous ; à la fermeture de votre compte, ils restent visibles sans votre nom, signés « Utilisateur supprimé »'],
            ['Messages du chat envoyés sous pseudonyme', '1 an après leur envoi'],
            ['Messages privés et directs', 'Jusqu\'à la fermeture de votre compte ; vos messages sont alors supprimés des conversations'],
            ['Journaux de connexion (adresse IP, dates)', '1 an, comme l\'impose le décret n° 2021-1362 du 20 octobre 2021'],
            ['Cookie de session', '30 jours, prolongés tant que vous utilisez le site'],
            ['Liens de confirmation et de réinitialisation', '24 heures pour la confirmation, 1 heure pour la réinitialisation'],
            ['Signalements et décisions de modération', '1 an après la décision, ou jusqu\'à l\'issue d\'un litige'],
            ['Échanges avec l\'association et demandes d\'exercice des droits', '3 ans après le dernier échange'],
          ],
        },
      ],
    },
    {
      id: 'destinataires',
      heading: 'Destinataires',
      blocks: [
        {
          kind: 'paragraph',
          text: "Vos données ne sont jamais vendues, louées ni cédées à des fins commerciales. Y ont accès, chacun pour ce qui le concerne :",
        },
        {
          kind: 'list',
          items: [
            "les membres de l'association habilités (administrateurs, modérateurs), dans la limite de leurs missions ;",
            "nos sous-traitants, liés par un contrat conforme à l'article 28 du RGPD : l'hébergeur {host.name}, qui stocke le site et ses données, et le prestataire d'envoi de courriels, qui achemine les courriels de confirmation et de réinitialisation ;",
            "les autorités administratives ou judiciaires, uniquement sur demande fondée sur la loi ;",
            "les autres membres et visiteurs, pour ce que vous choisissez de rendre visible (profil public, publications, messages du chat).",
          ],
        },
        {
          kind: 'paragraph',
          text: "Nous privilégions des prestataires établis dans l'Union européenne. Si un transfert hors de l'Union devenait nécessaire, il serait encadré par une décision d'adéquation ou par les clauses contractuelles types de la Commission européenne.",
        },
      ],
    },
    {
      id: 'securite',
      heading: 'Sécurité',
      blocks: [
        {
          kind: 'paragraph',
          text: "Les échanges avec le site sont chiffrés (HTTPS), les mots de passe sont hachés, le cookie de session est inaccessible aux scripts, les tentatives de connexion sont limitées et les accès aux données sont réservés aux personnes habilitées. Les messages privés ne sont pas chiffrés de bout en bout : les modérateurs peuvent y accéder, uniquement pour traiter un signalement.",
        },
      ],
    },
    {
      id: 'droits',
      heading: 'Vos droits',
      blocks: [
        { kind: 'paragraph', text: 'Vous disposez à tout moment des droits suivants sur vos données :' },
        {
          kind: 'list',
          items: [
            "droit d'accès : savoir quelles données nous détenons et en obtenir une copie ;",
            'droit de rectification : corriger des données inexactes ou incomplètes ;',
            "droit à l'effacement : obtenir la suppression de vos données ;",
            'droit à la limitation : geler temporairement un traitement, par exemple le temps de vérifier une contestation ;',
            'droit à la portabilité : recevoir les données que vous nous avez fournies dans un format structuré et lisible par machine ;',
            "droit d'opposition : vous opposer aux traitements fondés sur notre intérêt légitime ;",
            'droit de retirer votre consentement, sans effet sur les traitements déjà réalisés ;',
            'droit de définir des directives sur le sort de vos données après votre décès.',
          ],
        },
      ],
    },
    {
      id: 'exercer-droits',
      heading: 'Exercer vos droits',
      blocks: [
        {
          kind: 'paragraph',
          text: "Écrivez à {operator.email} depuis l'adresse de votre compte, en précisant le droit que vous exercez. En cas de doute raisonnable sur votre identité, nous pouvons vous demander une information complémentaire, jamais une pièce d'identité par défaut. La démarche est gratuite.",
        },
        {
          kind: 'paragraph',
          text: "Nous répondons dans un délai d'un mois à compter de la réception de votre demande. Ce délai peut être prolongé de deux mois si la demande est complexe ; nous vous en informons alors dans le premier mois, en expliquant pourquoi.",
        },
        {
          kind: 'paragraph',
          text: "Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur https://www.cnil.fr.",
        },
      ],
    },
    {
      id: 'age-minimum',
      heading: 'Âge minimum',
      blocks: [
        {
          kind: 'paragraph',
          text: "Le site est réservé aux personnes d'au moins {age.min} ans. Nous ne collectons pas sciemment de données concernant des mineurs ; si cela arrive, le compte concerné est fermé et ses données sont supprimées.",
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies et stockage local',
      blocks: [
        {
          kind: 'paragraph',
          text: "Nous n'utilisons que des cookies et un stockage local strictement nécessaires : aucun traceur publicitaire ni de mesure d'audience. Le détail figure dans la politique relative aux cookies.",
        },
      ],
    },
    {
      id: 'modifications',
      heading: 'Modifications',
      blocks: [
        {
          kind: 'paragraph',
          text: "Nous mettrons cette politique à jour si nos traitements évoluent ; la date de dernière mise à jour figure en haut de la page. Tout changement important vous sera signalé sur le site ou par courriel.",
        },
      ],
    },
  ],
};
