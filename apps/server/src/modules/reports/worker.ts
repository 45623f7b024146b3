import { serveTasks } from '../../exports/serve-tasks.ts';
import { exportTasks } from './tasks.ts';

/** The export worker's entry (pool.ts starts it; the build bundles it as dist/exports-worker.js). */
serveTasks(exportTasks);
