//! SAN, the sources' long notation, UCI and PGN for classical, Immortal and Linear chess
