export declare const POINTER: string;
export declare const RELEASE_ID: RegExp;
export interface Pointer {
  release: string;
  releasedAt: string;
  history: string[];
}
export declare function isPointerLocation(location: string): boolean;
export declare function isReleaseId(id: unknown): id is string;
export declare function formatPointer(pointer: { release: string; releasedAt: string; history?: string[] }): string;
export declare function parsePointer(text: string): Pointer;
