import type { LegalDocumentContent } from '../types';

export const mentions: LegalDocumentContent = {
  summary: 'Who publishes and hosts the site, how to reach us and who is responsible for publication.',
  intro: [
    {
      kind: 'paragraph',
      text: 'In accordance with French law no. 2004-575 of 21 June 2004 on confidence in the digital economy (LCEN), here is the information identifying the publisher and the host of {site.name}, available at {site.url}.',
    },
  ],
  sections: [
    {
      id: 'editeur',
      heading: 'Publisher',
      blocks: [
        {
          kind: 'paragraph',
          text: '{site.name} is published by {operator.name}, {operator.legalForm}, a non-profit association governed by the French law of 1 July 1901 and the decree of 16 August 1901.',
        },
        {
          kind: 'list',
          items: [
            'Registered office: {operator.address}',
            'RNA number (French national register of associations): {operator.registration}',
            'Email: {operator.email}',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The association has no share capital. The site is entirely free: it is funded only by voluntary donations from its members and supporters.',
        },
      ],
    },
    {
      id: 'directeur-publication',
      heading: 'Publication director',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The publication director is {operator.publicationDirector}, as legal representative of the association. You can write to them at {operator.email}.',
        },
      ],
    },
    {
      id: 'hebergeur',
      heading: 'Host',
      blocks: [
        { kind: 'paragraph', text: 'The site and its data are hosted by:' },
        { kind: 'list', items: ['{host.name}', 'Address: {host.address}', 'Website: {host.website}'] },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For any question about the site, write to {operator.email}. We answer every message within {times.contactHours} hours.',
        },
        {
          kind: 'paragraph',
          text: 'To report illegal content or challenge a moderation decision, follow the procedure described on the “Digital Services Act (DSA)” page.',
        },
      ],
    },
    {
      id: 'propriete-intellectuelle',
      heading: 'Intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The name {site.name}, the logo, the visual identity and the texts written by the association are protected by the French Intellectual Property Code. Any reproduction or reuse beyond private use requires the prior consent of the association.',
        },
        {
          kind: 'paragraph',
          text: 'Content published by members (messages, posts, photos) remains the property of its authors. The terms under which it is displayed on the site are set out in the terms of service.',
        },
        {
          kind: 'paragraph',
          text: 'The source code of the software is published under a free licence; its reuse is governed by that licence, which is separate from the terms covering the content of the site.',
        },
      ],
    },
    {
      id: 'donnees-personnelles',
      heading: 'Personal data and cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: '{operator.name} is the controller of the personal data processed on the site. The privacy policy describes the data collected, its purposes, how long it is kept and how to exercise your rights. The site only uses cookies that are strictly necessary for it to work, listed in the cookie policy.',
        },
      ],
    },
    {
      id: 'avertissement-sante',
      heading: 'Notice on well-being content',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Content published on {site.name} consists of experiences shared between members. It is not medical advice and does not replace a consultation with a health professional. Moderation removes medical misinformation. In an emergency, call 112 (15 for medical emergencies in France); if you are in distress or having suicidal thoughts, the French line 3114 answers day and night, free of charge.',
        },
      ],
    },
    {
      id: 'droit-applicable',
      heading: 'Governing law',
      blocks: [{ kind: 'paragraph', text: 'This legal notice is governed by French law.' }],
    },
  ],
};
