/** Drivers hand back Date objects or strings for timestamps; the API always sends ISO strings. */
export function toIso(value: Date | string): string {
  return new Date(value).toISOString();
}
