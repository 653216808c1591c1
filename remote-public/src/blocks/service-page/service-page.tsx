import type { ReactNode } from 'react';
import { PageMeta } from 'remote_shared/seo';
import type { IconName } from 'remote_shared/ui/core';
import { useT } from '@/i18n';
import { CtaBand } from '../cta-band/cta-band';
import { FeatureGrid } from '../feature-grid/feature-grid';
import { PageIntro } from '../page-intro/page-intro';
import { Section, type SectionProps } from '../section/section';

/**
 * A service page as data: its texts' catalogue keys live in the page's `content.ts` (the texts in
 * src/messages, one catalogue per language), the layout here, so the four service pages share one
 * skeleton and a new one is a content file, its messages and a route (docs/architecture.md,
 * "Service pages").
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

export interface ServiceSection extends Pick<SectionProps, 'tone' | 'align' | 'narrow'> {
  eyebrowKey: string;
  titleKey: string;
  leadKey?: string;
  /** Cards of icon, title and text; or `slot`, the name of a piece the page renders itself. */
  features?: { icon: IconName; titleKey: string; textKey: string }[];
  columns?: 2 | 3 | 4;
  featureTone?: 'plain' | 'outlined';
  slot?: string;
}

export function ServicePage({ content, slots = {} }: { content: ServicePageContent; slots?: Record<string, ReactNode> }) {
  const t = useT(content.namespace);
  const { meta, intro, sections, cta } = content;
  return (
    <>
      <PageMeta title={t(meta.titleKey)} description={t(meta.descriptionKey)} path={meta.path} />
      <PageIntro eyebrow={t(intro.eyebrowKey)} title={t(intro.titleKey)} points={{ title: t(intro.points.titleKey), items: intro.points.itemKeys.map((key) => t(key)) }}>
        {intro.paragraphKeys.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </PageIntro>
      {sections.map(({ features, columns = 3, featureTone, slot, eyebrowKey, titleKey, leadKey, ...section }) => (
        <Section key={titleKey} {...section} eyebrow={t(eyebrowKey)} title={t(titleKey)} lead={leadKey && t(leadKey)}>
          {features && <FeatureGrid items={features.map((feature) => ({ icon: feature.icon, title: t(feature.titleKey), text: t(feature.textKey) }))} columns={columns} tone={featureTone} />}
          {slot && slots[slot]}
        </Section>
      ))}
      <CtaBand title={t(cta.titleKey)} text={t(cta.textKey)} action={{ label: t(cta.action.labelKey), to: cta.action.to }} />
    </>
  );
}
