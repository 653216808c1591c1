// Unit tests render the back office in any language without waiting: every catalogue is registered.
import fr from '@/messages/fr.json';
import sw from '@/messages/sw.json';
import { addAdminCatalogue } from './catalogues';
import { setChosenLanguage } from './locale';

addAdminCatalogue('sw', sw);
addAdminCatalogue('fr', fr);

// Each test starts in the browser's language (English under jsdom), whatever the last one chose.
afterEach(() => setChosenLanguage(null));
