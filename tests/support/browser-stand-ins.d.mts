export declare const STAND_IN_ANALYTICS_KEY: string;
export declare const STAND_IN_CHAT_TOKEN: string;
export declare function standInOrigins(appPort: number | string): { analytics: string; chat: string };
export declare function startBrowserStandIns(
  appPort: number | string,
): Promise<{ vars: Record<string, string>; close(): void }>;
