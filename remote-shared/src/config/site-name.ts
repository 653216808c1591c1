/** The company's name (SITE_CONFIG may override it), in one place: the shell shows it before any remote loads. */
export const SITE_NAME = 'Savanna Digital Consult';
