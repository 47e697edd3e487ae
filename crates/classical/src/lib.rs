//! Classical chess (FIDE rules) on the danilchuk bitboard core: legal move generation, FEN, perft
