// Unit tests render pages in any locale without waiting: every catalogue is there, as the page's
// own would be in the browser (loaded with the page's modules).
import '@/i18n/messages-en';
import '@/i18n/messages-sw';
import '@/i18n/messages-fr';
