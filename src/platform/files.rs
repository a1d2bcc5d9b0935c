//! Files: a text saved as a download, a picked file read as text, a text copied from a textarea.
//! Every call reports failure as a [`FileError`]; none of them panics.

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
        let text = JsFuture::from(file.text()).await.map_err(browser).and_then(|v| v.as_string().ok_or(FileError::NotText));
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
