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
