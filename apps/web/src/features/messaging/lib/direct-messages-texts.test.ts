import { describe, expect, it } from 'vitest';

// Read through Vite's glob rather than an import: features may not import across folders.
const [fr] = Object.values(import.meta.glob<Record<string, string>>('../../../locales/fr.json', { eager: true, import: 'default' }));

function translate(key: string, values: Record<string, string | number> = {}): string {
  const text = fr?.[key];
  if (text === undefined) throw new Error(`missing key ${key}`);
  return Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text);
}

describe('/direct-messages texts required word for word by the SPEC (French interface)', () => {
  it.each([
    ['pages.directMessages.title', 'Messages'],
    ['directMessages.search', 'Rechercher une conversation...'],
    ['conversation.unknownUser', 'Utilisateur'],
    ['directMessages.empty.title', 'Aucune conversation'],
    ['directMessages.empty.text', 'Commencez une nouvelle conversation'],
    ['directMessages.none.title', 'Sélectionnez une conversation'],
    ['directMessages.none.text', 'Choisissez une conversation existante ou démarrez-en une nouvelle'],
    ['conversation.online', 'En ligne'],
    ['conversation.offline', 'Hors ligne'],
    ['conversation.composer.placeholder', 'Tapez votre message...'],
    ['common.error', 'Erreur'],
    ['conversation.toast.loadConversations', 'Impossible de charger les conversations'],
    ['conversation.toast.loadMessages', 'Impossible de charger les messages'],
    ['conversation.toast.send', "Impossible d'envoyer le message"],
    ['conversation.toast.create', 'Impossible de créer la conversation'],
  ])('%s', (key, text) => {
    expect(translate(key)).toBe(text);
  });

  it('writes who is typing', () => {
    expect(translate('conversation.typing', { name: 'Louve' })).toBe("Louve est en train d'écrire…");
  });

  it('counts unread messages in the singular and the plural', () => {
    expect(translate('conversation.unread_one', { count: 1 })).toBe('1 message non lu');
    expect(translate('conversation.unread_other', { count: 2 })).toBe('2 messages non lus');
  });
});
