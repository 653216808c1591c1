import type { ReactNode } from 'react';
import { PageMeta } from 'remote_shared/seo';
import type { IconName } from 'remote_shared/ui/core';
import { useT } from '@/i18n';
import { CtaBand } from '../cta-band/cta-band';
import { FeatureGrid } from '../feature-grid/feature-grid';
import { PageIntro } from '../page-intro/page-intro';
import { Section, type SectionProps } from '../section/section';

/**
 * A service page as data: the page's `content.ts` outlines it (`servicePage('ict', {...})`), the
 * catalogues hold its texts (src/messages, one per language) under keys the outline names, and the
 * layout is here, so the four service pages share one skeleton and a new one is an outline, its
 * messages and a route (docs/architecture.md, "Service pages").
 */
export interface ServicePageContent {
  /** The catalogues' namespace of the page's messages (`services.<page>`), which the page loads. */
  namespace: string;
  /** `path` is the page's English path. */
  meta: { titleKey: string; descriptionKey: string; path: string };
  intro: { eyebrowKey: string; titleKey: string; points: { titleKey: string; itemKeys: string[] }; paragraphKeys: string[] };
  sections: ServiceSection[];
  /** `action.to` is an English path, shown in the page's language. */
  cta: { titleKey: string; textKey: string; action: { labelKey: string; to: string } };
}

interface ServiceSection extends Pick<SectionProps, 'tone' | 'align' | 'narrow'> {
  eyebrowKey: string;
  titleKey: string;
  leadKey?: string;
  /** Cards of icon, title and text; or `slot`, the name of a piece the page renders itself. */
  features?: { icon: IconName; titleKey: string; textKey: string }[];
  columns?: 2 | 3 | 4;
  featureTone?: 'plain' | 'outlined';
  slot?: string;
}

/**
 * What differs between service pages; every message key follows from it. For the page `ict`:
 * `services.ict.meta.{title,description}`, `.intro.{eyebrow,title,p1,p2}`, `.intro.points.title` and
 * `.intro.points.<point>`, per section `.<id>.{eyebrow,title}` (and `.lead`), per feature
 * `.<id>.<feature>.{title,text}`, and `.cta.{title,text}`. Those keys keep their full names in
 * builds (tools/webpack/message-keys.js); the catalogue test checks each page's against the catalogues.
 */
export interface ServiceOutline {
  /** The intro's points, in order. */
  points: string[];
  sections: Array<Omit<ServiceSection, 'eyebrowKey' | 'titleKey' | 'leadKey' | 'features'> & { id: string; lead?: true; features?: Record<string, IconName> }>;
  /** The call to action's button label: a `blocks.cta.*` key. It leads to /contact. */
  action: string;
}

/** The page `/services/<id>` from its outline. */
export function servicePage(id: string, { points, sections, action }: ServiceOutline): ServicePageContent {
  const key = (...parts: string[]) => ['services', id, ...parts].join('.');
  return {
    namespace: key(),
    meta: { titleKey: key('meta', 'title'), descriptionKey: key('meta', 'description'), path: `/services/${id}` },
    intro: {
      eyebrowKey: key('intro', 'eyebrow'),
      titleKey: key('intro', 'title'),
      points: { titleKey: key('intro', 'points', 'title'), itemKeys: points.map((point) => key('intro', 'points', point)) },
      paragraphKeys: [key('intro', 'p1'), key('intro', 'p2')],
    },
    sections: sections.map(({ id: name, lead, features, ...section }) => ({
      ...section,
      eyebrowKey: key(name, 'eyebrow'),
      titleKey: key(name, 'title'),
      ...(lead && { leadKey: key(name, 'lead') }),
      ...(features && {
        features: Object.entries(features).map(([feature, icon]) => ({ icon, titleKey: key(name, feature, 'title'), textKey: key(name, feature, 'text') })),
      }),
    })),
    cta: { titleKey: key('cta', 'title'), textKey: key('cta', 'text'), action: { labelKey: action, to: '/contact' } },
  };
}

export function ServicePage({ content, slots = {} }: { content: ServicePageContent; slots?: Record<string, ReactNode> }) {
  const t = useT(content.namespace);
  const { meta, intro, sections, cta } = content;
  return (
    <>
      <PageMeta title={t(meta.titleKey)} description={t(meta.descriptionKey)} path={meta.path} />
      <PageIntro
        eyebrow={t(intro.eyebrowKey)}
        title={t(intro.titleKey)}
        points={{ title: t(intro.points.titleKey), items: intro.points.itemKeys.map((key) => t(key)) }}
      >
        {intro.paragraphKeys.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </PageIntro>
      {sections.map(({ features, columns = 3, featureTone, slot, eyebrowKey, titleKey, leadKey, ...section }) => (
        <Section key={titleKey} {...section} eyebrow={t(eyebrowKey)} title={t(titleKey)} lead={leadKey && t(leadKey)}>
          {features && (
            <FeatureGrid
              items={features.map((feature) => ({ icon: feature.icon, title: t(feature.titleKey), text: t(feature.textKey) }))}
              columns={columns}
              tone={featureTone}
            />
          )}
          {slot && slots[slot]}
        </Section>
      ))}
      <CtaBand title={t(cta.titleKey)} text={t(cta.textKey)} action={{ label: t(cta.action.labelKey), to: cta.action.to }} />
    </>
  );
}
