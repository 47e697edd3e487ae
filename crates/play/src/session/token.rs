//! The secret that holds a seat, and what is kept of it: only its SHA-256
//! digest is stored, so that the database (a file other local users or a
//! backup may read) holds nothing that would seat its reader.

use std::fmt;

use sha2::{Digest, Sha256};

use super::random::{random_hex, RandomError};

/// The bytes of randomness in a token: 192 bits, well past guessing (and
/// past searching digests for).
const TOKEN_BYTES: usize = 24;

/// The length of a token as text (hex digits).
pub(crate) const TOKEN_LEN: usize = TOKEN_BYTES * 2;

/// The length of a stored digest as text (hex digits of SHA-256).
pub(crate) const DIGEST_LEN: usize = 64;

/// The secret that holds a seat. It is sent only to its holder (in the
/// answer that creates or claims the seat), is never shown in an answer
/// to anyone else, a PGN record or a log, and its `Debug` form hides it.
/// The board keeps only its digest: the secret itself is known only
/// while the token is new, to be handed to its holder.
#[derive(Clone)]
pub(crate) struct Token {
    /// SHA-256 of the secret's text.
    digest: [u8; 32],
    /// The secret, while it is new.
    secret: Option<String>,
}

impl Token {
    /// A fresh token from the operating system's generator.
    pub(crate) fn new() -> Result<Token, RandomError> {
        random_hex::<TOKEN_BYTES>().map(|secret| Token {
            digest: digest(&secret),
            secret: Some(secret),
        })
    }

    /// A token read back from the database: its digest as stored
    /// ([`Token::stored`]), or, as a board before digests stored it, the
    /// secret itself (kept as its digest).
    pub(crate) fn from_stored(text: &str) -> Option<Token> {
        if !text.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        match text.len() {
            DIGEST_LEN => {
                let mut digest = [0u8; 32];
                for (byte, pair) in digest.iter_mut().zip(text.as_bytes().chunks(2)) {
                    *byte = u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok()?;
                }
                Some(Token {
                    digest,
                    secret: None,
                })
            }
            TOKEN_LEN => Some(Token {
                digest: digest(text),
                secret: None,
            }),
            _ => None,
        }
    }

    /// What the database keeps of the token: its digest in hex.
    pub(crate) fn stored(&self) -> String {
        self.digest.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// The token's text, for its holder only: known only while it is new.
    pub(crate) fn secret(&self) -> Option<&str> {
        self.secret.as_deref()
    }

    /// Whether `offered` is this token. The digests are compared in time
    /// that does not depend on where they differ, so that timing tells a
    /// guesser nothing.
    pub(crate) fn matches(&self, offered: &str) -> bool {
        digest(offered)
            .iter()
            .zip(&self.digest)
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
    }
}

/// Two tokens are the same when their secrets are (a new one and the one
/// read back from the database are).
impl PartialEq for Token {
    fn eq(&self, other: &Token) -> bool {
        self.digest == other.digest
    }
}

impl Eq for Token {}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(hidden)")
    }
}

fn digest(text: &str) -> [u8; 32] {
    Sha256::digest(text.as_bytes()).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_digest_is_stored_and_it_still_seats_the_holder() {
        let token = Token::new().expect("random");
        let secret = token.secret().expect("new").to_string();
        assert_eq!(secret.len(), TOKEN_LEN);
        let stored = token.stored();
        assert_eq!(stored.len(), DIGEST_LEN);
        assert!(!stored.contains(&secret));
        let back = Token::from_stored(&stored).expect("a digest");
        assert_eq!(back, token);
        assert_eq!(back.secret(), None);
        assert!(back.matches(&secret));
        assert!(!back.matches(&stored));
        assert!(!back.matches(""));
        // A secret stored as it was before digests reads as its digest.
        let old = Token::from_stored(&secret).expect("a clear token");
        assert_eq!(old.stored(), stored);
        assert_eq!(Token::from_stored("xyz"), None);
        assert!(!format!("{token:?}").contains(&secret));
    }

    #[test]
    fn the_digest_is_sha_256() {
        // FIPS 180-2's example: SHA-256("abc").
        let token =
            Token::from_stored("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
                .expect("a digest");
        assert!(token.matches("abc"));
    }
}
