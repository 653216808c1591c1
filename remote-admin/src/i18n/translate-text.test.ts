import { setChosenLanguage, t, translateText } from '@/i18n';

afterEach(() => setChosenLanguage(null));

test('a text from outside is shown in the chosen language, its numbers read back from it', () => {
  setChosenLanguage('fr');
  expect(translateText('Permission denied: your role does not allow this action.')).toBe('Autorisation refusée : votre rôle ne permet pas cette action.');
  expect(t('ui.showing', { from: 1, to: 10, total: 42 })).toBe('Affichage de 1 à 10 sur 42 entrées');
  setChosenLanguage('sw');
  expect(translateText('Users')).toBe('Watumiaji');
  // A text the catalogue does not hold stays as it came.
  expect(translateText('Something the server said')).toBe('Something the server said');
});

test('English texts stay exactly as they are', () => {
  setChosenLanguage('en');
  expect(translateText('Users')).toBe('Users');
  expect(t('common.loading')).toBe('Loading...');
});

test('a known text inside a message is translated with it', () => {
  setChosenLanguage('fr');
  expect(translateText('Users must be at most 200 characters')).toBe('Utilisateurs doit contenir au plus 200 caractères');
});
