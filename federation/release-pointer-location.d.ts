export declare const POINTER: string;
export declare function isPointerLocation(location: string): boolean;
