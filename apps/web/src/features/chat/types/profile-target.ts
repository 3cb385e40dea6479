/** A member whose profile a chat name or avatar opens; the route shows the profile (app/routes/chat.tsx). */
export type ProfileTarget = { userId: string; name: string };
