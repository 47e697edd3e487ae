// The page's back end: here, the board server, which answers the page's
// requests itself (api.js fetches them). The static site (`cargo xtask
// site`) writes its own backend.js in place of this one, which answers
// them in the browser.
"use strict";
