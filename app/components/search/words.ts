// The header search's words in the page's language (the root loader hands them over): the box's
// and its suggestions panel's.
import type { Messages } from '~/lib/i18n/messages/types';

export type SearchWords = Messages['search']['box'];
