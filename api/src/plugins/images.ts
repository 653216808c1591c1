import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { responsiveFields, type AnyContentType, type Field, type ImageInfo, type Rendition } from 'contracts';
import { declaredRenditions, forField, makeRenditions } from '../lib/renditions';
import { imagesRepository } from '../repositories/images';

export interface Images {
  /**
   * Makes the renditions of a stored upload (`/uploads/<name>`) and records them. Never rejects:
   * an image whose renditions fail is still shown as it is.
   */
  store(path: string, file: Buffer): Promise<void>;
  /** The records with `images`: what is known of the uploads their responsive fields show. */
  attach<R>(type: AnyContentType, rows: R[]): Promise<R[]>;
  /** Resolves once the rendition work queued so far is done (tests). */
  settled(): Promise<void>;
}

/** How often, at most, pages are told that background renditions arrived. */
const SIGNAL_EVERY_MS = 5_000;

/**
 * Responsive images (docs/performance.md, "Responsive images"). Every upload is made, once, in
 * the widths and encodings the content declarations ask for (`renditions` on image fields), and
 * recorded in `images`. Public reads answer with each record's `images`, so pages build their
 * <picture> from the data they already have. Images records show without renditions (the demo
 * seed's, or older uploads) are made in the background after start, one at a time, so the start
 * stays fast and the site keeps serving; the pages that show them are refreshed as they arrive.
 */
export default fp(
  async (app) => {
    const plan = declaredRenditions(app.contentTypes);
    const types = app.contentTypes.filter((type) => responsiveFields(type).length);
    // The home page's hero slides first: their image is the largest paint of the first page people open.
    const columns = new Map(
      [...types]
        .sort((a, b) => Number(b.resource === 'headers') - Number(a.resource === 'headers'))
        .map((type) => [type.table, responsiveFields(type)] as const),
    );

    // One image at a time, uploads and background work alike: it keeps the API responsive.
    let queue: Promise<void> = Promise.resolve();
    const enqueue = (job: () => Promise<void>) => {
      const run = queue.then(job);
      queue = run.catch(() => undefined);
      return run;
    };

    const store = (path: string, file: Buffer) =>
      enqueue(async () => {
        const info = await makeRenditions(app.config.dataDir, path, file, plan);
        await imagesRepository.save(app.db, path, info);
      }).catch((error: unknown) => app.log.error({ err: error, path }, 'image renditions failed; the image is shown as it is'));

    async function attach<R>(type: AnyContentType, rows: R[]): Promise<R[]> {
      const fields = responsiveFields(type);
      const value = (row: R, field: string) => (row as Record<string, unknown>)[field];
      const paths = new Set(
        rows.flatMap((row) => fields.map((field) => value(row, field)).filter((v): v is string => typeof v === 'string' && v.startsWith('/uploads/'))),
      );
      if (!paths.size) return rows;
      const known = await imagesRepository.find(app.db, [...paths]);
      return rows.map((row) => {
        const images: Record<string, ImageInfo> = {};
        for (const field of fields) {
          const info = known.get(value(row, field) as string);
          if (info) images[field] = forField(info, (type.fields[field] as Field).renditions as readonly Rendition[]);
        }
        return Object.keys(images).length ? { ...row, images } : row;
      });
    }

    /** The caches of every type with responsive images drop their entries, in every instance. */
    const refresh = async () => {
      for (const type of types) await app.write(type.resource, async () => undefined);
    };

    let closing = false;
    async function backfill() {
      const paths = await imagesRepository.missing(app.db, columns);
      if (!paths.length) return;
      app.log.info({ images: paths.length }, 'making image renditions in the background');
      const started = Date.now();
      let since = started;
      let pending = false;
      for (const path of paths) {
        if (closing) return;
        const file = path.includes('..') ? null : await readFile(join(app.config.dataDir, path)).catch(() => null);
        if (!file) continue;
        await store(path, file);
        pending = true;
        if (Date.now() - since >= SIGNAL_EVERY_MS) {
          await refresh();
          since = Date.now();
          pending = false;
        }
      }
      if (pending && !closing) await refresh();
      if (!closing) app.log.info({ images: paths.length, ms: Date.now() - started }, 'background image renditions made');
    }

    let background: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      background = backfill().catch((error: unknown) =>
        app.log.error({ err: error }, 'background image renditions stopped; they are tried again at the next start'),
      );
    });
    // Nothing may touch the database once it closes.
    app.addHook('preClose', async () => {
      closing = true;
      await background;
      await queue;
    });

    app.decorate('images', {
      store,
      attach,
      settled: async () => {
        await background;
        await queue;
      },
    } satisfies Images);
  },
  { name: 'images', dependencies: ['database'] },
);
