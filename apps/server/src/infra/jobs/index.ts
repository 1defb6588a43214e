// What the rest of the server may use of the job queue.
export {
  type BoardJob,
  type BoardState,
  clearDeadJobs,
  countBoardJobs,
  listBoardJobs,
  type RetryOutcome,
  retryBoardJob,
} from './job-board.ts'
export {
  createJobQueue,
  describe,
  type JobDefinition,
  type JobQueue,
  type JobRun,
} from './job-queue.ts'
export { JOB_SCHEMA } from './job-schema.ts'
