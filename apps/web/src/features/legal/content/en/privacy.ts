import type { LegalDocumentContent } from '../types';

export const privacy: LegalDocumentContent = {
  summary: 'What data we process, why, for how long, with whom, and how to exercise your rights.',
  intro: [
    {
      kind: 'paragraph',
      text: 'This policy explains how {operator.name} processes your personal data on {site.name}, in accordance with Regulation (EU) 2016/679 (GDPR) and the French Data Protection Act (loi n° 78-17 of 6 January 1978). We collect as little data as possible, we never sell it and we do not advertise.',
    },
  ],
  sections: [
    {
      id: 'responsable',
      heading: 'Data controller',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The data controller is {operator.name}, {operator.legalForm}, with its registered office at {operator.address} (RNA: {operator.registration}). For any question about your data, write to {operator.email}.',
        },
      ],
    },
    {
      id: 'donnees',
      heading: 'Data we process',
      blocks: [],
      subsections: [
        {
          heading: 'Account',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Email address, password (stored only as an irreversible hash), username, display name, preferred language, role, and the dates the account was created and confirmed.',
            },
          ],
        },
        {
          heading: 'Profile',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Whatever you choose to fill in: photo, first name, last name, bio, age, gender, city and country, interests, languages, what you are looking for, relationship status, occupation, education, and your privacy settings. Only the username and age are required.',
            },
          ],
        },
        {
          heading: 'Posts',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Posts, comments, reactions, shares, media, forum topics and replies, public chat messages (including those sent under a pseudonym) and event registrations.',
            },
          ],
        },
        {
          heading: 'Messages',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Content, attachments, date and read status of your private and direct messages, and the list of participants in each conversation. These messages are not end-to-end encrypted.',
            },
          ],
        },
        {
          heading: 'Connection logs',
          blocks: [
            {
              kind: 'paragraph',
              text: 'IP address, browser and device type, dates and times of connection, session identifier, and technical records of refused requests (abuse protection).',
            },
          ],
        },
        {
          heading: 'Reports and correspondence',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Reports sent or received, moderation decisions and complaints, and the messages you send us.',
            },
          ],
        },
        {
          heading: 'Sensitive data',
          blocks: [
            {
              kind: 'paragraph',
              text: 'We never ask for data about your health, opinions or sexual orientation. If you choose to share such data in a public space, you make it public yourself: think before you post. The optional information of the dating area is processed only with your explicit consent, which you can withdraw at any time by deleting it.',
            },
          ],
        },
      ],
    },
    {
      id: 'finalites',
      heading: 'Purposes and legal bases',
      blocks: [
        {
          kind: 'table',
          caption: 'Why we process your data, and on which legal basis (Article 6 GDPR)',
          headers: ['Purpose', 'Legal basis'],
          rows: [
            ['Create and manage your account, sign you in, send confirmation and reset emails', 'Performance of a contract (Art. 6(1)(b)): the terms of service'],
            ['Display your profile and posts, deliver your messages, manage your event registrations', 'Performance of a contract (Art. 6(1)(b))'],
            ['Taking part in the chat and forum under a pseudonym', 'Legitimate interest (Art. 6(1)(f)): allowing participation without an account'],
            ['Moderate content, handle reports and complaints', 'Legal obligation (Art. 6(1)(c)): LCEN and Regulation (EU) 2022/2065; legitimate interest in protecting the community (Art. 6(1)(f))'],
            ['Secure the site, prevent abuse and keep connection data', 'Legal obligation (Art. 6(1)(c)) and legitimate interest (Art. 6(1)(f))'],
            ['Answer your requests and the exercise of your rights', 'Legal obligation (Art. 6(1)(c)) and legitimate interest (Art. 6(1)(f))'],
            ['Optional information of the dating area', 'Explicit consent (Art. 6(1)(a) and 9(2)(a))'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do no advertising, no audience measurement and no commercial profiling. No decision with legal effects on you is based solely on automated processing: an automatic filter may hold back a public chat message, but any challenge is reviewed by a person.',
        },
      ],
    },
    {
      id: 'conservation',
      heading: 'Retention periods',
      blocks: [
        {
          kind: 'table',
          caption: 'How long we keep your data',
          headers: ['Data', 'Period'],
          rows: [
            ['Account and profile', 'While the account is open; deleted within 30 days after it is closed. An account inactive for 3 years is deleted after a warning email.'],
            ['Posts, comments, forum topics', 'Until you delete them; when you close your account they stay visible without your name, signed “Utilisateur supprimé” (deleted user)'],
            ['Chat messages sent under a pseudonym', '1 year after they are sent'],
            ['Private and direct messages', 'Until you close your account; your messages are then deleted from the conversations'],
            ['Connection logs (IP address, dates)', '1 year, as required by French decree no. 2021-1362 of 20 October 2021'],
            ['Session cookie', '30 days, extended while you use the site'],
            ['Confirmation and reset links', '24 hours for confirmation, 1 hour for password reset'],
            ['Reports and moderation decisions', '1 year after the decision, or until the end of a dispute'],
            ['Correspondence with the association and rights requests', '3 years after the last exchange'],
          ],
        },
      ],
    },
    {
      id: 'destinataires',
      heading: 'Recipients',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your data is never sold, rented or transferred for commercial purposes. Access is limited, each for their own part, to:',
        },
        {
          kind: 'list',
          items: [
            'authorised members of the association (administrators, moderators), within the limits of their tasks;',
            'our processors, bound by a contract complying with Article 28 GDPR: the host {host.name}, which stores the site and its data, and the email provider, which delivers confirmation and reset emails;',
            'administrative or judicial authorities, only upon a request based on the law;',
            'other members and visitors, for what you choose to make visible (public profile, posts, chat messages).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We favour providers established in the European Union. Should a transfer outside the Union become necessary, it would be covered by an adequacy decision or by the European Commission’s standard contractual clauses.',
        },
      ],
    },
    {
      id: 'securite',
      heading: 'Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Exchanges with the site are encrypted (HTTPS), passwords are hashed, the session cookie cannot be read by scripts, sign-in attempts are rate-limited and access to data is restricted to authorised people. Private messages are not end-to-end encrypted: moderators may access them, only to handle a report.',
        },
      ],
    },
    {
      id: 'droits',
      heading: 'Your rights',
      blocks: [
        { kind: 'paragraph', text: 'You have the following rights over your data at any time:' },
        {
          kind: 'list',
          items: [
            'right of access: know what data we hold and get a copy of it;',
            'right to rectification: correct inaccurate or incomplete data;',
            'right to erasure: have your data deleted;',
            'right to restriction: temporarily freeze processing, for example while a challenge is checked;',
            'right to data portability: receive the data you gave us in a structured, machine-readable format;',
            'right to object: object to processing based on our legitimate interest;',
            'right to withdraw your consent, without affecting processing already carried out;',
            'right to give instructions about what happens to your data after your death.',
          ],
        },
      ],
    },
    {
      id: 'exercer-droits',
      heading: 'How to exercise your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Write to {operator.email} from your account’s email address, stating which right you are exercising. If we have reasonable doubts about your identity, we may ask for additional information, never an identity document by default. It is free of charge.',
        },
        {
          kind: 'paragraph',
          text: 'We answer within one month of receiving your request. This period may be extended by two months if the request is complex; we then tell you so within the first month, explaining why.',
        },
        {
          kind: 'paragraph',
          text: 'If you believe your rights are not respected, you can lodge a complaint with the French data protection authority, the Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France, or online at https://www.cnil.fr.',
        },
      ],
    },
    {
      id: 'age-minimum',
      heading: 'Minimum age',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The site is reserved for people aged at least {age.min}. We do not knowingly collect data about minors; if it happens, the account concerned is closed and its data deleted.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We only use strictly necessary cookies and local storage: no advertising or audience-measurement trackers. The details are in the cookie policy.',
        },
      ],
    },
    {
      id: 'modifications',
      heading: 'Changes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We will update this policy if our processing changes; the date of the last update is shown at the top of the page. Any significant change will be announced on the site or by email.',
        },
      ],
    },
  ],
};
