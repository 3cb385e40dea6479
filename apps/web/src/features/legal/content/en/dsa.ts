import type { LegalDocumentContent } from '../types';

export const dsa: LegalDocumentContent = {
  summary: 'How to report illegal content, how we moderate and how to challenge a decision, under Regulation (EU) 2022/2065.',
  intro: [
    {
      kind: 'paragraph',
      text: '{site.name} hosts content published by its members: {operator.name} is therefore a provider of hosting and online platform services within the meaning of Regulation (EU) 2022/2065 on digital services (“DSA”). This page describes how we apply that regulation. As a small association, some obligations specific to platforms do not apply to us (Article 19); we have nevertheless chosen to apply the safeguards below to all our users.',
    },
  ],
  sections: [
    {
      id: 'point-de-contact',
      heading: 'Single point of contact',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our single point of contact, both for the authorities of the Member States, the European Commission and the European Board for Digital Services (Article 11) and for users of the service (Article 12), is {operator.email}. You can write to us in French, English or Spanish.',
        },
        {
          kind: 'list',
          items: [
            'We acknowledge every message within {times.contactHours} hours.',
            'We give a substantive answer to any request under the DSA within {times.dsaReplyDays} working days.',
            'You deal with people, not with an automated system.',
          ],
        },
      ],
    },
    {
      id: 'signaler',
      heading: 'Reporting illegal content',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Anyone, member or not, can report content they consider illegal (Article 16), using the report feature where it is offered next to the content, or by writing to {operator.email} with the subject “DSA report”. So that we can act, your notice must contain:',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'a sufficiently substantiated explanation of why you consider the content to be illegal;',
            'the exact location of the content (its link) and, where needed, any information helping to find it (channel, date, pseudonym);',
            'your name and email address, unless the notice concerns offences related to child sexual abuse;',
            'a statement confirming your good-faith belief that the information and allegations it contains are accurate and complete.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We acknowledge receipt of your notice without delay, then inform you of the decision taken and the available redress. Reports are handled within {times.reportsHours} working hours, with priority for those concerning someone’s safety.',
        },
        {
          kind: 'paragraph',
          text: 'If content suggests a threat to the life or safety of a person, we inform the competent authorities without delay (Article 18). In immediate danger, call 112. You can also report illegal content to the French authorities on the PHAROS platform: https://www.internet-signalement.gouv.fr.',
        },
      ],
    },
    {
      id: 'moderation',
      heading: 'How we moderate',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every report is reviewed by a volunteer moderator of the association, against the law and the terms of service. Messages in the public chat may also be checked automatically before publication; a refused message is replaced by “[Message modéré]”. No sanction against an account is decided by an automated system alone.',
        },
        { kind: 'paragraph', text: 'The possible measures, applied proportionately, are:' },
        {
          kind: 'list',
          items: [
            'removing content or restricting its visibility;',
            'a warning;',
            'temporarily limiting some features;',
            'temporarily suspending the account;',
            'permanently closing the account.',
          ],
        },
      ],
    },
    {
      id: 'expose-des-motifs',
      heading: 'Statement of reasons',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When we restrict your content or your account, we send you a clear and specific statement of reasons (Article 17) as soon as the measure is taken. It states:',
        },
        {
          kind: 'list',
          items: [
            'the measure taken, its scope and, where relevant, its duration;',
            'the facts and circumstances it relies on, including whether it follows a notice;',
            'whether automated means were used to detect it or decide on it;',
            'the legal ground or the clause of the terms of service concerned;',
            'the redress available to you.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We cannot send a statement of reasons when we have no way of reaching you, for example for a message published under a pseudonym without an account.',
        },
      ],
    },
    {
      id: 'reclamations',
      heading: 'Challenging a decision',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can challenge a moderation decision, or our decision not to act on your notice, free of charge, for six months after being informed of it (Article 20). Write to {operator.email} with the subject “Complaint”, explaining why the decision should be reviewed.',
        },
        {
          kind: 'paragraph',
          text: 'Your complaint is reviewed by someone other than the person who took the initial decision, and never by an automated system alone. We answer within {times.dsaReplyDays} working days; if the complaint is justified, the measure is lifted without delay.',
        },
      ],
    },
    {
      id: 'reglement-extrajudiciaire',
      heading: 'Out-of-court dispute settlement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are not satisfied with our answer, you can refer the matter to a certified out-of-court dispute settlement body (Article 21). In France, the list of certified bodies is kept by Arcom, the Digital Services Coordinator: https://www.arcom.fr. We take part in these procedures in good faith. In all cases you keep the right to go to court, and you can lodge a complaint with Arcom (Article 53).',
        },
      ],
    },
    {
      id: 'signaleurs-de-confiance',
      heading: 'Trusted flaggers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Notices from trusted flaggers designated by Arcom or by the coordinator of another Member State, within their field of expertise, are handled with priority and without undue delay (Article 22). They can write to {operator.email}, stating their status.',
        },
      ],
    },
    {
      id: 'messages-prives',
      heading: 'Private and direct messages',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Private and direct messages are not end-to-end encrypted. They are protected in transit (HTTPS) and stored by our host. Moderators may access them only to handle a report concerning the conversation in question, limited to the messages needed, or to answer a request from a competent authority. They never access them for any other reason.',
        },
      ],
    },
    {
      id: 'abus',
      heading: 'Protection against misuse',
      blocks: [
        {
          kind: 'paragraph',
          text: 'After a prior warning, we may suspend for a reasonable period an account that frequently publishes manifestly illegal content, or the processing of notices from someone who frequently submits manifestly unfounded notices (Article 23).',
        },
      ],
    },
    {
      id: 'mineurs',
      heading: 'Protection of minors',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The service is reserved for people aged at least {age.min}. We show no advertising, targeted or otherwise, and use no recommender system based on profiling for commercial purposes.',
        },
      ],
    },
  ],
};
