// A child process that times HTTP requests for a test in the parent (see timed-requests.ts): its event
// loop is not the server's, so work the server does after answering cannot delay the stopwatch, as for a
// real client on another machine. Each IPC message { id, url, init } is answered with { id, ms, status }.
process.on('message', async ({ id, url, init }) => {
  try {
    const started = performance.now();
    const res = await fetch(url, init);
    const ms = performance.now() - started;
    await res.arrayBuffer();
    process.send({ id, ms, status: res.status });
  } catch (error) {
    process.send({ id, error: String(error) });
  }
});
