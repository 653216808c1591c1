import { ServicePage } from '@/blocks/service-page/service-page';
import content from './content';

export function ServicesIctPage() {
  return <ServicePage content={content} />;
}
