import { appConfig } from '@mealapp/build-tools/rsbuild-app';
import federation from './module-federation.config';

export default appConfig(federation, 3104);
