import { useDispatch, useSelector } from 'react-redux';
import type { UnknownAction } from 'redux';
import type { ThunkDispatch } from 'redux-thunk';

/**
 * The menu store as a feature sees it, without app/'s types (app/ composes the features, never the
 * other way): a feature names the slices it reads (`WithStorePage`, `WithThumbsUp`, ...) and reads
 * them through its own selectors.
 */
export type MenuDispatch<State = unknown> = ThunkDispatch<State, unknown, UnknownAction>;
export const useMenuDispatch = useDispatch.withTypes<MenuDispatch>();
export const useMenuSelector = useSelector;
