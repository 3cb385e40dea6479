/** The profile editor's query-key factory: every entry starts with ['profile-editor']. */
export const profileEditorKeys = {
  all: ['profile-editor'] as const,
  mine: () => [...profileEditorKeys.all, 'mine'] as const,
  avatarSuggestions: () => [...profileEditorKeys.all, 'avatar-suggestions'] as const,
};
