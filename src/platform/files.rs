//! Files: a text saved as a download, a picked file read as text, a text copied from a textarea,
//! a text handed to the phone's share sheet as a file (the Web Share API, where it takes files).
//! Every call reports failure as a [`FileError`]; none of them panics.

use crate::platform::js;
use leptos::__reexports::wasm_bindgen_futures::{JsFuture, spawn_local};
use std::fmt;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlDocument, HtmlInputElement, HtmlTextAreaElement, Url};

/// Why a file could not be saved or read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileError {
    /// The page has no document to make the download's link in.
    NoDocument,
    /// The document has no body to put the link in.
    NoBody,
    /// The file input holds no file.
    NothingPicked,
    /// The picked file's contents are not text.
    NotText,
    /// The browser refused, with its error as text (a `JsValue` is no Rust error).
    Browser(String),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FileError::NoDocument => "no document",
            FileError::NoBody => "no body",
            FileError::NothingPicked => "no file was picked",
            FileError::NotText => "the file is not text",
            FileError::Browser(message) => message,
        })
    }
}

impl std::error::Error for FileError {}

fn browser(e: JsValue) -> FileError {
    FileError::Browser(
        e.as_string()
            .or_else(|| js_sys::JSON::stringify(&e).ok().and_then(|s| s.as_string()))
            .unwrap_or_else(|| "unknown error".into()),
    )
}

/// Offers `text` as a file named `name` of type `mime`: a Blob behind an object URL, clicked
/// through a temporary `<a download>`.
pub fn download(name: &str, mime: &str, text: &str) -> Result<(), FileError> {
    let document = web_sys::window().and_then(|w| w.document()).ok_or(FileError::NoDocument)?;
    let options = BlobPropertyBag::new();
    options.set_type(mime);
    let blob = Blob::new_with_str_sequence_and_options(&js_sys::Array::of1(&JsValue::from_str(text)), &options)
        .map_err(browser)?;
    let url = Url::create_object_url_with_blob(&blob).map_err(browser)?;
    let a: HtmlAnchorElement = document.create_element("a").map_err(browser)?.unchecked_into();
    a.set_href(&url);
    a.set_download(name);
    let _ = a.style().set_property("display", "none");
    let body = document.body().ok_or(FileError::NoBody)?;
    body.append_child(&a).map_err(browser)?;
    a.click();
    a.remove();
    // The download starts asynchronously in some browsers: revoke the URL a little later.
    gloo_timers::callback::Timeout::new(10_000, move || {
        let _ = Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// Reads the file picked in `input` as text and hands it to `done` (`Err` says why not).
pub fn read_picked(input: &HtmlInputElement, done: impl FnOnce(Result<String, FileError>) + 'static) {
    let Some(file) = input.files().and_then(|list| list.get(0)) else {
        done(Err(FileError::NothingPicked));
        return;
    };
    spawn_local(async move {
        let text =
            JsFuture::from(file.text()).await.map_err(browser).and_then(|v| v.as_string().ok_or(FileError::NotText));
        done(text);
    });
}

/// Selects the text of `area` and copies it; `false` when the browser refused (the text stays
/// selected, so the player can copy it by hand).
pub fn copy(area: &HtmlTextAreaElement) -> bool {
    area.select();
    let document: Option<HtmlDocument> = web_sys::window().and_then(|w| w.document()).map(JsCast::unchecked_into);
    document.is_some_and(|d| d.exec_command("copy").unwrap_or(false))
}

/// `text` as a file named `name` of type `mime`, for sharing.
fn file(name: &str, mime: &str, text: &str) -> Result<web_sys::File, FileError> {
    let options = web_sys::FilePropertyBag::new();
    options.set_type(mime);
    web_sys::File::new_with_str_sequence_and_options(&js_sys::Array::of1(&JsValue::from_str(text)), name, &options)
        .map_err(browser)
}

/// `{files: [file], title}`, as the Web Share API takes it.
fn share_data(file: &web_sys::File, title: &str) -> js_sys::Object {
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"files".into(), &js_sys::Array::of1(file));
    let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
    data
}

/// `navigator[name]` when it is a function.
fn navigator_method(name: &str) -> Option<(web_sys::Navigator, js_sys::Function)> {
    let navigator = web_sys::window()?.navigator();
    let method = js::method(&navigator, name)?;
    Some((navigator, method))
}

/// Whether this browser shares a file (the Web Share API with files: phones, mostly). Elsewhere
/// the players download or copy instead.
pub fn can_share_files() -> bool {
    let (Some((navigator, can_share)), Some(_)) = (navigator_method("canShare"), navigator_method("share")) else {
        return false;
    };
    let Ok(probe) = file("probe.pgn", "application/x-chess-pgn", "") else { return false };
    can_share.call1(&navigator, &share_data(&probe, "")).ok().and_then(|v| v.as_bool()).unwrap_or(false)
}

/// How a share ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shared {
    Shared,
    /// The player closed the share sheet.
    Cancelled,
    Failed(FileError),
}

/// Hands `text` as the file `name` to the phone's share sheet (mail, messaging, a drive), then
/// tells `done` how it ended.
pub fn share_file(name: &str, mime: &str, text: &str, title: &str, done: impl FnOnce(Shared) + 'static) {
    let promise = navigator_method("share")
        .ok_or(FileError::Browser("this browser cannot share files".into()))
        .and_then(|(navigator, share)| {
            let data = share_data(&file(name, mime, text)?, title);
            share.call1(&navigator, &data).map_err(browser)?.dyn_into::<js_sys::Promise>().map_err(browser)
        });
    let promise = match promise {
        Ok(promise) => promise,
        Err(e) => return done(Shared::Failed(e)),
    };
    spawn_local(async move {
        done(match JsFuture::from(promise).await {
            Ok(_) => Shared::Shared,
            // The share sheet closed without a choice: the player's word, not a failure.
            Err(e)
                if js_sys::Reflect::get(&e, &"name".into()).ok().and_then(|n| n.as_string()).as_deref()
                    == Some("AbortError") =>
            {
                Shared::Cancelled
            }
            Err(e) => Shared::Failed(browser(e)),
        });
    });
}
