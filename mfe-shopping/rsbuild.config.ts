import { featureAppConfig } from '@mealapp/build-tools/rsbuild-app';
import federation from './module-federation.config';

export default featureAppConfig(federation, 3102);
