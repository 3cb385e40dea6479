import type { LegalDocumentContent } from '../types';

export const terms: LegalDocumentContent = {
  summary: 'The ground rules: who can take part, how to behave, how moderation works and what each party is responsible for.',
  intro: [
    {
      kind: 'paragraph',
      text: 'These terms of service govern access to {site.name} ({site.url}), published by {operator.name}, {operator.legalForm}. By creating an account or taking part under a pseudonym, you accept them. If you do not accept them, you may keep reading the public pages without taking part.',
    },
  ],
  sections: [
    {
      id: 'service',
      heading: 'The service',
      blocks: [
        {
          kind: 'paragraph',
          text: '{site.name} is an online community devoted to holistic well-being, personal sovereignty and local meetups. It offers member profiles, a feed of posts, a forum, public chat channels, private messages and events, among other things.',
        },
        {
          kind: 'paragraph',
          text: 'The service is free: no feature is paid for (price of the offer: €0). Donations are optional and give no advantage on the site. Some pages show sample content, marked as such, which does not describe real people or facts.',
        },
      ],
    },
    {
      id: 'conditions-acces',
      heading: 'Eligibility',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The site is reserved for people aged at least {age.min} who have the legal capacity to enter into a contract. By taking part, you declare that you meet these conditions. If we learn that a minor has created an account, the account is closed and its data deleted.',
        },
      ],
    },
    {
      id: 'compte',
      heading: 'Your account',
      blocks: [
        {
          kind: 'list',
          items: [
            'You create your account with a valid email address, which you confirm, and a password of at least 6 characters.',
            'You keep your password confidential and tell us at {operator.email} if you think it has been compromised. Actions taken from your account are presumed to be yours.',
            'An account is personal: it may not be shared, transferred or sold. Do not impersonate anyone.',
            'You can close your account at any time from your profile (‘Supprimer mon compte’, delete my account) or by writing to us; your data is then deleted as described in the privacy policy.',
          ],
        },
      ],
    },
    {
      id: 'pseudonyme',
      heading: 'Taking part under a pseudonym',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can take part in the public chat and start forum topics under a pseudonym, without an account. The pseudonym and a random identifier are kept in your browser only. Your messages remain subject to these terms and to moderation: the pseudonym protects your privacy, it does not exempt you from any rule. Choose a pseudonym that is not misleading about who you are, not offensive and not someone else’s name.',
        },
      ],
    },
    {
      id: 'regles-communaute',
      heading: 'Community rules',
      blocks: [
        { kind: 'paragraph', text: 'The pack is built on kindness. By taking part, you agree to:' },
        {
          kind: 'list',
          items: [
            'Treat every member with respect and kindness, including when you disagree.',
            'Never harass, threaten, intimidate or disparage anyone, in public or in private messages.',
            'Publish no hateful, discriminatory or violent content, in particular on grounds of origin, religion, gender, sexual orientation, disability or health.',
            'Spread no medical misinformation: never present a well-being practice as a treatment, and never discourage anyone from seeing a doctor or following a prescribed treatment.',
            'Respect the privacy of others: publish no personal information or photos of a person without their consent.',
            'Publish no illegal or pornographic content, nor anything that infringes the rights of others (copyright, image rights, trademarks).',
            'Do no commercial canvassing or spam, and no recruiting for cult-like practices or financial schemes.',
            'Not get around a sanction by creating another account or pseudonym.',
          ],
        },
      ],
    },
    {
      id: 'avis-medical',
      heading: 'Content is not medical advice',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Exchanges on {site.name} are experiences shared between members. They are not a diagnosis, medical advice or a prescription, and do not replace care from a health professional. In an emergency, call 112 (15 for medical emergencies in France); if you are in distress or having suicidal thoughts, call 3114, free and open day and night in France.',
        },
      ],
    },
    {
      id: 'messages-prives',
      heading: 'Private messages',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Private and direct messages are visible only to the participants of the conversation. They are not end-to-end encrypted: they are protected in transit and stored by our host. Moderators access them only to handle a report concerning that conversation, or at the request of a competent authority.',
        },
      ],
    },
    {
      id: 'moderation',
      heading: 'Moderation and sanctions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Volunteer moderators from the association make sure these rules are followed. Any member can report content; reports are handled within {times.reportsHours} working hours. Messages in the public chat may also be checked automatically before they are published: a refused message is replaced by “[Message modéré]”.',
        },
        { kind: 'paragraph', text: 'Depending on the seriousness and repetition of the breach, we may, proportionately:' },
        {
          kind: 'list',
          items: [
            'remove content or limit its visibility;',
            'issue a warning;',
            'temporarily restrict some features (posting, private messages);',
            'suspend the account for a set period;',
            'permanently close the account, for serious or repeated breaches.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Each decision is explained to you in a statement of reasons and can be challenged free of charge, following the procedure on the “Digital Services Act (DSA)” page. Manifestly illegal content may be removed without prior warning and reported to the authorities.',
        },
      ],
    },
    {
      id: 'contenus-licence',
      heading: 'Your content and its licence',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You remain the owner of what you publish and you are responsible for it. You guarantee that you hold the rights to it, including to photos and videos.',
        },
        {
          kind: 'paragraph',
          text: 'So that the site can work, you grant {operator.name} a free, non-exclusive, worldwide licence to host, reproduce, technically adapt (formats, sizes) and display your content on the site, to the people you have chosen. This licence ends when you delete the content or your account, except for copies the law requires us to keep and content other members have quoted with credit to you. It allows no resale and no advertising use.',
        },
      ],
    },
    {
      id: 'responsabilite',
      heading: 'Liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The association hosts content published by members without checking it beforehand. It is liable for such content only if, once informed that it is manifestly illegal, it does not act promptly to remove it or disable access to it.',
        },
        {
          kind: 'paragraph',
          text: 'We do our best to keep the site available and safe, but we cannot guarantee an uninterrupted or error-free service. Meetups and events offered by members are the responsibility of their organisers and participants: be careful when meeting someone for the first time and prefer public places.',
        },
      ],
    },
    {
      id: 'modifications',
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these terms, in particular to follow the law or changes to the service. Any significant change is announced on the site at least 15 days before it takes effect. If you refuse it, you can close your account; continuing to use the site means you accept it.',
        },
      ],
    },
    {
      id: 'droit-applicable',
      heading: 'Governing law and disputes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These terms are governed by French law. If you disagree with us, please write first to {operator.email}: we always look for an amicable solution. Moderation decisions can also be referred to a certified out-of-court dispute settlement body. Failing agreement, the French courts have jurisdiction, subject to the protective rules you enjoy as a consumer.',
        },
      ],
    },
  ],
};
