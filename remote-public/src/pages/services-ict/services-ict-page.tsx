import { PageMeta } from 'remote_shared/seo';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { FeatureGrid, type Feature } from '@/blocks/feature-grid/feature-grid';
import { PageIntro } from '@/blocks/page-intro/page-intro';
import { Section } from '@/blocks/section/section';

const SERVICES: Feature[] = [
  { icon: 'target', title: 'ICT strategy and roadmaps', text: 'A digital strategy linked to your mandate and budget, with priorities, costs and a realistic timeline.' },
  { icon: 'file', title: 'Procurement support', text: 'Requirements, tender documents and evaluation support, so you buy what you need at a fair price.' },
  { icon: 'layers', title: 'Architecture reviews', text: 'An independent look at designs and running systems: security, scalability, cost and vendor lock-in.' },
  { icon: 'server', title: 'Infrastructure and cloud', text: 'Data centre, hosting and cloud choices, with migration plans that keep services running.' },
  { icon: 'shield', title: 'Security and compliance', text: 'Risk assessments, data-protection compliance and incident readiness for systems holding personal data.' },
  { icon: 'eye', title: 'Project assurance', text: 'A second pair of eyes on large ICT projects: progress, quality and risk reported plainly.' },
];

export function ServicesIctPage() {
  return (
    <>
      <PageMeta
        title="ICT Consultancy Services"
        description="Independent ICT consultancy for the public sector: strategy, procurement support, architecture reviews, infrastructure, security and project assurance."
        path="/services/ict"
      />
      <PageIntro
        eyebrow="ICT consultancy services"
        title="Independent advice from people who deliver"
        points={{
          title: 'Why our advice holds up',
          items: [
            'Consultants who have built and run public systems',
            'No reseller deals: we recommend what fits you',
            'Plain-language reports your board can act on',
            'Support through implementation, not just a report',
          ],
        }}
      >
        <p>
          Choosing, buying and overseeing technology is one of the biggest risks a public institution takes. Our ICT
          consultants help you take it with confidence, from a first strategy to a system accepted and in service.
        </p>
        <p>
          We have supported ministries, revenue authorities, utilities and regulators across East Africa, and we bring the
          lessons of those projects to yours.
        </p>
      </PageIntro>
      <Section tone="surface" eyebrow="What we offer" title="Consultancy across the life of a system">
        <FeatureGrid items={SERVICES} columns={3} />
      </Section>
      <CtaBand
        title="Book a free consultation"
        text="An hour with one of our senior consultants to discuss your plans, a tender or a project that worries you."
        action={{ label: 'Contact Us', to: '/contact' }}
      />
    </>
  );
}
