export declare const SINGLETONS: string[];
export declare const FOUNDATIONS: string[];
export declare function isSingletonRequest(request: string): boolean;
