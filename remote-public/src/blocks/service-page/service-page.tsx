import type { ReactNode } from 'react';
import { PageMeta } from 'remote_shared/seo';
import type { IconName } from 'remote_shared/ui/core';
import { CtaBand } from '../cta-band/cta-band';
import { FeatureGrid } from '../feature-grid/feature-grid';
import { PageIntro } from '../page-intro/page-intro';
import { Section, type SectionProps } from '../section/section';

/**
 * A service page as data: its texts live in the page's `content.json`, the layout here, so the
 * four service pages share one skeleton and a new one is a content file and a route
 * (docs/architecture.md, "Service pages").
 */
export interface ServicePageContent {
  meta: { title: string; description: string; path: string };
  intro: { eyebrow: string; title: string; points: { title: string; items: string[] }; paragraphs: string[] };
  sections: ServiceSection[];
  cta: { title: string; text: string; action: { label: string; to: string } };
}

export interface ServiceSection extends Pick<SectionProps, 'tone' | 'align' | 'narrow'> {
  eyebrow: string;
  title: string;
  lead?: string;
  /** Cards of icon, title and text; or `slot`, the name of a piece the page renders itself. */
  features?: { icon: IconName; title: string; text: string }[];
  columns?: 2 | 3 | 4;
  featureTone?: 'plain' | 'outlined';
  slot?: string;
}

export function ServicePage({ content, slots = {} }: { content: ServicePageContent; slots?: Record<string, ReactNode> }) {
  const { meta, intro, sections, cta } = content;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={meta.path} />
      <PageIntro eyebrow={intro.eyebrow} title={intro.title} points={intro.points}>
        {intro.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageIntro>
      {sections.map(({ features, columns = 3, featureTone, slot, ...section }) => (
        <Section key={section.title} {...section}>
          {features && <FeatureGrid items={features} columns={columns} tone={featureTone} />}
          {slot && slots[slot]}
        </Section>
      ))}
      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
