import net from 'node:net'

export type TcpProxy = {
  port: number
  /** The database is gone: the port refuses connections and open ones are cut. */
  stop: () => Promise<void>
  /** The database hangs: connections are accepted and kept, but nothing passes either way. */
  freeze: () => void
  /** Back to normal; what a frozen connection held back is delivered late, as from a slow server. */
  resume: () => Promise<void>
  close: () => Promise<void>
}

type Pair = { client: net.Socket; upstream: net.Socket }

/**
 * A loopback TCP proxy to `target` that a test can stop or freeze, to play a database outage
 * without touching the real server.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>()
  let frozen = false

  const connect = (pair: Pair) => {
    pair.client.pipe(pair.upstream)
    pair.upstream.pipe(pair.client)
  }
  const disconnect = (pair: Pair) => {
    pair.client.unpipe(pair.upstream)
    pair.upstream.unpipe(pair.client)
    pair.client.pause()
    pair.upstream.pause()
  }

  const server = net.createServer((client) => {
    const upstream = net.connect(target)
    const pair = { client, upstream }
    pairs.add(pair)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      pairs.delete(pair)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    if (frozen) disconnect(pair)
    else connect(pair)
  })

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        const address = server.address()
        resolve(typeof address === 'object' && address ? address.port : port)
      })
    })
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      server.close(() => resolve())
      for (const pair of pairs) {
        pair.client.destroy()
        pair.upstream.destroy()
      }
    })

  const port = await listen(0)
  return {
    port,
    stop: stopListening,
    freeze: () => {
      frozen = true
      for (const pair of pairs) disconnect(pair)
    },
    resume: async () => {
      if (frozen) {
        frozen = false
        for (const pair of pairs) connect(pair)
      }
      if (!server.listening) await listen(port)
    },
    close: stopListening,
  }
}
