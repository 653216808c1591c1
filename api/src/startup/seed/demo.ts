import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PostStatus } from 'contracts';
import type { Queryable } from '../../db/database';
import { headersRepository, missionVisionRepository, postsRepository, teamMembersRepository } from '../../repositories/content-types';
import { avatarSvg, bannerSvg, emblemSvg, renderWebp } from './images';

/**
 * Demo content for a first start (docs/running.md, "The first start"), in the voice of spec §1 and §9: a software
 * development and ICT consultancy with offices in Kigali, Nairobi and Addis Ababa, more than
 * 1400 experts, working mostly for public-sector bodies across Africa. All of it can be edited
 * or deleted in the dashboard.
 */
const DEMO = '/uploads/demo';

const HEADERS = [
  {
    subtitle: 'Software development & ICT consultancy',
    // A literal backslash-n: the hero slider turns it into a line break (spec §2).
    title: 'Digital public services\\nthat citizens actually use',
    description: 'We design, build and run the platforms that revenue authorities, ministries and county governments across Africa rely on every day.',
  },
  {
    subtitle: 'More than 1400 software experts',
    title: 'Apps for iOS, OS X, Android and Windows',
    description: 'One team from discovery to support: product design, mobile and web engineering, QA and testing, and the infrastructure underneath.',
  },
  {
    subtitle: 'Kigali · Nairobi · Addis Ababa',
    title: 'Three offices, one delivery team',
    description: 'Engineers close to our clients, working in their languages and time zones, with answers 24/7 when a service must not stop.',
  },
  {
    subtitle: null,
    title: 'ICT consultancy for the public sector',
    description: 'Strategy, procurement support and independent architecture reviews, grounded in six years of delivering government systems in 15+ countries.',
  },
];

const TEAM = [
  { name: 'Amani Uwase', position: 'Chief Executive Officer' },
  { name: 'Daniel Kariuki', position: 'Chief Technology Officer' },
  { name: 'Selamawit Bekele', position: 'Head of ICT Consultancy, Addis Ababa' },
  { name: 'Grace Achieng', position: 'Director of Delivery, Nairobi' },
  { name: 'Jean-Paul Habimana', position: 'Lead Solutions Architect, Kigali' },
  { name: 'Hanna Tesfaye', position: 'Head of Quality Assurance' },
];

const MISSION_VISION = [
  {
    title: 'Our Mission',
    icon: '🎯',
    text: 'To help public institutions across Africa serve citizens better, by building reliable, secure and affordable software with local talent, and by leaving every client more capable than we found them.',
    image: 'mission',
  },
  {
    title: 'Our Vision',
    icon: `${DEMO}/icon-vision.webp`,
    text: 'A continent where every government service can be reached from a phone, and where the systems behind it are designed, built and maintained by African engineers.',
    image: 'vision',
  },
  {
    title: 'Our Values',
    icon: '🤝',
    text: 'Integrity with public money, openness about progress and risk, and ownership of outcomes long after go-live.',
    image: 'values',
  },
];

interface DemoPost {
  title: string;
  client: string;
  category: string;
  status: PostStatus;
  /** Long-form English (spec §3); null shows as 'Not specified'. */
  published: string | null;
  description: string;
}

// Oldest first; each is created on its published date (or shortly after the previous one).
const POSTS: DemoPost[] = [
  {
    title: 'Integrated Tax Administration Portal',
    client: 'Rwanda Revenue Authority',
    category: 'Web Platform',
    status: 'Completed',
    published: 'February 14, 2023',
    description:
      'A single portal for registration, filing and payment of domestic taxes, integrated with mobile money and the national ID register. Filing time for small businesses fell from hours to minutes, and the service has run with 99.9% availability through every filing deadline since launch.',
  },
  {
    title: 'Land Registry Digitisation',
    client: 'Ministry of Lands and Physical Planning, Kenya',
    category: 'Data & Analytics',
    status: 'Completed',
    published: 'June 2, 2023',
    description:
      'Scanning, indexing and verification of more than two million parcel records, with a searchable registry, an audit trail for every change, and a public search service that replaced queues at the registry counters.',
  },
  {
    title: 'National E-Procurement Platform',
    client: 'Ministry of Finance, Ethiopia',
    category: 'Web Platform',
    status: 'Completed',
    published: 'September 18, 2023',
    description:
      'End-to-end electronic procurement for federal institutions: tender publication, bid submission, evaluation and contract management, with bilingual interfaces in Amharic and English and an open-data feed of awarded contracts.',
  },
  {
    title: 'Examination Results Portal and SMS Service',
    client: 'National Examinations Council of Tanzania',
    category: 'Mobile App',
    status: 'Completed',
    published: 'January 22, 2024',
    description:
      'A results portal and SMS service that served more than one million candidates on release day without an outage, backed by load testing at three times the expected peak and a content delivery network for static pages.',
  },
  {
    title: 'Revenue Collection Mobile App',
    client: 'Nairobi City County',
    category: 'Mobile App',
    status: 'Completed',
    published: 'May 9, 2024',
    description:
      'Android and iOS apps for parking, business permits and market fees, with offline receipts for enforcement officers and real-time dashboards for the county treasury.',
  },
  {
    title: 'County Health Information System',
    client: 'Kisumu County Government',
    category: 'Web Platform',
    status: 'Ongoing',
    published: 'August 27, 2024',
    description:
      'Patient records, referrals and pharmacy stock for county hospitals and health centres, designed to keep working on unreliable connections and to report to the national health information system.',
  },
  {
    title: 'Customs Single Window Integration',
    client: 'Uganda Revenue Authority',
    category: 'ICT Consultancy',
    status: 'Ongoing',
    published: 'November 4, 2024',
    description:
      'Integration of partner agencies into the customs single window, with message standards, an API gateway and a clearance tracker for importers. We lead architecture and quality assurance alongside the authority’s own engineers.',
  },
  {
    title: 'Government Data Centre Modernisation',
    client: 'Ministry of Innovation and Technology, Ethiopia',
    category: 'IT Infrastructure',
    status: 'Ongoing',
    published: 'February 11, 2025',
    description:
      'Migration of ministry workloads to a virtualised, monitored platform with tested backups and disaster recovery, plus training for the operations team that will run it.',
  },
  {
    title: 'Digital Birth Registration',
    client: 'National Identification Agency, Rwanda',
    category: 'Mobile App',
    status: 'Ongoing',
    published: 'March 5, 2025',
    description:
      'A tablet app for health facilities and sector offices to register births at the point of care, synchronising with the civil registry and issuing a unique identifier to every newborn.',
  },
  {
    title: 'Smart Water Billing and Metering',
    client: 'Addis Ababa Water and Sewerage Authority',
    category: 'Data & Analytics',
    status: 'Pending',
    published: 'June 16, 2025',
    description:
      'Billing, smart meter reading and leak analytics for a growing city network, with customer self-service by USSD and mobile app. Discovery and architecture are complete; delivery starts next quarter.',
  },
  {
    title: 'Agricultural Input Subsidy Platform',
    client: 'Ministry of Agriculture and Animal Resources, Rwanda',
    category: 'Web Platform',
    status: 'Pending',
    published: 'September 30, 2025',
    description:
      'Farmer registration, voucher issuing and agro-dealer redemption for seed and fertiliser subsidies, designed with cooperatives so that every voucher can be traced from ministry to field.',
  },
  {
    title: 'Public Service Recruitment Portal',
    client: 'Public Service Commission, Kenya',
    category: 'ICT Consultancy',
    status: 'Pending',
    published: null,
    description:
      'Requirements, procurement support and solution architecture for an online recruitment portal with verified academic records and transparent shortlisting.',
  },
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every demo image: file name → SVG. Posts use their title, so the set is stable. */
function demoImages(): Map<string, () => string> {
  const images = new Map<string, () => string>();
  HEADERS.forEach((_, i) => images.set(`slide-${i + 1}.webp`, () => bannerSvg(1001 + i * 7)));
  TEAM.forEach((m, i) => images.set(`team-${slug(m.name)}.webp`, () => avatarSvg(2001 + i * 13)));
  POSTS.forEach((p, i) => images.set(`project-${slug(p.title)}.webp`, () => bannerSvg(3001 + i * 11)));
  MISSION_VISION.forEach((m, i) => images.set(`${m.image}.webp`, () => bannerSvg(4001 + i * 17)));
  images.set('icon-vision.webp', () => emblemSvg());
  return images;
}

/** Draws the demo images that are not on disk yet (DATA_DIR/uploads/demo). */
export async function writeDemoImages(dataDir: string): Promise<void> {
  const dir = join(dataDir, 'uploads', 'demo');
  await mkdir(dir, { recursive: true });
  await Promise.all(
    [...demoImages()].map(async ([name, svg]) => {
      const file = join(dir, name);
      if (
        await stat(file).then(
          () => true,
          () => false,
        )
      )
        return;
      await writeFile(file, await renderWebp(svg()));
    }),
  );
}

/** Inserts the demo rows; the caller checked the database is empty and runs this in its transaction. */
export async function seedDemo(tx: Queryable): Promise<void> {
  for (const [i, h] of HEADERS.entries()) {
    await headersRepository.create(tx, { ...h, image_url: `${DEMO}/slide-${i + 1}.webp` });
  }
  for (const m of TEAM) {
    await teamMembersRepository.create(tx, { ...m, image_url: `${DEMO}/team-${slug(m.name)}.webp` });
  }
  if ((await missionVisionRepository.count(tx)) === 0) {
    for (const m of MISSION_VISION) {
      await missionVisionRepository.create(tx, { title: m.title, icon: m.icon, text: m.text, image_url: `${DEMO}/${m.image}.webp` });
    }
  }
  let previous = 0;
  for (const p of POSTS) {
    // created_at orders the public list (spec §9): the published date at 09:00 UTC, or a week after the previous post.
    const at = p.published ? Date.parse(`${p.published} 09:00 UTC`) : previous + 7 * 86_400_000;
    previous = at;
    await postsRepository.create(tx, { ...p, image_url: `${DEMO}/project-${slug(p.title)}.webp` }, new Date(at));
  }
}
