// Exposed as `remote_public/messages/sw` (see catalogues.ts): registers itself in catalogue-store.ts;
// the shell and the page server call `load` with the namespaces the page's modules name before they render it.
import messages, { namespaces } from '@/messages/sw.json?split';
import { addCatalogue, loadRegisteredNamespaces } from './catalogue-store';

addCatalogue('sw', messages, namespaces);

export const load = (names: readonly string[]) => loadRegisteredNamespaces('sw', names);
export default messages;
