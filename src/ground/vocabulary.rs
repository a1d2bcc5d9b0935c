//! The record's words: the sides, and the ids of rulebooks, claims, infractions and decisions as
//! the game-record spec spells them, each read back with an error that lists the ids it knows;
//! and a fallen flag. The rules and the replay both speak this vocabulary.

use crate::ground::messages::SIDE;
use crate::ground::micros::Micros;
use crate::ground::words;
use shakmaty::Color;
use std::fmt;
use std::str::FromStr;

/// "White" or "Black": a side in a sentence.
pub fn side_name(side: Color) -> &'static str {
    side.fold_wb("White", "Black")
}

/// The side as the interface says it, in the players' language (the record's and a PGN's words
/// are [`side_name`]).
pub fn side_said(side: Color) -> &'static str {
    words::say(SIDE.of(side))
}

/// `"white"` or `"black"`: a side's id in the record and the messages.
pub fn side_id(side: Color) -> &'static str {
    side.fold_wb("white", "black")
}

/// The side a record's id names.
pub fn side_of_id(id: &str) -> Option<Color> {
    match id {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// A flag that fell: whose, and the exact instant on the record's time line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flag {
    pub side: Color,
    pub fell_at: Micros,
}

/// An enum of the record's ids (`$name::id`, `$name::ALL`, `FromStr`), and the error for an id
/// it does not know, which names `$what` and lists every id.
macro_rules! record_ids {
    ($(#[$meta:meta])* pub enum $name:ident, $unknown:ident, $what:literal {
        $($(#[$vmeta:meta])* $variant:ident = $id:literal,)+
    }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)+
        }

        impl $name {
            pub const ALL: [$name; [$($id),+].len()] = [$($name::$variant),+];

            /// Its id in the game record.
            pub fn id(self) -> &'static str {
                match self {
                    $($name::$variant => $id,)+
                }
            }
        }

        #[doc = concat!("A ", $what, " in the record that names no [`", stringify!($name), "`].")]
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub struct $unknown(pub String);

        impl fmt::Display for $unknown {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let ids: Vec<&str> = $name::ALL.iter().map(|x| x.id()).collect();
                write!(f, "unknown {} '{}': expected one of {}", $what, self.0, ids.join(", "))
            }
        }

        impl std::error::Error for $unknown {}

        impl FromStr for $name {
            type Err = $unknown;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                $name::ALL.into_iter().find(|x| x.id() == s).ok_or_else(|| $unknown(s.to_owned()))
            }
        }
    };
}

record_ids! {
    /// The rulebook the players chose, by its id in the game record.
    pub enum Rulebook, UnknownRulebook, "rulebook" {
        FideStandard = "fide-standard",
        FideRapid = "fide-rapid",
        FideBlitz = "fide-blitz",
        Uscf = "uscf",
        UscfBlitz = "uscf-blitz",
        ScholasticBlitz2004 = "scholastic-blitz-2004",
        SpeedChess2000 = "speed-chess-2000",
        BlitzCommon = "blitz-common",
        Quickplay2001 = "quickplay-2001",
    }
}

record_ids! {
    /// What a player claims, by its `kind` in the game record.
    pub enum ClaimKind, UnknownClaimKind, "claim kind" {
        Flag = "flag",
        IllegalMove = "illegal_move",
        Threefold = "threefold",
        FiftyMoves = "fifty_moves",
        DeadPosition = "dead_position",
        InsufficientMaterial = "insufficient_material",
        MichiganTwenty = "michigan_twenty",
        QueenVQueen = "queen_v_queen",
        RookVRook = "rook_v_rook",
        IdenticalPieces = "identical_pieces",
        QuickplayFinish = "quickplay_finish",
        InsufficientLosingChances = "insufficient_losing_chances",
        /// FIDE III.4: a request for an increment of five seconds for both players, which is also
        /// an offer of a draw (an extra claim kind beyond the spec's).
        IncrementRequest = "increment_request",
    }
}

impl ClaimKind {
    /// A draw claim whose decision the arbiter may postpone until later in the game, at the
    /// latest until a flag falls (FIDE III.5.2, Quickplay 10.2b, US Chess Variation 14H).
    pub fn is_postponable(self) -> bool {
        matches!(self, ClaimKind::QuickplayFinish | ClaimKind::InsufficientLosingChances)
    }
}

record_ids! {
    /// An infraction reported with a `penalty` event.
    pub enum Infraction, UnknownInfraction, "penalty kind" {
        KnockedClock = "knocked_clock",
        DisplacedPieces = "displaced_pieces",
        TwoHands = "two_hands",
        Hover = "hover",
        FrivolousStop = "frivolous_stop",
    }
}

record_ids! {
    /// An arbiter's ruling on a pending claim (`decision` event).
    pub enum Decision, UnknownDecision, "decision" {
        Draw = "draw",
        Postpone = "postpone",
        Reject = "reject",
    }
}

record_ids! {
    /// A rule variation in force for a game (`"variations"` in the record, an extension of the spec).
    pub enum Variation, UnknownVariation, "variation" {
        /// US Chess Variation 14H: claims of insufficient losing chances in sudden death.
        Uscf14H = "14H",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_id_reads_back_and_an_unknown_one_lists_them_all() {
        for r in Rulebook::ALL {
            assert_eq!(r.id().parse::<Rulebook>(), Ok(r));
        }
        for k in ClaimKind::ALL {
            assert_eq!(k.id().parse::<ClaimKind>(), Ok(k));
        }
        assert_eq!(ClaimKind::ALL.len(), 13);
        let e = "nope".parse::<Decision>().unwrap_err();
        assert_eq!(e.to_string(), "unknown decision 'nope': expected one of draw, postpone, reject");
        let e = "x".parse::<Rulebook>().unwrap_err().to_string();
        assert!(e.starts_with("unknown rulebook 'x': expected one of fide-standard, fide-rapid"), "{e}");
        assert_eq!(side_of_id(side_id(Color::Black)), Some(Color::Black));
        assert_eq!(side_name(Color::White), "White");
    }
}
