/**
 * A page's data on a client-side navigation. When it does not arrive (the server fails, the
 * connection drops) the page gets its spec 8 empty states instead, marked `loadFailed`, so it keeps
 * its heading and the shell around it rather than being replaced by the error page (decision 100).
 */
export async function loadOrEmpty<Data, Empty>(load: () => Promise<Data>, empty: () => Empty) {
  try {
    return await load();
  } catch (error) {
    // A redirect or an answer the loader meant (a 404) has a status below 500: it stays what it was.
    if (Number(Object(error).status) < 500) throw error;
    return { ...empty(), loadFailed: true as const };
  }
}
