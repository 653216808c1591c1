export declare const SINGLETONS: string[];
export declare const FOUNDATIONS: string[];
export declare function isSingletonRequest(request: string): boolean;
export declare const GUARDED_SINGLETONS: string[];
export interface SingletonMismatch {
  name: string;
  declared: string;
  provided: string;
}
export declare function singletonMismatches(declared: Record<string, string | undefined>, provided: Record<string, string | undefined>): SingletonMismatch[];
