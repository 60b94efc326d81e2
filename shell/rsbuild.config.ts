import { appConfig } from '@mealapp/build-tools/rsbuild-app';
import federation from './module-federation.config';

const api = process.env.API_ORIGIN ?? 'http://localhost:3333';

export default appConfig(federation, 3000, {
  // The page's own template only to name its language (spec: English text); Rsbuild adds the rest.
  html: { template: './index.html', title: 'Meal Planner', meta: { viewport: 'width=device-width, initial-scale=1, viewport-fit=cover', 'theme-color': '#2f7d4f' } },
  output: { assetPrefix: '/' },
  server: {
    historyApiFallback: true,
    proxy: { '/api': api, '/mf-remotes.json': api, '/remotes': api },
  },
});
