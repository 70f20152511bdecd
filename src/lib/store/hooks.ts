/** react-redux's hooks for components under StoreProvider. */
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/**
 * The store holds the slices it was given, so its state has no type here: each module passes a selector typed on
 * its own slice (e.g. `(root: { cart: CartState }) => root.cart`).
 */
export const useAppSelector: <Selected>(selector: (root: never) => Selected) => Selected = useSelector;
export const useAppStore = useStore.withTypes<AppStore>();
