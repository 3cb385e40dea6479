import type { LegalDocumentContent } from '../types';

export const cookies: LegalDocumentContent = {
  summary: 'The only cookies and local data we use are those without which the site would not work.',
  intro: [
    {
      kind: 'paragraph',
      text: 'A cookie is a small file stored by your browser; local storage is a similar space, specific to each site. {site.name} only uses trackers that are strictly necessary for the service you ask for. Under Article 82 of the French Data Protection Act, they do not require your consent: that is why no banner asks for it.',
    },
  ],
  sections: [
    {
      id: 'traceurs-utilises',
      heading: 'The trackers we use',
      blocks: [
        {
          kind: 'table',
          codeFirstColumn: true,
          caption: 'Cookies and data stored in your browser',
          headers: ['Name', 'Type', 'Purpose', 'Duration'],
          rows: [
            [
              'la-meute.session_token',
              'HttpOnly cookie, SameSite=Lax (prefixed __Secure- over HTTPS)',
              'Keep you securely signed in to your account. Scripts on the page cannot read it.',
              '30 days, extended while you use the site; deleted when you sign out',
            ],
            [
              '{storage.language}',
              'Local storage',
              'Remember the interface language you chose.',
              'Until you clear the site’s data',
            ],
            [
              '{storage.anonymous}',
              'Local storage',
              'Keep your pseudonym and a random identifier so you can take part in the chat and forum without an account.',
              'Until you sign in to an account or clear the site’s data',
            ],
            [
              'pwa_install_dismissed',
              'Local storage',
              'Remember your answer to the app install banner, so it is not offered again.',
              'Until you clear the site’s data',
            ],
            [
              'App cache',
              'Service worker cache',
              'Store the site’s files on your device for fast loading and offline use. It contains no data about your browsing.',
              'Replaced with each new version of the site',
            ],
          ],
        },
      ],
    },
    {
      id: 'aucun-suivi',
      heading: 'No advertising, no audience measurement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use no advertising cookies, no audience-measurement tools and no social-network plug-ins. Links to our social networks are plain links: no third-party content is loaded until you click them. No browsing data is passed on to third parties.',
        },
        {
          kind: 'paragraph',
          text: 'Should we ever use a non-essential tracker, we would first ask for your consent, which you could refuse as easily as give, and this policy would be updated.',
        },
      ],
    },
    {
      id: 'gerer',
      heading: 'Managing or deleting this data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can delete the site’s cookies and data at any time from your browser settings (under “Privacy” or “Site data”). Deleting the session cookie signs you out; clearing local storage restores the default language and forgets your pseudonym. Blocking these trackers prevents signing in to your account, but you can still read the public pages.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For any question about cookies or your data, write to {operator.email}. The privacy policy details your rights and how to exercise them.',
        },
      ],
    },
  ],
};
