/**
 * A wall time in Paris, as a datetime-local field takes it, `days` from now at 18:30. The suite's
 * events come after the seeded ones, which the landing's calendar lists (landing.spec.ts).
 */
export function parisDateTime(days: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
  return `${day}T18:30`;
}
