import { CONTENT_TYPES, ICON_RENDITIONS, RESPONSIVE, type ImageInfo } from 'contracts';
import { declaredRenditions, forField, renditionWidths } from './renditions';

test('an image is never enlarged: its own width replaces the declared widths above it', () => {
  const widths = [320, 640, 960, 1440];
  expect(renditionWidths(1600, widths)).toEqual([320, 640, 960, 1440]);
  expect(renditionWidths(1440, widths)).toEqual([320, 640, 960, 1440]);
  expect(renditionWidths(1000, widths)).toEqual([320, 640, 960, 1000]);
  expect(renditionWidths(480, widths)).toEqual([320, 480]);
  expect(renditionWidths(200, widths)).toEqual([200]);
});

test('every upload is made in all the widths and encodings the declarations ask for', () => {
  expect(declaredRenditions(CONTENT_TYPES)).toEqual({ widths: [320, 640, 960, 1440], formats: ['avif', 'webp', 'fallback'] });
  expect(declaredRenditions([{ fields: { title: { kind: 'text' } } }])).toEqual({ widths: [], formats: [] });
});

test('a field shows the renditions up to its own largest width, at least the smallest one made', () => {
  const made: ImageInfo = { width: 1600, height: 900, placeholder: '', widths: [320, 640, 960, 1440], formats: ['avif', 'webp', 'jpeg'] };
  expect(forField(made, RESPONSIVE)).toEqual(made);
  expect(forField(made, ICON_RENDITIONS).widths).toEqual([320]);
  expect(forField({ ...made, widths: [256] }, ICON_RENDITIONS).widths).toEqual([256]);
  expect(forField(made, [{ width: 320, formats: ['webp', 'fallback'] }]).formats).toEqual(['webp', 'jpeg']);
});
