/** The service worker's address (public/sw.js). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** How long after the page's load the worker is asked for: the page's first seconds are its own. */
export const REGISTER_AFTER_MS = 5000;

const REGISTER = `if('serviceWorker'in navigator)addEventListener('load',function(){setTimeout(function(){navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_PATH)}).catch(function(){})},${REGISTER_AFTER_MS})})`;
// `npm run dev` and `npm run preview` share an address (localhost:3000): what the preview left is
// taken away, or it would answer the pages of a dev server being restarted with "Geen verbinding".
const UNREGISTER = `navigator.serviceWorker&&navigator.serviceWorker.getRegistrations().then(function(r){r.forEach(function(w){w.unregister()})})`;

/**
 * Registers the service worker that shows the site's own page when a visitor has no connection
 * (public/sw.js). A line of script in the page, not a client
 * component: it adds nothing to the JavaScript a page loads.
 */
export function OfflineWorker() {
  const script = process.env.NODE_ENV === 'production' ? REGISTER : UNREGISTER;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
