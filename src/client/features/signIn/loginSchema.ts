/**
 * The shared `loginBody` schema (src/shared/auth/auth.schemas.ts) as a lazy chunk of the sign-in
 * page, with zod's configuration first (app/zodJitless.ts): zod is not part of the page's initial
 * JavaScript (DESIGN §7 budgets), and the configuration comes with it.
 */
import '../../app/zodJitless';

export { loginBody } from '../../../shared/auth/auth.schemas';
