import type { InputOf, RecordOf } from './content/content-type';
import { missionVision } from './content/mission-vision';
import { inputSchema, recordSchema } from './content-schemas';

/** PUT /api/mission-vision (the whole item, id included), and an item as the API answers it. */
export const missionVisionInput = inputSchema(missionVision);
export type MissionVisionInput = InputOf<typeof missionVision>;
export const missionVisionItem = recordSchema(missionVision);
export type MissionVision = RecordOf<typeof missionVision>;
