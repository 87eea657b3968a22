import type { ComponentType } from 'react';
import { BehaviorSubject } from 'rxjs';

/**
 * The header's parts that need the store and its group (back, logo, group links, Locations, a
 * group's own header) arrive with them, after the route's first paint; until then the header
 * shows its basic row. The eager bundle holds only this slot.
 */
export const fullHeader$ = new BehaviorSubject<ComponentType | null>(null);
