/** A `tel:` address from a phone number as people write it ('+254 709 876 500' → 'tel:+254709876500'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
