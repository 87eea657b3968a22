import { useDispatch, useSelector } from 'react-redux';
import type { AccountDispatch, AccountState } from './store';

export const useAccountDispatch = useDispatch.withTypes<AccountDispatch>();
export const useAccountSelector = useSelector.withTypes<AccountState>();
