// Unit tests render the back office in any language without waiting: every catalogue is registered.
import fr from '@/messages/fr.json';
import sw from '@/messages/sw.json';
import { addAdminCatalogue } from './catalogues';

addAdminCatalogue('sw', sw);
addAdminCatalogue('fr', fr);
