//! The bench's node counts are the search's signature: the engine README
//! states them, and this test keeps the statement true.

use danilchuk_engine::bench;

/// The `| rule set | nodes |` rows of the README's "Search signature" table.
fn documented_signature() -> Vec<(String, u64)> {
    let readme = include_str!("../README.md");
    let section = readme
        .split("## Search signature")
        .nth(1)
        .expect("the README has a Search signature section");
    let section = section.split("\n## ").next().unwrap_or(section);
    section
        .lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.trim().trim_matches('|').split('|').collect();
            let [rules, nodes] = cells.as_slice() else {
                return None;
            };
            let nodes = nodes.trim().parse().ok()?;
            Some((rules.trim().to_owned(), nodes))
        })
        .collect()
}

#[test]
fn bench_node_counts_are_the_documented_search_signature() {
    let documented = documented_signature();
    let measured: Vec<(String, u64)> = bench::totals(6)
        .into_iter()
        .map(|total| (total.rules.to_owned(), total.nodes))
        .collect();
    assert_eq!(
        measured, documented,
        "bench 6 node counts differ from the engine README's Search signature table"
    );
}
