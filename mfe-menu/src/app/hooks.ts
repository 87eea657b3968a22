import { useDispatch, useSelector } from 'react-redux';
import type { MenuDispatch, MenuState } from './store';

export const useMenuDispatch = useDispatch.withTypes<MenuDispatch>();
export const useMenuSelector = useSelector.withTypes<MenuState>();
