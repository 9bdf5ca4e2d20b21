/**
 * Helper of the endpoints' `onQueryStarted`: a failed call rejects `queryFulfilled`; the component
 * that called it shows the error (unwrap), so the lifecycle only needs to know whether it succeeded.
 */

/** The answer of `queryFulfilled`, or undefined when the call failed. */
export async function settled<T>(fulfilled: Promise<{ data: T }>): Promise<{ data: T } | undefined> {
  try {
    return await fulfilled;
  } catch {
    return undefined;
  }
}
