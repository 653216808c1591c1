import fp from 'fastify-plugin';
import { workflowRepository } from '../repositories/workflow';
import { queueWorkflowMail } from '../lib/workflow-mail';
import { applyMove } from '../lib/workflow-moves';
import { runPeriodically } from '../lib/periodic';

/**
 * Scheduled publishing (docs/workflow.md): every instance looks every `SCHEDULE_CHECK` (15 s unless
 * set, so a scheduled post goes live within that of its minute), and once at start, so a time that
 * passed during a restart is caught up, for records whose `publish_at` has come, and publishes them
 * in one transaction that locks them `FOR UPDATE SKIP LOCKED` and clears their time. Two instances
 * never publish the same record, and none is lost: the state is in the database, not in a timer.
 * `app.clock` is injectable, so tests move time instead of waiting.
 */
export default fp(
  async (app) => {
    const types = app.contentTypes.filter((type) => type.workflow?.transitions.publish);

    async function publishDue(): Promise<number> {
      let published = 0;
      const now = app.clock();
      for (const type of types) {
        const repository = workflowRepository(type);
        if (!(await repository.anyDue(app.db, now))) continue;
        let mailed = 0;
        const ids = await app.write(type.resource, async (tx) => {
          const due = await repository.lockDue(tx, now);
          for (const row of due) {
            await applyMove(tx, type, row, 'publish', type.workflow!.transitions.publish!);
            // Its author hears that it is published (docs/workflow.md, "People are told").
            const published = app.mail.configured ? await repository.find(tx, row.id) : undefined;
            if (published) mailed += await queueWorkflowMail(app, tx, type, published, 'publish', { by: null });
          }
          return due.map((row) => row.id);
        });
        if (mailed) app.mail.kick();
        for (const id of ids)
          app.activity.recordSystem({ action: 'content_transition', outcome: 'success', target: `${type.resource}:${id}`, reason: 'publish: scheduled' });
        published += ids.length;
      }
      return published;
    }

    const run = async () => {
      try {
        await publishDue();
      } catch (error) {
        app.log.error({ err: error }, 'scheduled publishing failed; retried at the next check');
      }
    };
    app.decorate('publishDue', publishDue);
    runPeriodically(app, app.config.scheduleCheckMs, run);
  },
  { name: 'scheduler', dependencies: ['database', 'activity', 'mail'] },
);
