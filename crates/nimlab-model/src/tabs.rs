//! The tabs' models that need no window: what a tab remembers, selects and words, kept apart from
//! how the window draws it, so the command line, the web page and tests can use it too.

pub mod tree;
