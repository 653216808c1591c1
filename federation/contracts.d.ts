export declare const CONTRACT: 'contract.json';
export interface Contract {
  name: string;
  version: string;
  api: string | null;
  exposes: Record<string, string[]>;
  needs: Record<string, Record<string, string[]>>;
}
export interface ContractGap {
  module: string;
  name: string | null;
}
export declare function contractGaps(needs: Contract['needs'] | undefined, exposes: Contract['exposes'] | undefined): ContractGap[];
export declare function describeGaps(gaps: ContractGap[]): string;
/** What a consumer built for an older shell expects of the shell that this one no longer gives, in words, or null. */
export declare function hostGap(contract: Pick<Contract, 'name' | 'needs'>): string | null;
