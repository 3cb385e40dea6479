export const serverLaunchArgs: string[];
export function buildServer(): Promise<void>;
