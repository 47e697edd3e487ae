//! Games with history, undo/redo, repetition, fifty-move rule and outcomes for every danilchuk rule set
