import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The account store as a feature sees it, without app/'s types (app/ composes the features, never
 * the other way): dispatch takes actions (and thunks), and each feature reads its state through its
 * own selectors, typed by the slices they name (`WithCustomer`, `WithLoyalty`, ...).
 */
export const useAccountDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
export const useAccountSelector = useSelector;
