export const SERVICE_WORKER_PATH = '/sw.js';

/** How long after the page's load the worker is asked for: the page's first seconds are its own. */
export const REGISTER_AFTER_MS = 5000;

const REGISTER = `if('serviceWorker'in navigator)addEventListener('load',function(){setTimeout(function(){navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_PATH)}).catch(function(){})},${REGISTER_AFTER_MS})})`;
// Dev and preview share localhost:3000: the preview's worker would answer dev pages as offline.
const UNREGISTER = `navigator.serviceWorker&&navigator.serviceWorker.getRegistrations().then(function(r){r.forEach(function(w){w.unregister()})})`;

/** An inline script, not a client component: it adds nothing to the page's JavaScript. */
export function OfflineWorker() {
  const script = process.env.NODE_ENV === 'production' ? REGISTER : UNREGISTER;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
