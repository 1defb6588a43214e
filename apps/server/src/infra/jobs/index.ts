// What the rest of the server may use of the job queue.
export {
  createJobQueue,
  describe,
  JOB_SCHEMA,
  type JobDefinition,
  type JobQueue,
  type JobRun,
} from './job-queue.ts'
