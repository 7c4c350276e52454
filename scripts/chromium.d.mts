export declare function findChromium(): string | undefined;
export declare function requireChromium(): string;
export declare const CHROMIUM_ARGS: string[];
export declare const PLAYWRIGHT_DISABLED_FEATURES: string[];
