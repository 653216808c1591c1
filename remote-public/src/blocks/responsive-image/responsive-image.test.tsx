import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SaveDataContext } from 'remote_shared/config';
import { RESPONSIVE, type ImageInfo } from 'remote_shared/content';
import { pictureOf } from './picture';
import { ResponsiveImage, imagePreload } from './responsive-image';

const PLACEHOLDER = 'data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAACQAQCdASoQAAkAAUAmJaQAA3AA/v89WAAAAA==';
const PHOTO: ImageInfo = { width: 1600, height: 900, placeholder: PLACEHOLDER, widths: [320, 640, 960, 1440], formats: ['avif', 'webp', 'jpeg'] };
const SIZES = '(min-width: 1024px) 50vw, 100vw';

const TYPE = { fields: { image_url: { kind: 'image' as const, renditions: RESPONSIVE } } };
/** A record showing `src`, of which the API knows `info` (null: nothing). */
const photo = ({ src = '/uploads/a1b2.jpg', info = PHOTO as ImageInfo | null } = {}) => (
  <ResponsiveImage record={{ image_url: src, ...(info ? { images: { image_url: info } } : {}) }} type={TYPE} sizes={SIZES} alt="The portal" />
);
const sourceOf = (container: HTMLElement, type: string) => container.querySelector(`picture > source[type="${type}"]`);
const candidates = (srcset: string | null | undefined) => (srcset ?? '').split(', ').map((candidate) => candidate.split(' '));

afterEach(() => {
  delete window.__SAVE_DATA__;
  delete (window as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__;
});

test('an upload with renditions is a <picture>: AVIF and WebP at every width, a JPEG fallback, its own size and a blurred preview', () => {
  const { container } = render(photo());
  const image = screen.getByRole('img', { name: 'The portal' });
  expect(image.parentElement?.tagName).toBe('PICTURE');
  expect(candidates(sourceOf(container, 'image/avif')?.getAttribute('srcset'))).toEqual([
    ['/uploads/a1b2-320w.avif', '320w'],
    ['/uploads/a1b2-640w.avif', '640w'],
    ['/uploads/a1b2-960w.avif', '960w'],
    ['/uploads/a1b2-1440w.avif', '1440w'],
  ]);
  expect(sourceOf(container, 'image/webp')?.getAttribute('srcset')).toBe(
    '/uploads/a1b2-320w.webp 320w, /uploads/a1b2-640w.webp 640w, /uploads/a1b2-960w.webp 960w, /uploads/a1b2-1440w.webp 1440w',
  );
  // AVIF first: the browser takes the first source it can show.
  expect([...container.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  for (const source of container.querySelectorAll('source')) expect(source).toHaveAttribute('sizes', SIZES);
  expect(image).toHaveAttribute(
    'srcset',
    '/uploads/a1b2-320w.jpg 320w, /uploads/a1b2-640w.jpg 640w, /uploads/a1b2-960w.jpg 960w, /uploads/a1b2-1440w.jpg 1440w',
  );
  expect(image).toHaveAttribute('sizes', SIZES);
  expect(image).toHaveAttribute('src', '/uploads/a1b2-960w.jpg');
  expect(image).toHaveAttribute('width', '1600');
  expect(image).toHaveAttribute('height', '900');
  expect(image.style.backgroundImage).toBe(`url("${PLACEHOLDER}")`);
});

test('its own dimensions win over the ones reserved for an unknown image', () => {
  render(photo({ info: { ...PHOTO, width: 1200, height: 1600 } }));
  const image = screen.getByRole('img');
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('height', '1600');
});

test('a visitor who saves data is offered nothing wider than 640 px', () => {
  window.__SAVE_DATA__ = true;
  const { container } = render(photo());
  for (const type of ['image/avif', 'image/webp']) {
    expect(candidates(sourceOf(container, type)?.getAttribute('srcset')).map(([, width]) => width)).toEqual(['320w', '640w']);
  }
  const image = screen.getByRole('img');
  expect(image).toHaveAttribute('srcset', '/uploads/a1b2-320w.jpg 320w, /uploads/a1b2-640w.jpg 640w');
  expect(image).toHaveAttribute('src', '/uploads/a1b2-640w.jpg');
});

test('a small original keeps its own width as its largest rendition; a transparent one has a PNG fallback and no preview', () => {
  const { container } = render(photo({ info: { width: 480, height: 480, placeholder: '', widths: [320, 480], formats: ['avif', 'webp', 'png'] } }));
  expect(sourceOf(container, 'image/avif')).toHaveAttribute('srcset', '/uploads/a1b2-320w.avif 320w, /uploads/a1b2-480w.avif 480w');
  const image = screen.getByRole('img');
  expect(image).toHaveAttribute('src', '/uploads/a1b2-480w.png');
  expect(image.style.backgroundImage).toBe('');
});

test('before its renditions exist it is the image itself, with the size reserved for it; an empty field shows nothing', () => {
  const { container, rerender } = render(photo({ info: null }));
  const image = screen.getByRole('img');
  expect(container.querySelector('picture')).toBeNull();
  expect(image).toHaveAttribute('src', '/uploads/a1b2.jpg');
  expect(image).not.toHaveAttribute('srcset');
  expect(image).not.toHaveAttribute('sizes');
  expect(image).toHaveAttribute('width', '1600');
  expect(image).toHaveAttribute('height', '900');
  rerender(<ResponsiveImage record={{ image_url: null }} type={TYPE} sizes={SIZES} alt="" />);
  expect(container).toBeEmptyDOMElement();
});

test('an animated image without renditions keeps its own size and preview', () => {
  render(photo({ src: '/uploads/anim.gif', info: { width: 400, height: 300, placeholder: PLACEHOLDER, widths: [], formats: [] } }));
  const image = screen.getByRole('img');
  expect(image).toHaveAttribute('src', '/uploads/anim.gif');
  expect(image).toHaveAttribute('width', '400');
  expect(image.style.backgroundImage).toContain('data:image/webp');
});

test('renditions of our uploads are fetched from {host} when the API lives on another origin', () => {
  (window as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__ = { apiBaseUrl: 'https://api.example.com' };
  const { container } = render(photo());
  expect(candidates(sourceOf(container, 'image/avif')?.getAttribute('srcset'))[0]).toEqual(['https://api.example.com/uploads/a1b2-320w.avif', '320w']);
  expect(screen.getByRole('img')).toHaveAttribute('src', 'https://api.example.com/uploads/a1b2-960w.jpg');
});

test('a cloud image service address gets the same widths and formats through its URL transformations, never enlarged', () => {
  const src = 'https://res.cloudinary.com/acme/image/upload/v1712/site/portal.jpg';
  const { container } = render(photo({ src, info: null }));
  expect(candidates(sourceOf(container, 'image/avif')?.getAttribute('srcset'))).toEqual(
    [320, 640, 960, 1440].map((width) => [`https://res.cloudinary.com/acme/image/upload/f_avif,w_${width},c_limit/v1712/site/portal.jpg`, `${width}w`]),
  );
  expect(candidates(sourceOf(container, 'image/webp')?.getAttribute('srcset'))[1]).toEqual([
    'https://res.cloudinary.com/acme/image/upload/f_webp,w_640,c_limit/v1712/site/portal.jpg',
    '640w',
  ]);
  const image = screen.getByRole('img');
  expect(image).toHaveAttribute('src', 'https://res.cloudinary.com/acme/image/upload/w_960,c_limit/v1712/site/portal.jpg');
  expect(image).toHaveAttribute('width', '1600');
});

test('a cloud address that already carries transformations, or another host, is left as it is', () => {
  for (const src of ['https://res.cloudinary.com/acme/image/upload/w_500,e_grayscale/portal.jpg', 'https://images.example.com/portal.jpg']) {
    const { container, unmount } = render(photo({ src, info: null }));
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img')).toHaveAttribute('src', src);
    unmount();
  }
});

test('the preload of a largest paint names exactly the first source the picture offers', () => {
  const { container } = render(photo());
  const avif = sourceOf(container, 'image/avif')!;
  const preload = imagePreload(pictureOf('/uploads/a1b2.jpg', PHOTO, RESPONSIVE), SIZES);
  expect(preload).toEqual({ srcSet: avif.getAttribute('srcset'), sizes: avif.getAttribute('sizes'), type: 'image/avif' });
  expect(imagePreload({ src: '/uploads/a.jpg', sources: [] }, SIZES)).toEqual({ href: '/uploads/a.jpg' });
  expect(imagePreload(null, SIZES)).toBeUndefined();
});

describe('rendered on the server, hydrated in the browser', () => {
  const hydrate = (serverSaveData: boolean) => {
    const html = renderToString(<SaveDataContext value={serverSaveData}>{photo()}</SaveDataContext>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    act(() => {
      hydrateRoot(container, photo(), { onRecoverableError: (error) => void errors.push(error) });
    });
    spy.mockRestore();
    return { container, errors };
  };

  test('the page carries the server’s Save-Data decision, so hydration renders the same small candidates', () => {
    window.__SAVE_DATA__ = true;
    const { container, errors } = hydrate(true);
    expect(errors).toEqual([]);
    expect(candidates(sourceOf(container, 'image/avif')?.getAttribute('srcset')).map(([, width]) => width)).toEqual(['320w', '640w']);
  });

  test('without it, hydration would disagree with the server', () => {
    const { errors } = hydrate(true);
    expect(errors).not.toEqual([]);
  });
});
