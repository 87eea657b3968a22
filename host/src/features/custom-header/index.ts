// A group's own header and footer from the deployment's site configuration (docs/architecture.md).
export { CustomStart, PriceLine } from './CustomHeader';
export { type CustomHeader, customHeaderFor, siteConfig } from './site-config';
