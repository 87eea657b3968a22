declare const __OWA_BUILD_ID__: string;
declare const __OWA_CONTRACT_RANGE__: string;
