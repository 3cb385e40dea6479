import { AUTOPILOT_ACTIONS, AUTOPILOT_PRIORITIES } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';

// Read through Vite's glob rather than an import: features may not import across folders.
const locales = import.meta.glob<Record<string, string>>('../../../locales/*.json', { eager: true, import: 'default' });

describe('AI control texts', () => {
  // SPEC §8 AutoPilot toasts, kept in English in every language as the SPEC writes them.
  it.each(Object.entries(locales))('%s keeps the SPEC toasts word for word', (_, texts) => {
    expect(texts['aiControl.toast.success']).toBe('AI AutoPilot Activated');
    expect(texts['aiControl.toast.error']).toBe('Error');
    expect(texts['aiControl.toast.failed']).toBe('Failed to run AI AutoPilot');
  });

  it.each(Object.entries(locales))('%s names every action and priority a log can show', (_, texts) => {
    for (const action of AUTOPILOT_ACTIONS) expect(texts[`aiControl.action.${action}`], action).toBeTruthy();
    for (const priority of AUTOPILOT_PRIORITIES) expect(texts[`aiControl.priority.${priority}`], priority).toBeTruthy();
  });

  it('the French refusal is the one the issue asks for', () => {
    const fr = Object.entries(locales).find(([path]) => path.endsWith('fr.json'))![1];
    expect(fr['errors.auth.admins_only']).toBe('Accès réservé aux administrateurs');
  });
});
