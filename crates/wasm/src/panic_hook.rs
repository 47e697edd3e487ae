//! A panic in WebAssembly aborts the module with a bare `unreachable`
//! trap; this hook writes the panic's message to the console first. No
//! path of the API should panic (every input is checked); the hook is
//! there so that a bug, if one remains, is not silent.

use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(message: &str);
}

/// Installs the hook when the module starts.
#[wasm_bindgen(start)]
fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        console_error(&format!("danilchuk-wasm panicked (a bug): {info}"));
    }));
}
