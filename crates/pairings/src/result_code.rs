//! The result of one player in one round, as TRF-16 writes it.

/// One player's result in one round (TRF-16 result codes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ResultCode {
    /// `1`: a win over the board.
    Win,
    /// `=`: a draw over the board.
    Draw,
    /// `0`: a loss over the board.
    Loss,
    /// `+`: a win by forfeit (the opponent did not come).
    ForfeitWin,
    /// `-`: a loss by forfeit.
    ForfeitLoss,
    /// `W`: a win in a game not rated (fewer than one move played).
    UnratedWin,
    /// `D`: a draw in a game not rated.
    UnratedDraw,
    /// `L`: a loss in a game not rated.
    UnratedLoss,
    /// `H`: a half-point bye (requested).
    HalfBye,
    /// `F`: a full-point bye (requested or given by the organiser).
    FullBye,
    /// `U`: the pairing-allocated bye; its points are the tournament's
    /// [`bye_points`](crate::Tournament::bye_points).
    PairingBye,
    /// `Z`: a zero-point bye (absent, withdrawn, or a requested zero bye).
    ZeroBye,
    /// Blank: not paired, no result yet (a round in progress).
    Pending,
}

impl ResultCode {
    /// Reads a TRF result letter.
    #[must_use]
    pub fn from_letter(letter: char) -> Option<ResultCode> {
        Some(match letter {
            '1' => ResultCode::Win,
            '=' => ResultCode::Draw,
            '0' => ResultCode::Loss,
            '+' => ResultCode::ForfeitWin,
            '-' => ResultCode::ForfeitLoss,
            'W' | 'w' => ResultCode::UnratedWin,
            'D' | 'd' => ResultCode::UnratedDraw,
            'L' | 'l' => ResultCode::UnratedLoss,
            'H' | 'h' => ResultCode::HalfBye,
            'F' | 'f' => ResultCode::FullBye,
            'U' | 'u' => ResultCode::PairingBye,
            'Z' | 'z' => ResultCode::ZeroBye,
            ' ' => ResultCode::Pending,
            _ => return None,
        })
    }

    /// The TRF letter.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            ResultCode::Win => '1',
            ResultCode::Draw => '=',
            ResultCode::Loss => '0',
            ResultCode::ForfeitWin => '+',
            ResultCode::ForfeitLoss => '-',
            ResultCode::UnratedWin => 'W',
            ResultCode::UnratedDraw => 'D',
            ResultCode::UnratedLoss => 'L',
            ResultCode::HalfBye => 'H',
            ResultCode::FullBye => 'F',
            ResultCode::PairingBye => 'U',
            ResultCode::ZeroBye => 'Z',
            ResultCode::Pending => ' ',
        }
    }

    /// The points, in half-points, with `bye_points` half-points for the
    /// pairing-allocated bye.
    #[must_use]
    pub fn half_points(self, bye_points: u32) -> u32 {
        match self {
            ResultCode::Win | ResultCode::ForfeitWin | ResultCode::UnratedWin => 2,
            ResultCode::FullBye => 2,
            ResultCode::Draw | ResultCode::UnratedDraw | ResultCode::HalfBye => 1,
            ResultCode::PairingBye => bye_points,
            ResultCode::Loss
            | ResultCode::ForfeitLoss
            | ResultCode::UnratedLoss
            | ResultCode::ZeroBye
            | ResultCode::Pending => 0,
        }
    }

    /// Whether the game was played over the board (`1 = 0 W D L`): the
    /// players met, for colours and for the rule that two players meet once.
    #[must_use]
    pub fn is_played(self) -> bool {
        matches!(
            self,
            ResultCode::Win
                | ResultCode::Draw
                | ResultCode::Loss
                | ResultCode::UnratedWin
                | ResultCode::UnratedDraw
                | ResultCode::UnratedLoss
        )
    }

    /// Whether it is a win (over the board, unrated or by forfeit).
    #[must_use]
    pub fn is_win(self) -> bool {
        matches!(
            self,
            ResultCode::Win | ResultCode::UnratedWin | ResultCode::ForfeitWin
        )
    }

    /// The result the opponent has: `1` against `0`, `+` against `-`.
    #[must_use]
    pub fn mirrored(self) -> ResultCode {
        match self {
            ResultCode::Win => ResultCode::Loss,
            ResultCode::Loss => ResultCode::Win,
            ResultCode::ForfeitWin => ResultCode::ForfeitLoss,
            ResultCode::ForfeitLoss => ResultCode::ForfeitWin,
            ResultCode::UnratedWin => ResultCode::UnratedLoss,
            ResultCode::UnratedLoss => ResultCode::UnratedWin,
            other => other,
        }
    }
}
