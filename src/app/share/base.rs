//! Where a link points: the web build's page, which opens `#state=…`. The address is, in this
//! order, the `NIMLAB_WEB_URL` environment variable when the desktop app runs, the same variable
//! when the app was built (`NIMLAB_WEB_URL=https://… bash scripts/web_build.sh`, or `cargo build`
//! for the desktop: the published page, which `.github/workflows/pages.yml` sets), and otherwise
//! the page's own address in the browser, or [`DEFAULT_WEB_URL`] on the desktop, where README's
//! `python3 scripts/serve.py` serves the web build.

/// The web build's address when nothing says otherwise: README's local server.
pub const DEFAULT_WEB_URL: &str = "http://localhost:8080/";

/// The variable naming the web build's address (at run time, or at build time natively).
pub const WEB_URL_VAR: &str = "NIMLAB_WEB_URL";

/// The address links start with, without any `#…` part.
pub fn base_address() -> String {
    without_fragment(&page_address()).to_owned()
}

/// The web page's own address, unless the build names the published one.
#[cfg(target_arch = "wasm32")]
fn page_address() -> String {
    let own = web_sys::window()
        .and_then(|window| window.location().href().ok())
        .unwrap_or_else(|| DEFAULT_WEB_URL.to_owned());
    chosen(None, option_env!("NIMLAB_WEB_URL"), &own)
}

/// The web build's address as the run, then the build, says; else the default.
#[cfg(not(target_arch = "wasm32"))]
fn page_address() -> String {
    let run = std::env::var(WEB_URL_VAR).ok();
    chosen(run.as_deref(), option_env!("NIMLAB_WEB_URL"), DEFAULT_WEB_URL)
}

/// The first of `run` and `build` that is a web address (`http://` or `https://`, nothing
/// blank), else `otherwise`.
fn chosen(run: Option<&str>, build: Option<&str>, otherwise: &str) -> String {
    [run, build]
        .into_iter()
        .flatten()
        .map(str::trim)
        .find(|address| is_web_address(address))
        .unwrap_or(otherwise)
        .to_owned()
}

/// `http://` or `https://` and something after it, with no whitespace.
fn is_web_address(text: &str) -> bool {
    let rest = text
        .strip_prefix("https://")
        .or_else(|| text.strip_prefix("http://"));
    rest.is_some_and(|rest| !rest.is_empty() && !text.contains(char::is_whitespace))
}

/// `address` up to its `#`, if any.
fn without_fragment(address: &str) -> &str {
    address.split_once('#').map_or(address, |(before, _)| before)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn the_run_comes_before_the_build_and_the_build_before_the_default() {
        let school = "https://school.example/nimlab/";
        assert_eq!(
            chosen(Some(school), Some("http://build.example/"), DEFAULT_WEB_URL),
            school
        );
        assert_eq!(chosen(None, Some(school), DEFAULT_WEB_URL), school);
        assert_eq!(
            chosen(Some("  "), Some(school), DEFAULT_WEB_URL),
            school,
            "a blank variable says nothing"
        );
        assert_eq!(
            chosen(Some("ftp://x/"), None, DEFAULT_WEB_URL),
            DEFAULT_WEB_URL,
            "not a web address"
        );
        assert_eq!(chosen(Some("https://"), None, DEFAULT_WEB_URL), DEFAULT_WEB_URL);
        assert_eq!(chosen(None, None, DEFAULT_WEB_URL), DEFAULT_WEB_URL);
        let page = "http://localhost:8080/lesson/";
        assert_eq!(
            chosen(None, None, page),
            page,
            "a page with no published address is its own"
        );
        assert_eq!(without_fragment("http://a/b/#state=(tab:Grundy)"), "http://a/b/");
        assert_eq!(without_fragment("http://a/index.html"), "http://a/index.html");
    }
}
