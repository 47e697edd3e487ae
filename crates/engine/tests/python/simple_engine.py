"""The engine as python-chess's SimpleEngine drives it (a GUI's view).

Run by crates/engine/tests/python_chess.rs: python3 simple_engine.py ENGINE.
Every check is an assert; the last line printed is "all checks passed".
"""

import sys

import chess
import chess.engine

ENGINE = sys.argv[1]


class ImmortalBoard(chess.Board):
    """A Classic Immortal Chess board as far as python-chess needs one: the
    engine decides legality; a capture swaps the two units (I-1)."""

    uci_variant = "immortal"

    def is_legal(self, move):
        piece = self.piece_at(move.from_square)
        return piece is not None and piece.color == self.turn

    def push(self, move):
        mover = self.piece_at(move.from_square)
        victim = self.piece_at(move.to_square)
        super().push(move)
        if mover and victim and mover.color != victim.color:
            # The private setter: set_piece_at would clear the move stack.
            self._set_piece_at(move.from_square, victim.piece_type, victim.color)


def first_moves(infos):
    return [info["pv"][0] for info in infos]


with chess.engine.SimpleEngine.popen_uci(ENGINE, timeout=60) as engine:
    for name in ["Threads", "Hash", "MultiPV", "Move Overhead", "Ponder", "UCI_Variant"]:
        assert name in engine.options, f"option {name} missing: {list(engine.options)}"
    assert "immortal" in engine.options["UCI_Variant"].var
    engine.configure({"Threads": 2, "Hash": 32, "Move Overhead": 20})
    print("configured Threads 2, Hash 32, Move Overhead 20")

    # MultiPV (managed by python-chess): three distinct lines with scores.
    board = chess.Board()
    board.push_san("e4")
    infos = engine.analyse(board, chess.engine.Limit(depth=6), multipv=3)
    assert len(infos) == 3, infos
    firsts = first_moves(infos)
    assert len(set(firsts)) == 3, firsts
    assert all(m in board.legal_moves for m in firsts), firsts
    scores = [info["score"].relative.score(mate_score=100000) for info in infos]
    assert all(s is not None for s in scores), infos
    assert scores == sorted(scores, reverse=True), scores
    assert all(info.get("depth") == 6 for info in infos), infos
    print("analyse multipv=3:", [(m.uci(), s) for m, s in zip(firsts, scores)])

    # Back to one line: analyse gives one.
    info = engine.analyse(board, chess.engine.Limit(depth=4))
    assert info["pv"][0] in board.legal_moves
    print("analyse multipv=1:", info["pv"][0].uci(), info["score"])

    # searchmoves through root_moves.
    allowed = [chess.Move.from_uci("a2a3"), chess.Move.from_uci("h2h3")]
    result = engine.play(chess.Board(), chess.engine.Limit(depth=5), root_moves=allowed)
    assert result.move in allowed, result
    print("root_moves a2a3 h2h3 ->", result.move.uci())

    # Pondering (Ponder managed by python-chess): play, then play again in
    # the same game after the expected reply, which python-chess answers
    # with ponderhit.
    game = object()
    board = chess.Board()
    ponderhits = 0
    for _ in range(6):
        result = engine.play(board, chess.engine.Limit(time=0.2), ponder=True, game=game)
        assert result.move in board.legal_moves, result
        board.push(result.move)
        if board.is_game_over():
            break
        reply = result.ponder if result.ponder in board.legal_moves else next(iter(board.legal_moves))
        ponderhits += reply == result.ponder
        board.push(reply)
    assert ponderhits > 0, "no ponder move was ever played"
    print(f"played with ponder: {' '.join(m.uci() for m in board.move_stack)} ({ponderhits} ponder hits)")

    # A timed search returns a legal move; infinite analysis stops cleanly.
    result = engine.play(board, chess.engine.Limit(white_clock=5, black_clock=5, white_inc=0.1, black_inc=0.1))
    assert result.move in board.legal_moves
    with engine.analysis(board) as analysis:
        for info in analysis:
            if info.get("depth", 0) >= 5:
                break
    print("clock and analysis stop: ok")

    # A variant game: UCI_Variant is set from the board's type. Without
    # castling rights: python-chess writes castling as the king's two-square
    # step, while the engine's Immortal castling names the partner's square.
    board = ImmortalBoard("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1")
    for _ in range(12):
        result = engine.play(board, chess.engine.Limit(depth=3))
        if result.move is None:
            # `bestmove (none)`: the engine says the game is over (python-
            # chess cannot judge an Immortal position).
            break
        board.push(result.move)
    assert len(board.move_stack) >= 4, board.move_stack
    print("immortal game:", " ".join(m.uci() for m in board.move_stack))

print("all checks passed")
