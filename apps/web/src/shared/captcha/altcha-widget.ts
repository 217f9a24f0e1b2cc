// Loaded on demand, only when the server asks for a captcha. The "external" build keeps styles and
// workers out of inline code, so the strict CSP (script and style from 'self' only) holds: the CSS
// is bundled as a file and the proof of work runs in same-origin workers built by Vite.
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/en';
import 'altcha/i18n/it';
import 'altcha/i18n/de';
import 'altcha/i18n/fr-fr';
import 'altcha/i18n/es-es';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

// GET /inc/captcha answers an altcha-lib challenge (PBKDF2/SHA-256); the SHA family is registered
// too, so a server configured with another of the bundled algorithms keeps working.
for (const size of ['256', '384', '512']) {
  globalThis.$altcha.algorithms.set(`PBKDF2/SHA-${size}`, () => new Pbkdf2Worker());
  globalThis.$altcha.algorithms.set(`SHA-${size}`, () => new ShaWorker());
}
