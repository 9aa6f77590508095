//! The page: plain HTML, CSS and JavaScript (no build step, nothing fetched from
//! elsewhere), built into the program from `src/serve/page/`.

/// Each asset's path, content type and text.
pub(super) const ASSETS: &[(&str, &str, &str)] = &[
    (
        "/",
        "text/html; charset=utf-8",
        include_str!("page/index.html"),
    ),
    (
        "/style.css",
        "text/css; charset=utf-8",
        include_str!("page/style.css"),
    ),
    (
        "/sg.js",
        "text/javascript; charset=utf-8",
        include_str!("page/sg.js"),
    ),
    (
        "/play.js",
        "text/javascript; charset=utf-8",
        include_str!("page/play.js"),
    ),
];
