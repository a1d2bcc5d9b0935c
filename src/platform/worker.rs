//! The rules worker (`src/bin/rules_worker.rs`): chasolver's analysis runs there, off the main
//! thread, because it can take seconds and the clock must keep ticking meanwhile.
//!
//! The worker is spawned on the first question (its wasm is fetched only then, after the clock is
//! interactive) and kept for the next; [`cancel`] terminates it, and the next question spawns a
//! fresh one. One question at a time: the page asks while the claim dialog waits. A question
//! waits until the worker has said it is ready (see `mating_analysis::READY`).

use crate::mating_analysis::{READY, Reply, Request};
use crate::record::Analysis;
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// Trunk's loader for the worker (`data-loader-shim`), beside index.html.
const LOADER: &str = "./rules_worker_loader.js";

type Handler = Closure<dyn FnMut(MessageEvent)>;
type ErrorHandler = Closure<dyn FnMut(Event)>;

thread_local! {
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
    // The handlers must live as long as the worker may call them.
    static HANDLERS: RefCell<Option<(Handler, ErrorHandler)>> = const { RefCell::new(None) };
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
    static READY_NOW: Cell<bool> = const { Cell::new(false) };
    // The question asked before the worker was ready.
    static WAITING: RefCell<Option<String>> = const { RefCell::new(None) };
}

fn post(worker: &Worker, request: String) -> Result<(), String> {
    worker.post_message(&request.into()).map_err(|e| format!("the rules worker could not be asked: {e:?}"))
}

fn worker() -> Result<Worker, String> {
    WORKER.with_borrow_mut(|slot| {
        if let Some(w) = slot {
            return Ok(w.clone());
        }
        let w = Worker::new(LOADER).map_err(|e| format!("the rules worker could not start: {e:?}"))?;
        *slot = Some(w.clone());
        Ok(w)
    })
}

/// Asks whether each side can still checkmate in `fen`; `answer` is called once with the
/// worker's analysis or a message saying what went wrong. A cancelled question is never answered.
pub fn ask(fen: &str, answer: impl FnOnce(Result<Analysis, String>) + 'static) {
    let id = NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id.wrapping_add(1));
        id
    });
    let answer = std::rc::Rc::new(RefCell::new(Some(answer)));
    let respond = {
        let answer = answer.clone();
        move |result: Result<Analysis, String>| {
            if let Some(f) = answer.borrow_mut().take() {
                f(result);
            }
        }
    };
    let worker = match worker() {
        Ok(w) => w,
        Err(e) => return respond(Err(e)),
    };
    let on_reply = respond.clone();
    let on_failure = respond.clone();
    let this = worker.clone();
    let on_message: Handler = Closure::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        if text == READY {
            READY_NOW.set(true);
            if let Some(Err(e)) = WAITING.take().map(|request| post(&this, request)) {
                cancel();
                on_reply(Err(e));
            }
            return;
        }
        match Reply::decode(&text) {
            // A late reply to a cancelled question has another id.
            Ok(reply) if reply.id != id => {}
            Ok(Reply { analysis: Some(a), .. }) => on_reply(Ok(a)),
            Ok(Reply { error, .. }) => on_reply(Err(error.unwrap_or_else(|| "the rules worker gave no answer".into()))),
            Err(e) => on_reply(Err(e)),
        }
    });
    // A script that cannot load fires a plain `Event`; an exception inside, an `ErrorEvent`.
    let on_error: ErrorHandler = Closure::new(move |event: Event| {
        cancel();
        let why = match event.dyn_ref::<ErrorEvent>() {
            Some(e) if !e.message().is_empty() => e.message(),
            _ => "it could not be loaded".to_owned(),
        };
        respond(Err(format!("the rules worker failed: {why}")));
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    HANDLERS.with_borrow_mut(|h| *h = Some((on_message, on_error)));
    let request = Request { id, fen: fen.to_owned() }.encode();
    if !READY_NOW.get() {
        WAITING.set(Some(request));
    } else if let Err(e) = post(&worker, request) {
        cancel();
        on_failure(Err(e));
    }
}

/// Stops the analysis under way: the worker is terminated (the next question spawns a new one).
pub fn cancel() {
    READY_NOW.set(false);
    WAITING.set(None);
    if let Some(w) = WORKER.with_borrow_mut(Option::take) {
        w.set_onmessage(None);
        w.set_onerror(None);
        w.terminate();
    }
}
