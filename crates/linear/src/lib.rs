//! Russian Linear Chess by Valery Danilchuk: every file is a piece type's line, several kings, lose when no king is left
