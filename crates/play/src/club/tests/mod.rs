//! The club layer's tests.
