// Helpers the API and the page server share that are no contract of the browsers' (those are in
// contracts/): content negotiation and the CSP nonce pool.
export * from './accept-encoding';
export * from './nonce-pool';
