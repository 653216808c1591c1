// Exposed as `remote_public/messages/fr` (see catalogues.ts): the shell and the page server call
// `load` with the namespaces the page's modules name before they render it.
import messages, { namespaces } from '@/messages/fr.json?split';
import { addCatalogue, loadNamespaces } from './catalogues';

addCatalogue('fr', messages, namespaces);

export const load = (names: readonly string[]) => loadNamespaces('fr', names);
export default messages;
