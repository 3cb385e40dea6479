import { AUTOPILOT_ACTIONS, AUTOPILOT_PRIORITIES } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';

// Read through Vite's glob rather than an import: features may not import across folders.
const locales = import.meta.glob<Record<string, string>>('../../../locales/*.json', { eager: true, import: 'default' });

describe('AI control texts', () => {
  // SPEC §8 writes the AutoPilot toasts in English: the English interface's words, which French
  // and Spanish translate (the product name stays).
  it.each([
    ['en.json', 'AI AutoPilot Activated', 'Error', 'Failed to run AI AutoPilot'],
    ['fr.json', 'AI AutoPilot activé', 'Erreur', 'Impossible de lancer AI AutoPilot'],
    ['es.json', 'AI AutoPilot activado', 'Error', 'No se pudo ejecutar AI AutoPilot'],
  ])('%s says the SPEC toasts in its language', (file, success, error, failed) => {
    const texts = Object.entries(locales).find(([path]) => path.endsWith(file))?.[1];
    expect(texts?.['aiControl.toast.success']).toBe(success);
    expect(texts?.['aiControl.toast.error']).toBe(error);
    expect(texts?.['aiControl.toast.failed']).toBe(failed);
  });

  it.each(Object.entries(locales))('%s names every action and priority a log can show', (_, texts) => {
    for (const action of AUTOPILOT_ACTIONS) expect(texts[`aiControl.action.${action}`], action).toBeTruthy();
    for (const priority of AUTOPILOT_PRIORITIES) expect(texts[`aiControl.priority.${priority}`], priority).toBeTruthy();
  });

  it('the French refusal is the one the product asks for', () => {
    const fr = Object.entries(locales).find(([path]) => path.endsWith('fr.json'))![1];
    expect(fr['errors.auth.admins_only']).toBe('Accès réservé aux administrateurs');
  });
});
