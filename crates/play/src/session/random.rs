//! Random names from the operating system's generator (the `getrandom`
//! crate: getrandom(2) on Linux, getentropy on macOS, BCryptGenRandom on
//! Windows): game ids, which anyone may know, and seat tokens, which only
//! their holder may.

/// Why no random name could be made: the operating system's generator
/// failed (never seen in practice; a board that cannot make unguessable
/// tokens refuses to make games rather than make guessable ones).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the operating system's random generator failed: {0}")]
pub struct RandomError(String);

/// `N` random bytes from the operating system, as `2 * N` lower-case hex
/// digits.
pub(crate) fn random_hex<const N: usize>() -> Result<String, RandomError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| RandomError(e.to_string()))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_hex_of_the_asked_length_and_differ() {
        let a = random_hex::<16>().expect("random");
        let b = random_hex::<16>().expect("random");
        assert_eq!(a.len(), 32);
        assert!(a
            .bytes()
            .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()));
        assert_ne!(a, b);
    }
}
