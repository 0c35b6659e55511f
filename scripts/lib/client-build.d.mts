export const root: string;
export function clientBuildReason(): string | null;
export function buildClientIfStale(options?: { log?: (line: string) => void }): boolean;
