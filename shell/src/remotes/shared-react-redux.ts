/**
 * React Redux as the feature apps share it: the provider and the hooks, without `connect` (the
 * class-era API, and most of the package). A name an app imports that is missing here fails
 * shared-modules.spec.ts.
 */
export { Provider, ReactReduxContext, shallowEqual, useDispatch, useSelector, useStore } from 'react-redux';
