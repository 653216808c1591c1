import { PageMeta } from 'remote_shared/seo';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { FeatureGrid, type Feature } from '@/blocks/feature-grid/feature-grid';
import { PageIntro } from '@/blocks/page-intro/page-intro';
import { Section } from '@/blocks/section/section';

const SERVICES: Feature[] = [
  { icon: 'chart', title: 'Workforce planning', text: 'Know the skills you have, the skills you need and the gap between them, with a plan to close it.' },
  { icon: 'search', title: 'Talent acquisition', text: 'Fair, transparent recruitment processes and systems that find the right people faster.' },
  { icon: 'award', title: 'Performance and learning', text: 'Objectives, appraisals and training paths that help people grow and that managers actually use.' },
  { icon: 'server', title: 'HR information systems', text: 'Payroll, records and self-service portals, integrated with the systems you already run.' },
];

const BRAND: Feature[] = [
  { icon: 'star', title: 'Employer value proposition', text: 'Put into words why good people should join you and stay, grounded in what your staff say.' },
  { icon: 'globe', title: 'Careers presence', text: 'A careers site and social presence that show the real work and the real people.' },
  { icon: 'users', title: 'Candidate experience', text: 'Clear adverts, quick answers and respectful rejections, so every applicant speaks well of you.' },
];

export function ServicesHumanPage() {
  return (
    <>
      <PageMeta
        title="Human Capital Management"
        description="Human capital management and employer branding: workforce planning, recruitment, performance, HR systems and an employer brand that attracts talent."
        path="/services/human"
      />
      <PageIntro
        eyebrow="Human capital management"
        title="People are the system that makes every other system work"
        points={{
          title: 'Results we aim for',
          items: ['Shorter time to hire', 'Lower staff turnover', 'Skills matched to your strategy', 'HR data you can trust'],
        }}
      >
        <p>
          Technology changes how institutions work only when their people are ready for it. Our human capital management
          practice helps you plan, recruit, develop and keep the people your services depend on.
        </p>
        <p>
          We combine HR consulting with the systems to support it, so good practice becomes everyday practice rather than a
          report on a shelf.
        </p>
      </PageIntro>
      <Section tone="surface" eyebrow="What we do" title="Human capital management services">
        <FeatureGrid items={SERVICES} columns={4} />
      </Section>
      <Section
        eyebrow="Employer brand"
        title="Become the employer talented people choose"
        lead="Your reputation as an employer decides who applies. We help you build an employer brand that is honest, visible and attractive to the skills you need."
      >
        <FeatureGrid items={BRAND} columns={3} tone="outlined" />
      </Section>
      <CtaBand title="Ready to invest in your people?" text="Talk to our human capital consultants about where to start." action={{ label: 'Hire Us', to: '/contact' }} />
    </>
  );
}
