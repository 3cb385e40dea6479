import type { LegalDocumentContent } from '../types';

export const dsa: LegalDocumentContent = {
  summary: "Comment signaler un contenu illicite, comment nous modérons et comment contester une décision, selon le règlement (UE) 2022/2065.",
  intro: [
    {
      kind: 'paragraph',
      text: "{site.name} héberge des contenus publiés par ses membres : à ce titre, {operator.name} est un fournisseur de services d'hébergement et de plateforme en ligne au sens du règlement (UE) 2022/2065 sur les services numériques (« DSA »). Cette page décrit comment nous appliquons ce règlement. En tant que petite structure associative, certaines obligations propres aux plateformes ne s'imposent pas à nous (article 19) ; nous avons néanmoins choisi d'appliquer les garanties ci-dessous à tous nos utilisateurs.",
    },
  ],
  sections: [
    {
      id: 'point-de-contact',
      heading: 'Point de contact unique',
      blocks: [
        {
          kind: 'paragraph',
          text: "Notre point de contact unique, pour les autorités des États membres, la Commission européenne et le Comité européen des services numériques (article 11) comme pour les utilisateurs du service (article 12), est l'adresse {operator.email}. Vous pouvez nous écrire en français, en anglais ou en espagnol.",
        },
        {
          kind: 'list',
          items: [
            'Nous accusons réception de tout message dans un délai de {times.contactHours} heures.',
            'Nous apportons une réponse sur le fond à toute demande relevant du DSA dans un délai de {times.dsaReplyDays} jours ouvrés.',
            "Nos interlocuteurs sont des personnes, pas un système automatisé.",
          ],
        },
      ],
    },
    {
      id: 'signaler',
      heading: 'Signaler un contenu illicite',
      blocks: [
        {
          kind: 'paragraph',
          text: "Toute personne, membre ou non, peut nous signaler un contenu qu'elle estime illicite (article 16), en utilisant la fonction de signalement lorsqu'elle est proposée à côté du contenu, ou en écrivant à {operator.email} avec l'objet « Signalement DSA ». Pour que nous puissions agir, votre signalement doit contenir :",
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'une explication suffisamment étayée des raisons pour lesquelles vous estimez que le contenu est illicite ;',
            "l'adresse exacte du contenu (son lien) et, si nécessaire, toute information utile pour le retrouver (salon, date, pseudonyme) ;",
            "votre nom et votre adresse électronique, sauf si le signalement concerne des infractions liées à des abus sexuels sur mineurs ;",
            'une déclaration confirmant que vous pensez de bonne foi que les informations et allégations qu\'il contient sont exactes et complètes.',
          ],
        },
        {
          kind: 'paragraph',
          text: "Nous accusons réception de votre signalement sans tarder, puis vous informons de la décision prise et des voies de recours. Les signalements sont traités dans un délai de {times.reportsHours} heures ouvrées, et en priorité lorsqu'ils concernent la sécurité d'une personne.",
        },
        {
          kind: 'paragraph',
          text: "Si un contenu laisse craindre une menace pour la vie ou la sécurité d'une personne, nous en informons sans délai les autorités compétentes (article 18). En cas de danger immédiat, appelez le 17 ou le 112. Vous pouvez aussi signaler un contenu illicite aux autorités sur la plateforme PHAROS : https://www.internet-signalement.gouv.fr.",
        },
      ],
    },
    {
      id: 'moderation',
      heading: 'Comment nous modérons',
      blocks: [
        {
          kind: 'paragraph',
          text: "Chaque signalement est examiné par un modérateur bénévole de l'association, au regard de la loi et des conditions d'utilisation. Les messages du chat public peuvent en outre être vérifiés automatiquement avant publication ; un message refusé est remplacé par « [Message modéré] ». Aucune sanction visant un compte n'est décidée par un système automatisé seul.",
        },
        { kind: 'paragraph', text: 'Les mesures possibles, appliquées de façon proportionnée, sont :' },
        {
          kind: 'list',
          items: [
            "le retrait d'un contenu ou la restriction de sa visibilité ;",
            "l'avertissement ;",
            'la limitation temporaire de certaines fonctions ;',
            'la suspension temporaire du compte ;',
            'la fermeture définitive du compte.',
          ],
        },
      ],
    },
    {
      id: 'expose-des-motifs',
      heading: 'Exposé des motifs',
      blocks: [
        {
          kind: 'paragraph',
          text: "Lorsque nous restreignons un de vos contenus ou votre compte, nous vous adressons un exposé des motifs clair et précis (article 17), dès que la mesure est prise. Il indique :",
        },
        {
          kind: 'list',
          items: [
            'la mesure prise, sa portée et, le cas échéant, sa durée ;',
            'les faits et circonstances sur lesquels elle repose, y compris si elle fait suite à un signalement ;',
            'si des moyens automatisés ont été utilisés pour la détecter ou la décider ;',
            "la règle de droit ou la clause des conditions d'utilisation en cause ;",
            'les voies de recours dont vous disposez.',
          ],
        },
        {
          kind: 'paragraph',
          text: "Nous ne pouvons pas adresser d'exposé des motifs lorsque nous ne disposons d'aucun moyen de vous joindre, par exemple pour un message publié sous pseudonyme sans compte.",
        },
      ],
    },
    {
      id: 'reclamations',
      heading: 'Contester une décision',
      blocks: [
        {
          kind: 'paragraph',
          text: "Vous pouvez contester gratuitement une décision de modération, ou notre décision de ne pas agir sur votre signalement, pendant six mois après en avoir été informé (article 20). Écrivez à {operator.email} avec l'objet « Réclamation », en expliquant pourquoi la décision devrait être revue.",
        },
        {
          kind: 'paragraph',
          text: "Votre réclamation est examinée par une autre personne que celle qui a pris la décision initiale, et jamais par un système automatisé seul. Nous vous répondons dans un délai de {times.dsaReplyDays} jours ouvrés ; si la réclamation est fondée, la mesure est levée sans délai.",
        },
      ],
    },
    {
      id: 'reglement-extrajudiciaire',
      heading: 'Règlement extrajudiciaire des litiges',
      blocks: [
        {
          kind: 'paragraph',
          text: "Si vous n'êtes pas satisfait de notre réponse, vous pouvez saisir un organisme de règlement extrajudiciaire des litiges certifié (article 21). En France, la liste des organismes certifiés est tenue par l'Arcom, coordinateur pour les services numériques : https://www.arcom.fr. Nous participons de bonne foi à ces procédures. Vous conservez dans tous les cas le droit de saisir le juge, et pouvez introduire une plainte auprès de l'Arcom (article 53).",
        },
      ],
    },
    {
      id: 'signaleurs-de-confiance',
      heading: 'Signaleurs de confiance',
      blocks: [
        {
          kind: 'paragraph',
          text: "Les signalements émis par les signaleurs de confiance désignés par l'Arcom ou par le coordinateur d'un autre État membre, dans leur domaine d'expertise, sont traités en priorité et sans retard injustifié (article 22). Ils peuvent nous écrire à {operator.email} en indiquant leur qualité.",
        },
      ],
    },
    {
      id: 'messages-prives',
      heading: 'Messages privés et directs',
      blocks: [
        {
          kind: 'paragraph',
          text: "Les messages privés et directs ne sont pas chiffrés de bout en bout. Ils sont protégés pendant leur transport (HTTPS) et stockés chez notre hébergeur. Les modérateurs ne peuvent y accéder que pour traiter un signalement portant sur la conversation concernée, en se limitant aux messages nécessaires, ou pour répondre à la demande d'une autorité habilitée. Ils n'y accèdent jamais pour un autre motif.",
        },
      ],
    },
    {
      id: 'abus',
      heading: 'Protection contre les abus',
      blocks: [
        {
          kind: 'paragraph',
          text: "Après un avertissement préalable, nous pouvons suspendre pour une durée raisonnable un compte qui publie fréquemment des contenus manifestement illicites, ou le traitement des signalements d'une personne qui envoie fréquemment des signalements manifestement infondés (article 23).",
        },
      ],
    },
    {
      id: 'mineurs',
      heading: 'Protection des mineurs',
      blocks: [
        {
          kind: 'paragraph',
          text: "Le service est réservé aux personnes d'au moins {age.min} ans. Nous ne présentons aucune publicité, ni ciblée ni autre, et n'utilisons aucun système de recommandation fondé sur le profilage à des fins commerciales.",
        },
      ],
    },
  ],
};
