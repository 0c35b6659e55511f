export const serverBundle: string;
export function serverBuildReason(): string | null;
export function buildServer(): Promise<boolean>;
export function buildServerIfStale(options?: { log?: (line: string) => void }): Promise<boolean>;
