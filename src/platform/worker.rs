//! The rules worker (`src/bin/rules_worker.rs`): chasolver's analysis and the deep forced-mate
//! search run there, off the main thread, because they take seconds and the clock must keep
//! ticking meanwhile.
//!
//! The worker is spawned on the first question (its wasm is fetched only then, after the clock is
//! interactive) and kept for the next; [`cancel`] terminates it, and the next question spawns a
//! fresh one. Questions carry an id, so several may wait (the claim dialog's and the automatic
//! flag call's); those asked before the worker said it listens (`protocol::worker::ready`) are
//! posted when it does. A worker of another build than the page's is refused: every question then
//! gets [`WorkerError::OtherBuild`].

use crate::protocol::build::{self, OtherBuild};
use crate::protocol::worker::{DecodeError, Question, Reply, WORKER, read_ready};
use crate::domain::record::Analysis;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::fmt;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// Trunk's loader for the worker (`data-loader-shim`), beside index.html.
const LOADER: &str = "./rules_worker_loader.js";

/// The worker's files, for [`crate::platform::prefetch`].
pub const FILES: [&str; 3] = [LOADER, "./rules_worker.js", "./rules_worker_bg.wasm"];

/// Why a question got no analysis. The browser's errors are kept as their text: a `JsValue` is
/// no Rust error.
#[derive(Debug, Clone, PartialEq)]
pub enum WorkerError {
    /// The worker could not be created.
    Start(String),
    /// A question could not be posted to it.
    Post(String),
    /// Its script could not be loaded, or threw.
    Failed(String),
    /// Its answer cannot be read.
    Reply(DecodeError),
    /// It could not analyse the position, and said why.
    Refused(String),
    /// It answered with neither an analysis nor an error.
    NoAnswer,
    /// It is of another build than the page.
    OtherBuild(OtherBuild),
    /// [`cancel`] came first.
    Cancelled,
}

impl fmt::Display for WorkerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WorkerError::Start(js) => write!(f, "the rules worker could not start: {js}"),
            WorkerError::Post(js) => write!(f, "the rules worker could not be asked: {js}"),
            WorkerError::Failed(why) => write!(f, "the rules worker failed: {why}"),
            WorkerError::Reply(e) => fmt::Display::fmt(e, f),
            WorkerError::Refused(why) => f.write_str(why),
            WorkerError::NoAnswer => f.write_str("the rules worker gave no answer"),
            WorkerError::OtherBuild(e) => fmt::Display::fmt(e, f),
            WorkerError::Cancelled => f.write_str("the analysis was cancelled"),
        }
    }
}

impl std::error::Error for WorkerError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            WorkerError::Reply(e) => Some(e),
            WorkerError::OtherBuild(e) => Some(e),
            _ => None,
        }
    }
}

type Answer = Box<dyn FnOnce(Result<Analysis, WorkerError>)>;

/// The running worker and the handlers it calls (kept alive as long as it may call them).
struct Running {
    worker: Worker,
    ready: bool,
    /// Requests asked before the worker was ready.
    queued: Vec<String>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

// Module-level, not a hook's state: the worker's handlers are called from JavaScript outside any
// Leptos owner, and one worker serves every caller of the module (the claim dialog, the flag call).
thread_local! {
    static RUNNING: RefCell<Option<Running>> = const { RefCell::new(None) };
    static WAITING: RefCell<HashMap<u32, Answer>> = RefCell::new(HashMap::new());
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
}

fn answer(id: u32, result: Result<Analysis, WorkerError>) {
    if let Some(f) = WAITING.with_borrow_mut(|w| w.remove(&id)) {
        f(result);
    }
}

/// Every waiting question gets `error` as its answer, and the worker is gone.
fn fail_all(error: WorkerError) {
    stop();
    let waiting: Vec<(u32, Answer)> = WAITING.with_borrow_mut(|w| w.drain().collect());
    for (_, f) in waiting {
        f(Err(error.clone()));
    }
}

fn on_message(event: MessageEvent) {
    let text = event.data().as_string().unwrap_or_default();
    if let Some(theirs) = read_ready(&text) {
        if let Err(e) = build::check_helper(WORKER, theirs) {
            fail_all(WorkerError::OtherBuild(e));
            return;
        }
        let posted = RUNNING.with_borrow_mut(|r| {
            let r = r.as_mut()?;
            r.ready = true;
            Some(r.queued.drain(..).try_for_each(|q| post(&r.worker, q)))
        });
        if let Some(Err(e)) = posted {
            fail_all(e);
        }
        return;
    }
    match Reply::decode(&text) {
        Ok(Reply { id, analysis: Some(a), .. }) => answer(id, Ok(a)),
        Ok(Reply { id, error, .. }) => answer(id, Err(error.map_or(WorkerError::NoAnswer, WorkerError::Refused))),
        Err(e) => fail_all(WorkerError::Reply(e)),
    }
}

fn post(worker: &Worker, request: String) -> Result<(), WorkerError> {
    worker.post_message(&request.into()).map_err(|e| WorkerError::Post(format!("{e:?}")))
}

fn spawn() -> Result<Running, WorkerError> {
    let worker = Worker::new(LOADER).map_err(|e| WorkerError::Start(format!("{e:?}")))?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(on_message);
    // A script that cannot load fires a plain `Event`; an exception inside, an `ErrorEvent`.
    let on_error = Closure::<dyn FnMut(Event)>::new(|event: Event| {
        let why = match event.dyn_ref::<ErrorEvent>() {
            Some(e) if !e.message().is_empty() => e.message(),
            _ => "it could not be loaded".to_owned(),
        };
        fail_all(WorkerError::Failed(why));
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Running { worker, ready: false, queued: Vec::new(), _on_message: on_message, _on_error: on_error })
}

/// Asks whether each side can still checkmate, and force a mate when the question says so, in the
/// question's position. `answer` is called once, with the worker's analysis or a [`WorkerError`]
/// saying what went wrong — unless [`cancel`] came first.
pub fn ask(question: &Question, on_answer: impl FnOnce(Result<Analysis, WorkerError>) + 'static) {
    let id = NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id.wrapping_add(1));
        id
    });
    WAITING.with_borrow_mut(|w| w.insert(id, Box::new(on_answer)));
    let request = question.request(id).encode();
    let sent = RUNNING.with_borrow_mut(|slot| {
        if slot.is_none() {
            *slot = Some(spawn()?);
        }
        let Some(r) = slot.as_mut() else { return Ok(()) };
        if r.ready {
            return post(&r.worker, request);
        }
        r.queued.push(request);
        Ok(())
    });
    if let Err(e) = sent {
        fail_all(e);
    }
}

fn stop() {
    if let Some(Running { worker, _on_message, _on_error, .. }) = RUNNING.with_borrow_mut(Option::take) {
        worker.set_onmessage(None);
        worker.set_onerror(None);
        worker.terminate();
        // A stop can come from inside one of these handlers (an error, a bad reply): dropping a
        // closure while it runs is not allowed, so the two small closures are left to the page.
        _on_message.forget();
        _on_error.forget();
    }
}

/// Stops the analysis under way: the worker is terminated (the next question spawns a new one)
/// and every question still waiting is answered that it was cancelled.
pub fn cancel() {
    fail_all(WorkerError::Cancelled);
}
