//! Where a link points: the web build's page, which opens `#state=…`. In the browser that is
//! the page's own address; the desktop app has no page of its own, so it uses, in this order,
//! the `NIMLAB_WEB_URL` environment variable when the app runs, the same variable when it was
//! built (`NIMLAB_WEB_URL=https://… cargo build --release`), or [`DEFAULT_WEB_URL`], where
//! README's `python3 -m http.server -d target/web 8080` serves the web build.

/// The web build's address when nothing says otherwise: README's local server.
pub const DEFAULT_WEB_URL: &str = "http://localhost:8080/";

/// The variable naming the web build's address (at run time, or at build time natively).
pub const WEB_URL_VAR: &str = "NIMLAB_WEB_URL";

/// The address links start with, without any `#…` part.
pub fn base_address() -> String {
    without_fragment(&page_address()).to_owned()
}

/// The web page's own address.
#[cfg(target_arch = "wasm32")]
fn page_address() -> String {
    web_sys::window()
        .and_then(|window| window.location().href().ok())
        .unwrap_or_else(|| DEFAULT_WEB_URL.to_owned())
}

/// The web build's address as the run, then the build, says; else the default.
#[cfg(not(target_arch = "wasm32"))]
fn page_address() -> String {
    let run = std::env::var(WEB_URL_VAR).ok();
    chosen(run.as_deref(), option_env!("NIMLAB_WEB_URL"))
}

/// The first of `run` and `build` that is a web address (`http://` or `https://`, nothing
/// blank), else [`DEFAULT_WEB_URL`].
#[cfg(not(target_arch = "wasm32"))]
fn chosen(run: Option<&str>, build: Option<&str>) -> String {
    [run, build]
        .into_iter()
        .flatten()
        .map(str::trim)
        .find(|address| is_web_address(address))
        .unwrap_or(DEFAULT_WEB_URL)
        .to_owned()
}

/// `http://` or `https://` and something after it, with no whitespace.
#[cfg(not(target_arch = "wasm32"))]
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
        assert_eq!(chosen(Some(school), Some("http://build.example/")), school);
        assert_eq!(chosen(None, Some(school)), school);
        assert_eq!(
            chosen(Some("  "), Some(school)),
            school,
            "a blank variable says nothing"
        );
        assert_eq!(
            chosen(Some("ftp://x/"), None),
            DEFAULT_WEB_URL,
            "not a web address"
        );
        assert_eq!(chosen(Some("https://"), None), DEFAULT_WEB_URL);
        assert_eq!(chosen(None, None), DEFAULT_WEB_URL);
        assert_eq!(without_fragment("http://a/b/#state=(tab:Grundy)"), "http://a/b/");
        assert_eq!(without_fragment("http://a/index.html"), "http://a/index.html");
    }
}
