import type { LegalDocumentContent } from '../types';

export const terms: LegalDocumentContent = {
  summary: "Les règles du jeu : qui peut participer, comment se comporter, comment fonctionne la modération et ce qui engage chacun.",
  intro: [
    {
      kind: 'paragraph',
      text: "Les présentes conditions d'utilisation encadrent l'accès au site {site.name} ({site.url}), édité par {operator.name}, {operator.legalForm}. En créant un compte ou en participant sous pseudonyme, vous les acceptez. Si vous ne les acceptez pas, vous pouvez continuer à consulter les pages publiques sans y participer.",
    },
  ],
  sections: [
    {
      id: 'service',
      heading: 'Le service',
      blocks: [
        {
          kind: 'paragraph',
          text: "{site.name} est une communauté en ligne consacrée au bien-être global, à la souveraineté personnelle et aux rencontres locales. Elle propose notamment des profils de membres, un fil de publications, un forum, des salons de discussion publics, des messages privés et des événements.",
        },
        {
          kind: 'paragraph',
          text: "Le service est gratuit : aucune fonctionnalité n'est payante (prix de l'offre : 0 €). Les dons sont facultatifs et ne donnent droit à aucun avantage sur le site. Certaines pages présentent des contenus d'exemple, signalés comme tels, qui ne décrivent pas des personnes ou des faits réels.",
        },
      ],
    },
    {
      id: 'conditions-acces',
      heading: "Conditions d'accès",
      blocks: [
        {
          kind: 'paragraph',
          text: "Le site est réservé aux personnes âgées d'au moins {age.min} ans, capables de s'engager juridiquement. En participant, vous déclarez remplir ces conditions. Si nous apprenons qu'une personne mineure a créé un compte, celui-ci est fermé et ses données supprimées.",
        },
      ],
    },
    {
      id: 'compte',
      heading: 'Votre compte',
      blocks: [
        {
          kind: 'list',
          items: [
            "Vous créez votre compte avec une adresse électronique valide, que vous confirmez, et un mot de passe d'au moins 6 caractères.",
            "Vous gardez votre mot de passe confidentiel et nous prévenez à {operator.email} si vous pensez qu'il a été compromis. Les actions faites depuis votre compte sont présumées faites par vous.",
            "Un compte est personnel : il ne peut être ni partagé, ni cédé, ni vendu. N'usurpez l'identité de personne.",
            "Vous pouvez fermer votre compte à tout moment depuis votre profil (« Supprimer mon compte ») ou en nous écrivant ; vos données sont alors supprimées dans les conditions de la politique de confidentialité.",
          ],
        },
      ],
    },
    {
      id: 'pseudonyme',
      heading: 'Participation sous pseudonyme',
      blocks: [
        {
          kind: 'paragraph',
          text: "Vous pouvez participer au chat public et créer des sujets de forum sous un pseudonyme, sans compte. Le pseudonyme et un identifiant aléatoire sont conservés dans votre navigateur uniquement. Vos messages restent soumis aux présentes conditions et à la modération : le pseudonyme protège votre vie privée, il ne vous dispense d'aucune règle. Choisissez un pseudonyme qui ne trompe pas sur votre identité et qui ne soit ni injurieux ni celui d'une autre personne.",
        },
      ],
    },
    {
      id: 'regles-communaute',
      heading: 'Règles de la communauté',
      blocks: [
        { kind: 'paragraph', text: 'La meute repose sur la bienveillance. En participant, vous vous engagez à :' },
        {
          kind: 'list',
          items: [
            'Traiter chaque membre avec respect et bienveillance, y compris en cas de désaccord.',
            "Ne harceler, menacer, intimider ou dénigrer personne, ni en public ni en message privé.",
            "Ne publier aucun contenu haineux, discriminatoire ou violent, notamment en raison de l'origine, de la religion, du genre, de l'orientation sexuelle, du handicap ou de l'état de santé.",
            "Ne pas diffuser de désinformation médicale : ne présentez jamais une pratique de bien-être comme un traitement, ne dissuadez personne de consulter ou de suivre un traitement prescrit.",
            "Respecter la vie privée d'autrui : ne publiez ni informations personnelles, ni photos d'une personne sans son accord.",
            "Ne publier aucun contenu illicite, pornographique ou portant atteinte aux droits d'autrui (droit d'auteur, droit à l'image, marques).",
            "Ne pas faire de prospection commerciale, de spam, ni de recrutement pour des pratiques sectaires ou des schémas financiers.",
            'Ne pas contourner une sanction en créant un autre compte ou un autre pseudonyme.',
          ],
        },
      ],
    },
    {
      id: 'avis-medical',
      heading: "Les contenus ne sont pas des avis médicaux",
      blocks: [
        {
          kind: 'paragraph',
          text: "Les échanges sur {site.name} sont des partages d'expérience entre membres. Ils ne constituent ni un diagnostic, ni un avis médical, ni une prescription, et ne remplacent pas l'accompagnement d'un professionnel de santé. En cas d'urgence, appelez le 15 ou le 112 ; en cas de détresse ou de pensées suicidaires, appelez le 3114, gratuit et ouvert jour et nuit.",
        },
      ],
    },
    {
      id: 'messages-prives',
      heading: 'Messages privés',
      blocks: [
        {
          kind: 'paragraph',
          text: "Les messages privés et directs ne sont visibles que par les participants de la conversation. Ils ne sont pas chiffrés de bout en bout : ils sont protégés pendant leur transport et stockés chez notre hébergeur. Les modérateurs n'y accèdent que pour traiter un signalement portant sur cette conversation, ou sur demande d'une autorité habilitée.",
        },
      ],
    },
    {
      id: 'moderation',
      heading: 'Modération et sanctions',
      blocks: [
        {
          kind: 'paragraph',
          text: "Des modérateurs bénévoles de l'association veillent au respect de ces règles. Tout membre peut signaler un contenu ; les signalements sont traités sous {times.reportsHours} heures ouvrées. Les messages du chat public peuvent aussi être vérifiés automatiquement avant publication : un message refusé est remplacé par « [Message modéré] ».",
        },
        { kind: 'paragraph', text: 'Selon la gravité et la répétition du manquement, nous pouvons, de façon proportionnée :' },
        {
          kind: 'list',
          items: [
            'retirer un contenu ou en limiter la visibilité ;',
            'adresser un avertissement ;',
            'restreindre temporairement certaines fonctions (publier, écrire en privé) ;',
            'suspendre le compte pour une durée déterminée ;',
            'fermer définitivement le compte, en cas de manquement grave ou répété.',
          ],
        },
        {
          kind: 'paragraph',
          text: "Chaque décision vous est expliquée par un exposé des motifs et peut être contestée gratuitement, selon la procédure décrite sur la page « Règlement sur les services numériques (DSA) ». Un contenu manifestement illicite peut être retiré sans avertissement préalable et signalé aux autorités.",
        },
      ],
    },
    {
      id: 'contenus-licence',
      heading: 'Vos contenus et leur licence',
      blocks: [
        {
          kind: 'paragraph',
          text: "Vous restez propriétaire de ce que vous publiez et vous en êtes responsable. Vous garantissez en détenir les droits, y compris sur les photos et les vidéos.",
        },
        {
          kind: 'paragraph',
          text: "Pour que le site fonctionne, vous accordez à {operator.name} une licence gratuite, non exclusive et mondiale pour héberger, reproduire, adapter techniquement (formats, tailles) et afficher vos contenus sur le site, aux personnes que vous avez choisies. Cette licence prend fin lorsque vous supprimez le contenu ou votre compte, sous réserve des copies que la loi nous impose de conserver et des contenus que d'autres membres ont repris en vous citant. Elle n'autorise aucune revente ni utilisation publicitaire.",
        },
      ],
    },
    {
      id: 'responsabilite',
      heading: 'Responsabilité',
      blocks: [
        {
          kind: 'paragraph',
          text: "L'association héberge les contenus publiés par les membres sans les contrôler a priori. Elle n'en est responsable que si, informée de leur caractère manifestement illicite, elle n'agit pas promptement pour les retirer ou en bloquer l'accès.",
        },
        {
          kind: 'paragraph',
          text: "Nous faisons de notre mieux pour que le site soit disponible et sûr, mais nous ne pouvons garantir un service sans interruption ni erreur. Les rencontres et événements proposés par des membres sont placés sous la responsabilité de leurs organisateurs et participants : soyez prudents lors d'une première rencontre et privilégiez les lieux publics.",
        },
      ],
    },
    {
      id: 'modifications',
      heading: 'Modification des conditions',
      blocks: [
        {
          kind: 'paragraph',
          text: "Nous pouvons faire évoluer ces conditions, notamment pour suivre la loi ou le service. Toute modification importante est annoncée sur le site au moins 15 jours avant son entrée en vigueur. Si vous la refusez, vous pouvez fermer votre compte ; continuer à utiliser le site vaut acceptation.",
        },
      ],
    },
    {
      id: 'droit-applicable',
      heading: 'Droit applicable et litiges',
      blocks: [
        {
          kind: 'paragraph',
          text: "Les présentes conditions sont soumises au droit français. En cas de désaccord, écrivez-nous d'abord à {operator.email} : nous cherchons toujours une solution amiable. Les décisions de modération peuvent aussi être soumises à un organisme de règlement extrajudiciaire des litiges certifié. À défaut d'accord, les tribunaux français sont compétents, sous réserve des règles protectrices dont vous bénéficiez en tant que consommateur.",
        },
      ],
    },
  ],
};
