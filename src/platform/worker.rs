//! The rules worker (`src/bin/rules_worker.rs`): chasolver's analysis and the deep forced-mate
//! search run there, off the main thread, because they take seconds and the clock must keep
//! ticking meanwhile.
//!
//! A [`RulesWorker`] is one module's worker: the page has one (its flag calls and claims) and the
//! arbiter's desk, a module of its own, another (its claim dialog); each provides it by context.
//! The worker is spawned on the first question (its wasm is fetched only then, after the clock is
//! interactive) and kept for the next; [`RulesWorker::cancel`] terminates it, and the next
//! question spawns a fresh one. Questions carry an id, so several may wait; those asked before the
//! worker said it listens (`protocol::worker::ready`) are posted when it does. A worker of another
//! build than the page's is refused: every question then gets [`WorkerError::OtherBuild`].

use crate::ground::record::Analysis;
use crate::protocol::build::{self, OtherBuild};
use crate::protocol::worker::{Reply, Request, WORKER, WorkerMessageError, read_ready};
use crate::screens::claim_draft::AnalysisRequest;
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::rc::{Rc, Weak};
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
    Reply(WorkerMessageError),
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

type OnAnswer = Box<dyn FnOnce(Result<Analysis, WorkerError>)>;

/// The running worker and the handlers it calls (kept alive as long as it may call them).
struct Running {
    worker: Worker,
    ready: bool,
    /// Requests asked before the worker was ready.
    queued: Vec<String>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

/// The questions of one module to its rules worker.
#[derive(Default)]
struct Questions {
    running: Option<Running>,
    waiting: HashMap<u32, OnAnswer>,
    next_id: u32,
}

/// One module's rules worker: a handle the components share (by context) and the worker's own
/// handlers hold weakly, since they are called from JavaScript outside any owner.
#[derive(Clone, Default)]
pub struct RulesWorker(Rc<RefCell<Questions>>);

impl RulesWorker {
    /// Asks whether each side can still checkmate, and force a mate when the question says so,
    /// in the question's position. `on_answer` is called once, with the worker's analysis or a
    /// [`WorkerError`] saying what went wrong — unless [`RulesWorker::cancel`] came first.
    pub fn ask(&self, question: &AnalysisRequest, on_answer: impl FnOnce(Result<Analysis, WorkerError>) + 'static) {
        let sent = (|| {
            let mut q = self.0.borrow_mut();
            q.next_id = q.next_id.wrapping_add(1);
            let id = q.next_id;
            q.waiting.insert(id, Box::new(on_answer));
            let request = Request::asking(question, id).encode();
            if q.running.is_none() {
                q.running = Some(spawn(Rc::downgrade(&self.0))?);
            }
            match q.running.as_mut() {
                Some(r) if r.ready => post(&r.worker, request),
                Some(r) => {
                    r.queued.push(request);
                    Ok(())
                }
                None => Ok(()),
            }
        })();
        if let Err(e) = sent {
            fail_all(&self.0, e);
        }
    }

    /// Stops the analysis under way: the worker is terminated (the next question spawns a new
    /// one) and every question still waiting is answered that it was cancelled.
    pub fn cancel(&self) {
        fail_all(&self.0, WorkerError::Cancelled);
    }
}

/// The answer to question `id`, given once its handler is out of the borrow (it may ask again).
fn answer(questions: &RefCell<Questions>, id: u32, result: Result<Analysis, WorkerError>) {
    let waiting = questions.borrow_mut().waiting.remove(&id);
    if let Some(f) = waiting {
        f(result);
    }
}

/// Every waiting question gets `error` as its answer, and the worker is gone.
fn fail_all(questions: &RefCell<Questions>, error: WorkerError) {
    let (running, waiting): (Option<Running>, Vec<OnAnswer>) = {
        let mut q = questions.borrow_mut();
        (q.running.take(), q.waiting.drain().map(|(_, f)| f).collect())
    };
    stop(running);
    for f in waiting {
        f(Err(error.clone()));
    }
}

fn on_message(questions: &RefCell<Questions>, event: MessageEvent) {
    let text = event.data().as_string().unwrap_or_default();
    if let Some(theirs) = read_ready(&text) {
        if let Err(e) = build::check_helper(WORKER, theirs) {
            fail_all(questions, WorkerError::OtherBuild(e));
            return;
        }
        let posted = {
            let mut q = questions.borrow_mut();
            q.running.as_mut().map(|r| {
                r.ready = true;
                r.queued.drain(..).try_for_each(|request| post(&r.worker, request))
            })
        };
        if let Some(Err(e)) = posted {
            fail_all(questions, e);
        }
        return;
    }
    match Reply::decode(&text) {
        Ok(Reply { id, analysis: Some(a), .. }) => answer(questions, id, Ok(a)),
        Ok(Reply { id, error, .. }) => {
            answer(questions, id, Err(error.map_or(WorkerError::NoAnswer, WorkerError::Refused)))
        }
        Err(e) => fail_all(questions, WorkerError::Reply(e)),
    }
}

fn post(worker: &Worker, request: String) -> Result<(), WorkerError> {
    worker.post_message(&request.into()).map_err(|e| WorkerError::Post(format!("{e:?}")))
}

fn spawn(questions: Weak<RefCell<Questions>>) -> Result<Running, WorkerError> {
    let worker = Worker::new(LOADER).map_err(|e| WorkerError::Start(format!("{e:?}")))?;
    let heard = questions.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        if let Some(q) = heard.upgrade() {
            on_message(&q, event);
        }
    });
    // A script that cannot load fires a plain `Event`; an exception inside, an `ErrorEvent`.
    let on_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        let why = match event.dyn_ref::<ErrorEvent>() {
            Some(e) if !e.message().is_empty() => e.message(),
            _ => "it could not be loaded".to_owned(),
        };
        if let Some(q) = questions.upgrade() {
            fail_all(&q, WorkerError::Failed(why));
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Running { worker, ready: false, queued: Vec::new(), _on_message: on_message, _on_error: on_error })
}

fn stop(running: Option<Running>) {
    if let Some(Running { worker, _on_message, _on_error, .. }) = running {
        worker.set_onmessage(None);
        worker.set_onerror(None);
        worker.terminate();
        // A stop can come from inside one of these handlers (an error, a bad reply): dropping a
        // closure while it runs is not allowed, so the two small closures are left to the page.
        _on_message.forget();
        _on_error.forget();
    }
}
