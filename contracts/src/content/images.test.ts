import { renditionPath } from './images';

test('a rendition lives beside its image, named by width and encoding', () => {
  expect(renditionPath('/uploads/a1b2.jpg', 640, 'avif')).toBe('/uploads/a1b2-640w.avif');
  expect(renditionPath('/uploads/demo/slide-1.webp', 320, 'jpeg')).toBe('/uploads/demo/slide-1-320w.jpg');
  expect(renditionPath('/uploads/noext', 960, 'png')).toBe('/uploads/noext-960w.png');
});
