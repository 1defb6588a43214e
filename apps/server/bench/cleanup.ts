/**
 * What a bench run must undo (the scratch database, its temp files, servers), newest first,
 * whatever ends the run: success, a failure, a crash, Ctrl-C or SIGTERM.
 */
export type Cleanup = {
  /** Registers an undo step; the function returned runs it now (once) and forgets it. */
  add: (undo: () => Promise<void>) => () => Promise<void>
  /** Runs every step still registered, newest first; every call waits for the same run. */
  run: () => Promise<void>
}

function once(work: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined
  return () => {
    done ??= work()
    return done
  }
}

export function createCleanup(): Cleanup {
  const steps: (() => Promise<void>)[] = []
  let running: Promise<void> | undefined
  async function drain() {
    // A step registered while the others run (a server that finished starting) is undone too.
    for (let undo = steps.pop(); undo; undo = steps.pop()) {
      try {
        await undo()
      } catch (error) {
        console.error('Cleanup failed:', error)
      }
    }
  }
  return {
    add(undo) {
      const step = once(undo)
      steps.push(step)
      return () => {
        const index = steps.indexOf(step)
        if (index >= 0) steps.splice(index, 1)
        return step()
      }
    },
    run() {
      running ??= drain()
      return running
    },
  }
}

const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const

/**
 * Runs the clean-up before the process ends on a signal or a crash (an error nothing caught).
 * A second signal while it runs is ignored, so the scratch database is always dropped.
 */
export function cleanUpBeforeExit(cleanup: Cleanup): { readonly interrupted: boolean } {
  let interrupted = false
  const exitAfterCleanup = (code: number) => {
    void cleanup.run().finally(() => process.exit(code))
  }
  for (const [signal, code] of Object.entries(SIGNAL_EXIT_CODES)) {
    process.on(signal, () => {
      if (interrupted) return
      interrupted = true
      console.log(`\n${signal}: removing the scratch database...`)
      exitAfterCleanup(code)
    })
  }
  const crash = (error: unknown) => {
    // The interrupted run goes on until the exit, on a database the clean-up closed: its
    // failures are expected.
    if (interrupted) return
    console.error(error)
    exitAfterCleanup(1)
  }
  process.on('uncaughtException', crash)
  process.on('unhandledRejection', crash)
  return {
    get interrupted() {
      return interrupted
    },
  }
}
