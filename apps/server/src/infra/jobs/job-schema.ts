/** The library's tables live in a schema of their own, apart from the product's. */
export const JOB_SCHEMA = 'job_queue'
