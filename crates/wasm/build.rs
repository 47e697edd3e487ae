//! The WebAssembly module's stack. wasm-ld gives 1 MiB, and a deep search
//! recurses up to 100 plies, each with its move list and move picker (the
//! engine's own threads have 64 MiB natively); a stack overflow in
//! WebAssembly corrupts memory or traps. 16 MiB of the module's memory are
//! reserved instead.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let arch = std::env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    if arch == "wasm32" {
        println!("cargo:rustc-link-arg-cdylib=-zstack-size=16777216");
    }
}
