//! Work as data: what a background job computes, in a form that can cross to another thread or,
//! on the web, to a worker (which shares no memory with the page: the request and the result
//! travel as bytes).

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::Progress;

/// One kind of background work: a request that, run, gives its output (or `None` when it was
/// cancelled on the way). Requests and outputs are plain data, so the web build can send them
/// to a worker; [`NAME`](Work::NAME) is how the worker knows which kind to run.
pub trait Work: Serialize + DeserializeOwned + Send + 'static {
    /// What the work gives.
    type Output: Serialize + DeserializeOwned + Send + 'static;

    /// The name the worker runs this kind by; unique among kinds (see `crate::work::run_by_name`).
    const NAME: &'static str;

    /// Does the work, reporting into `progress` and stopping early (with `None`) once it says
    /// the work is cancelled.
    fn run(self, progress: &Progress) -> Option<Self::Output>;
}

/// A request or a result as the bytes that cross to or from a worker.
pub fn encode<T: Serialize>(value: &T) -> Result<Vec<u8>, String> {
    postcard::to_allocvec(value).map_err(|e| format!("could not encode the work: {e}"))
}

/// Reads back what [`encode`] wrote.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    postcard::from_bytes(bytes).map_err(|e| format!("could not decode the work: {e}"))
}

/// Runs a request given as bytes and returns its output as bytes (`None` when cancelled): what
/// a worker does with the requests of kind `W`.
pub fn run_encoded<W: Work>(request: &[u8], progress: &Progress) -> Result<Option<Vec<u8>>, String> {
    let work: W = decode(request)?;
    work.run(progress).map(|output| encode(&output)).transpose()
}
