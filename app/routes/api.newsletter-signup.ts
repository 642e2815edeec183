// POST /api/newsletter-signup {email, recaptchaToken} → {success, message} (spec §7), or the
// footer's form post without JavaScript → 303 back with the message (app/lib/newsletter).
import type { Route } from './+types/api.newsletter-signup';
import { newsletterSignup } from '~/lib/newsletter/signup.server';

export const action = ({ request, context }: Route.ActionArgs) => newsletterSignup(request, context);
