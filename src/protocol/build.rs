//! Which build of the app a module is. The page, the arbiter's desk and the rules worker are three
//! wasm modules fetched separately, and Trunk gives the desk's and the worker's files fixed names:
//! after a deploy a page of one build could fetch a helper of another, whose messages may have
//! changed. So each checks the other's build before they talk, and refuses with [`OtherBuild`].

use std::fmt;

/// The app's version, as Cargo.toml gives it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// This module's build: a digest of the sources it was built from (`scripts/build_id.rs`).
pub const BUILD: &str = env!("FAIRCLOCK_BUILD_ID");

/// A helper of another build than the page's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OtherBuild {
    /// The helper: "the arbiter's desk", "the rules worker".
    pub helper: &'static str,
    /// The helper's build and the page's (`None`: older than the build check, it cannot say).
    pub helper_build: Option<String>,
    pub page_build: Option<String>,
}

fn named(build: Option<&str>) -> String {
    build.map_or_else(|| "an older build".to_owned(), |b| format!("build {b}"))
}

impl fmt::Display for OtherBuild {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is from another version of Fair Clock ({}; this page is {}), so the page will not use it. \
             Reload the page to bring all of it to one version: the game is kept.",
            self.helper,
            named(self.helper_build.as_deref()),
            named(self.page_build.as_deref())
        )
    }
}

impl std::error::Error for OtherBuild {}

/// The page's check of a helper that says it is of build `theirs`.
pub fn check_helper(helper: &'static str, theirs: Option<&str>) -> Result<(), OtherBuild> {
    match theirs {
        Some(b) if b == BUILD => Ok(()),
        _ => Err(OtherBuild { helper, helper_build: theirs.map(str::to_owned), page_build: Some(BUILD.to_owned()) }),
    }
}

/// A helper's check of the page that says it is of build `page`.
pub fn check_page(helper: &'static str, page: Option<&str>) -> Result<(), OtherBuild> {
    match page {
        Some(b) if b == BUILD => Ok(()),
        _ => Err(OtherBuild { helper, helper_build: Some(BUILD.to_owned()), page_build: page.map(str::to_owned) }),
    }
}

/// What the setup screen shows: "version 0.1.0, build 3fa9c21e".
pub fn describe() -> String {
    format!("version {VERSION}, build {BUILD}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_build_passes_both_ways() {
        assert_eq!(check_helper("the rules worker", Some(BUILD)), Ok(()));
        assert_eq!(check_page("the rules worker", Some(BUILD)), Ok(()));
    }

    #[test]
    fn a_helper_of_another_build_is_refused_and_both_builds_are_named() {
        let e = check_helper("the arbiter's desk", Some("0badc0de")).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "the arbiter's desk is from another version of Fair Clock (build 0badc0de; this page is build {BUILD}), \
                 so the page will not use it. Reload the page to bring all of it to one version: the game is kept."
            )
        );
    }

    #[test]
    fn a_helper_refuses_a_page_of_another_build_in_the_same_words() {
        let e = check_page("the rules worker", Some("0badc0de")).unwrap_err();
        assert!(
            e.to_string().starts_with(&format!(
                "the rules worker is from another version of Fair Clock (build {BUILD}; this page is build 0badc0de)"
            )),
            "{e}"
        );
    }

    #[test]
    fn a_side_that_cannot_say_is_an_older_build() {
        let e = check_helper("the arbiter's desk", None).unwrap_err();
        assert!(e.to_string().contains("(an older build; this page is build "), "{e}");
        let e = check_page("the rules worker", None).unwrap_err();
        assert!(e.to_string().contains("; this page is an older build)"), "{e}");
    }

    #[test]
    fn the_build_is_one_short_word() {
        assert!(!BUILD.is_empty() && BUILD.len() <= 64 && !BUILD.contains(char::is_whitespace), "{BUILD}");
    }
}
