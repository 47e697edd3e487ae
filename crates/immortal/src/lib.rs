//! Classic Immortal Chess by Valery Danilchuk: captures swap the two units, nothing leaves the board
