export { registerServiceWorker, registerServiceWorkerWhenIdle, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './register-worker';
