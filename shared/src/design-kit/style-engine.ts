/**
 * The design kit's style engine without its components: Chakra's styled system with the theme, its
 * styled-element factory, and the page's emotion cache. The host evaluates it a task ahead of the
 * kit (host/src/index.ts): the kit's evaluation was one task of ~25 ms on a fast CPU, ~100 ms on a
 * phone, and is two now, between which a tap can be answered. The modules are the kit's own, so the
 * kit then finds them evaluated.
 */
export { chakra } from '@chakra-ui/react';
export { pageStyleCache } from './page-style-cache';
export { brandSystem } from './system';
