//! Every doc example runs what it shows: a function an example defines (a
//! `fn demo<P: Position>(pos: &P)` over every rule set, say) must be called
//! in it, or its asserts are only type-checked and prove nothing. Scans the
//! doc comments of every source file of the workspace and the READMEs.

use danilchuk_testkit::doc_examples::{uncalled_functions, workspace_examples};
use danilchuk_testkit::docs::workspace_root;

#[test]
fn every_function_a_doc_example_defines_is_called() {
    let root = workspace_root(env!("CARGO_MANIFEST_DIR"));
    let examples = workspace_examples(&root);
    assert!(
        examples.len() > 100,
        "only {} examples found",
        examples.len()
    );
    let uncalled: Vec<String> = examples
        .iter()
        .flat_map(|example| {
            uncalled_functions(&example.code)
                .into_iter()
                .map(move |name| format!("{}:{}: fn {name}", example.file.display(), example.line))
        })
        .collect();
    assert!(
        uncalled.is_empty(),
        "doc examples define functions they never call (call them with real positions):\n{}",
        uncalled.join("\n")
    );
}
