import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The menu store as a feature sees it, without app/'s types (app/ composes the features, never the
 * other way): a feature names the slices it reads (`WithStorePage`, `WithThumbsUp`, ...) and reads
 * them through its own selectors. Components dispatch plain events; side effects are listeners.
 */
export type MenuDispatch = Dispatch<UnknownAction>;
export const useMenuDispatch = useDispatch.withTypes<MenuDispatch>();
export const useMenuSelector = useSelector;
