//! National Scholastic Blitz Rules, revised March 1, 2004 (seed `us-scholastic-blitz-2004.txt`):
//! rulebook `scholastic-blitz-2004`. Rule 23 defers to the Official Rules of Chess, so what the
//! seed does not cover is decided by US Chess rules (the 7th edition standing in for the 5th).
//!
//! The words below are the seed text verbatim; ` … ` marks words left out.

use super::book::{Book, FlagCalling, ManualEntry};
use super::claims::{
    self, BothFlags, Consequence, CountRules, Definition, EndRules, FlagRules, IllegalRules, Incorrect,
};
use super::controls::{Mismatch, has_delay};
use super::material::BlitzMinimum;
use super::rule::{Cite, Rule, Text};
use super::uscf;
use super::verdict::{Claim, GameResult, Situation, Termination, Verdict, VerdictKind};
use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::time_control::TimeControl;
use crate::ground::vocabulary::{ClaimKind, Decision, Infraction};
use crate::ground::words::{Message, Sided, say, say_with};
use shakmaty::{Bitboard, Chess, Color, File, Position, Role, Square};

pub const RULES: &[Rule] = &[
    Rule {
        number: "1",
        words: "Each player must make all of his moves in the five minutes allotted on his clock. Time delay features may not be used for Blitz.",
    },
    Rule {
        number: "2",
        words: "All the clocks must either have a special device, usually called a flag, or be a digital clock.",
    },
    Rule {
        number: "3",
        words: "Before play begins both players should inspect the position of the pieces and the setting of the clock, since once each side has made a move all claims for correcting either are null and void. The only exception is if one or both players have more than five minutes on their clock, then the tournament director may reduce the time accordingly.",
    },
    Rule {
        number: "4",
        words: "Each player must push the clock button with the same hand he uses to move his pieces. Exception: only during castling may a player use both hands. When capturing only one hand may be used. The first infraction will get a warning, the second a one minute penalty and the third will result in the loss of the game.",
    },
    Rule {
        number: "5",
        words: "The tournament director should state at the start of the event the direction the clocks are to face. The player with the Black pieces then decides which side he will play with that opponent.",
    },
    Rule {
        number: "6",
        words: "Except for pushing the clock button neither player should touch the clock except for the following",
    },
    Rule { number: "6a", words: "To straighten it;" },
    Rule {
        number: "6b",
        words: "If either player knocks over the clock, his opponent gets one minute added to his clock;",
    },
    Rule {
        number: "6c",
        words: "If your opponent's clock does not begin you may push his side down and repunch your side; however, if this procedure is unsatisfactory, please call for a director;",
    },
    Rule {
        number: "6d",
        words: "Each player must always be allowed to push the clock after their move is made. Neither player should keep his hand on or hover over the clock.",
    },
    Rule { number: "7", words: "Define a win." },
    Rule { number: "7a1", words: "A game is won by the player: 1) who has mated his opponent's king;" },
    Rule { number: "7a2", words: "A game is won by the player: … 2) whose opponent resigns;" },
    Rule {
        number: "7a3",
        words: "A game is won by the player: … 3) whose opponent's flag falls first, at any time before the game is otherwise ended, provided he points it out and neutralizes the clock while his own flag is still up and that he still has mating material;",
    },
    Rule {
        number: "7a4",
        words: "A game is won by the player: … 4) who, after an illegal move, takes the opponent's king or stops the clock;",
    },
    Rule {
        number: "7a5",
        words: "A game is won by the player: … 5) an illegal move doesn't negate a player's right to claim on time, provided he does so prior to his opponent's claim of an illegal move. If the claims are simultaneous the player who made an illegal move loses.",
    },
    Rule {
        number: "7b",
        words: "Defining mating material. Either two minor pieces (except K vs K+N+N), a pawn, a rook or a queen will be sufficient mating material. No trick mates are allowed, which means a lone knight or bishop is insufficient unless a forced win can be demonstrated.",
    },
    Rule { number: "8", words: "Defining a draw. A game is a draw:" },
    Rule { number: "8a", words: "If one of the Kings is stalemated, even if a fallen flag is claimed simultaneously." },
    Rule { number: "8b", words: "By agreement between the players during the game only." },
    Rule {
        number: "8c",
        words: "If the flag of one player falls after the flag of the other player has already fallen and a win has not been claimed, unless either side mates before noticing both flags down. Checkmate nullifies any later time claims.",
    },
    Rule {
        number: "8d",
        words: "To claim a draw by perpetual check, a three-time repetition is necessary with the player counting 1, 2, 3 out loud so as to make it quite clear and easier for the tournament directors to assist. Claimant should stop the clock after the third repetition.",
    },
    Rule {
        number: "8e",
        words: "If both players each have just one identical piece either may claim a draw by stopping the clock unless the opponent can demonstrate a forced win.",
    },
    Rule {
        number: "8f",
        words: "If one player has insufficient mating material when his opponent's flag falls or makes an illegal move.",
    },
    Rule {
        number: "8g",
        words: "In K+B vs K+B and the bishops are of opposite colors, with only one pawn on the board, or 2 pawns vs 1 pawn in a clearly blockaded position, a draw can be claimed by stopping the clocks and summoning a tournament director, provided that no forced win can be proved.",
    },
    Rule {
        number: "8h",
        words: "K+rook pawn vs K can be claimed as a draw once the defender's King is on the rook file in front of the pawn. K+pawn vs K can be claimed as a draw once the defender is on the square directly in front of the pawn, as long as the pawn is not on the 7th rank.",
    },
    Rule {
        number: "8i",
        words: "K+R+rook pawn vs K+R is a draw, if the pawn is blockaded by the King and there is no immediate win evident.",
    },
    Rule {
        number: "9",
        words: "If a player accidentally displaces one or more pieces, he shall replace them on his own time. If it is necessary, his opponent may start the opponent's clock without making a move in order to make sure that the culprit uses his own time while replacing the pieces. Finally, it is unsportsmanlike to knock over any pieces then punch the clock. For the first offense the player will get a warning (unless this causes his flag to fall, in which case the opponent will get one extra minute added to his clock). For a second offense a one minute add-on for the opponent will be imposed. For a third offense the offender shall forfeit the game. Thereafter, the tournament director may use other penalties or expel a player from the event for repeated offenses.",
    },
    Rule {
        number: "10",
        words: "In case of a dispute either player may stop the clock while the tournament director is being summoned. In any unclear situation the tournament director will consider the testimony of both players and any reliable witnesses before rendering his decision. If a player wishes to appeal the decision of a tournament director, the player must first appeal to the section chief then, if necessary, the player may appeal to the Chief floor director, whose decision in all cases is final.",
    },
    Rule {
        number: "11",
        words: "The tournament director shall not pick up the clock; except in the case of a dispute.",
    },
    Rule {
        number: "12",
        words: "Spectators and players in another game are not to speak or otherwise interfere in a game. If a spectator interferes in any way, such as by calling attention to the flag fall or an illegal move, the tournament director may cancel the game and rule that a new game be played in its stead, and he may also expel the offending party from the playing room. The tournament director should also be silent about illegal moves, flag falls, etc. (unless there is an agreement with the players, before the game, to call them) as this is entirely the responsibility of the players.",
    },
    Rule {
        number: "13",
        words: "When a clearly drawn position is reached either player may stop the clocks and appeal to the tournament director for a draw.",
    },
    Rule { number: "13a", words: "If the tournament director rules a draw, as in Rule #8, the game is over." },
    Rule {
        number: "13b",
        words: "If the appeal is rejected, then a one minute penalty is imposed on the player who stopped the clock.",
    },
    Rule {
        number: "14",
        words: "Illegal moves, unnoticed by both players, cannot be corrected afterwards, nor can they become the basis for making a claim.",
    },
    Rule {
        number: "15",
        words: "A legal move is completed when a player starts his opponent's clock. Touch move rules will not apply.",
    },
    Rule {
        number: "16",
        words: "Moving the King next to another King is illegal and neither player can play King takes King!",
    },
    Rule {
        number: "17",
        words: "If a player promotes a pawn and leaves the pawn on the board, the opponent only has the option of stopping the clocks while a replacement piece is found.",
    },
    Rule { number: "18", words: "Only a tournament director may determine if a clock is defective and change clocks." },
    Rule {
        number: "19",
        words: "If the King and Queen are set up incorrectly when the game begins, then you may castle short on the queenside and castle long on the kingside. Once each side has made a move, incorrect setups must stay - unless a tournament director gives permission to restart the game.",
    },
    Rule {
        number: "20",
        words: "Excessive banging of pieces or clock will not be tolerated and the offending player may be penalized with loss of time.",
    },
    Rule {
        number: "21",
        words: "Each player is responsible for coming to the game with a clock. If neither player has a clock, then both players will receive a forfeit loss for both games. All players are required to know how to operate their clock and how to make any changes to the clock that may be necessary during a game.",
    },
    Rule { number: "22", words: "Insufficient losing chances claims cannot be made in Blitz games." },
    Rule {
        number: "23",
        words: "The Official Rules of Chess, 5th edition, shall be used to resolve any situation not covered by these rules.",
    },
];

pub static BOOK: Text = Text {
    prefix: "Scholastic",
    title: "the National Scholastic Blitz Rules (2004)",
    source: "seed us-scholastic-blitz-2004.txt (revised March 1, 2004)",
    verbatim: true,
    paraphrased: &[],
    rules: RULES,
};

fn cite(number: &'static str) -> Cite {
    BOOK.cite(number)
}

/// Rule 7b: "Either two minor pieces (except K vs K+N+N), a pawn, a rook or a queen … a lone
/// knight or bishop is insufficient unless a forced win can be demonstrated."
const MATING_MATERIAL: BlitzMinimum =
    BlitzMinimum { two_knights_against_lone_king_insufficient: true, lone_minor_with_forced_win: true };

/// A rejected appeal under rule 13 costs the claimant a minute (13b).
fn rejected_appeal() -> Incorrect {
    Incorrect::ClaimantLoses { time: Micros::from_secs(60), rule: cite("13b") }
}

/// A draw claim is an appeal made by stopping the clocks (8d: "Claimant should stop the clock";
/// 8e: "by stopping the clock"; 8g: "by stopping the clocks"; 13: "may stop the clocks and appeal
/// to the tournament director for a draw"), so a rejected one costs the minute of 13b — whichever
/// rule it was made under. A flag or an illegal move is no appeal for a draw, nor is the request
/// for an added increment.
fn is_draw_appeal(kind: ClaimKind) -> bool {
    !matches!(kind, ClaimKind::Flag | ClaimKind::IllegalMove | ClaimKind::IncrementRequest)
}

/// What a rejected claim of `kind` costs: 13b's minute for a draw appeal.
fn incorrect(kind: ClaimKind) -> Incorrect {
    if is_draw_appeal(kind) { rejected_appeal() } else { Incorrect::Nothing }
}

/// The verdict on a claim before 13b's penalty for a rejected appeal.
fn judge(claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
    match claim.kind {
        ClaimKind::Flag => claims::flag(claim, s, &flag_rules()),
        ClaimKind::IllegalMove => claims::illegal_move(claim, s, &illegal_rules()),
        ClaimKind::Threefold => claims::threefold(
            claim,
            s,
            &CountRules { rule: cite("8d"), needs_the_move: false, incorrect: Incorrect::Nothing },
        ),
        // Rule 23 brings the count from the Official Rules; what a rejected appeal costs is this
        // book's own 13b, applied in `resolve`.
        ClaimKind::FiftyMoves => {
            let rules = CountRules { incorrect: Incorrect::Nothing, ..uscf::fifty_move_rules() };
            claims::fifty_moves(claim, s, &rules).quoting(cite("23"))
        }
        ClaimKind::DeadPosition | ClaimKind::InsufficientMaterial => drawn_position_appeal(claim, s),
        ClaimKind::IdenticalPieces | ClaimKind::QueenVQueen | ClaimKind::RookVRook => identical_pieces(claim, s),
        ClaimKind::InsufficientLosingChances | ClaimKind::QuickplayFinish | ClaimKind::IncrementRequest => {
            Verdict::rejected(cite("22"), say(&m::SCHOLASTIC_NO_CLAIM))
        }
        ClaimKind::MichiganTwenty => Verdict::rejected(cite("8"), say(&m::SCHOLASTIC_NO_MICHIGAN)),
    }
}

fn flag_rules() -> FlagRules {
    FlagRules {
        win: cite("7a3"),
        no_material: cite("8f"),
        no_material_defers_to: None,
        material: Definition::Blitz(MATING_MATERIAL),
        both_flags: BothFlags::Draw(cite("8c")),
        mate_stands: cite("8c").excerpt("Checkmate nullifies any later time claims."),
        stalemate_stands: cite("8a"),
        only_the_opponent: None,
    }
}

fn illegal_rules() -> IllegalRules {
    IllegalRules {
        rule: cite("7a4"),
        before_reply: Some(cite("14")),
        despite_own_flag: Some(cite("7a5")),
        consequence: Consequence::Win {
            win: cite("7a4"),
            draw: cite("8f"),
            material: Definition::Blitz(MATING_MATERIAL),
        },
        no_move: None,
        unpromoted: None,
        // The game ends: no position is reinstated.
        takes_back_increment: false,
    }
}

/// Rule 8e (and a queen-or-rook claim, which is the same thing here): each player has just one
/// identical piece; a draw unless the opponent can demonstrate a forced win.
fn identical_pieces(claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
    let Some(pos) = s.position else {
        return Verdict::pending(cite("8e"), say(&m::NO_POSITION_TD));
    };
    let wanted = match claim.kind {
        ClaimKind::QueenVQueen => Some(Role::Queen),
        ClaimKind::RookVRook => Some(Role::Rook),
        _ => None,
    };
    match claims::lone_pieces(pos) {
        Some([white, black]) if white == black && white != Role::Pawn && wanted.is_none_or(|role| role == white) => {
            let ending = say(match white {
                Role::Knight => &m::IDENTICAL_KNIGHTS,
                Role::Bishop => &m::IDENTICAL_BISHOPS,
                Role::Rook => &m::IDENTICAL_ROOKS,
                _ => &m::IDENTICAL_QUEENS,
            });
            claims::draw_unless_forced_win(claim, pos, s.recorded_forced_mate[!claim.by], cite("8e"), ending)
        }
        _ => Verdict::rejected(cite("8e"), say(&m::SCHOLASTIC_NOT_IDENTICAL)),
    }
}

/// Rule 13: an appeal for a draw in a clearly drawn position, decided as in rule 8 (8g, 8h, 8i)
/// or, for the endings no one can win, US Chess 14D by rule 23. A rejected appeal costs a minute.
fn drawn_position_appeal(claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
    let Some(pos) = s.position else {
        return Verdict::pending(cite("13"), say(&m::NO_POSITION_TD));
    };
    if let Some(ending) = claims::uscf_14d(pos) {
        return Verdict::upheld(uscf::cite("14D"), say_with(&m::ENDING_DRAWN, &[("ending", say(ending))]))
            .ends(GameResult::Draw, Termination::DeadPosition)
            .quoting(cite("23"));
    }
    let verdict = if let Some(ending) = pawn_ending_held(pos) {
        Verdict::upheld(cite("8h"), say_with(&m::ENDING_SO_DRAWN, &[("ending", say(ending))]))
            .ends(GameResult::Draw, Termination::Claim)
    } else if let Some(ending) = opposite_bishops(pos) {
        claims::draw_unless_forced_win(claim, pos, s.recorded_forced_mate[!claim.by], cite("8g"), say(ending))
    } else if let Some(ending) = rook_pawn_blockaded(pos) {
        claims::draw_unless_forced_win(claim, pos, s.recorded_forced_mate[!claim.by], cite("8i"), say(ending))
    } else {
        Verdict::rejected(cite("13"), say(&m::SCHOLASTIC_NOT_RULE_8))
    };
    match verdict.result {
        Some(_) => verdict.quoting(cite("13a")),
        None => verdict,
    }
}

/// The side with exactly `pieces` besides the king, in that order of roles, and nothing else.
fn has_only(pos: &Chess, side: Color, roles: &[Role]) -> bool {
    let m = pos.board().material_side(side);
    let mut wanted = shakmaty::ByRole::<u8>::default();
    for &role in roles {
        *wanted.get_mut(role) += 1;
    }
    wanted.king = m.king;
    m == wanted
}

/// The square directly in front of a pawn of `colour` on `sq`.
fn in_front(sq: Square, colour: Color) -> Option<Square> {
    sq.offset(colour.fold_wb(8, -8))
}

/// Rule 8h: king and pawn against king, with the defending king in front of the pawn.
fn pawn_ending_held(pos: &Chess) -> Option<&'static Message> {
    let board = pos.board();
    let attacker = [Color::White, Color::Black].into_iter().find(|&c| has_only(pos, c, &[Role::Pawn]))?;
    if !has_only(pos, !attacker, &[]) {
        return None;
    }
    let pawn = (board.pawns() & board.by_color(attacker)).first()?;
    let king = board.king_of(!attacker)?;
    if matches!(pawn.file(), File::A | File::H) {
        let ahead = (king.rank().to_u32() as i32 - pawn.rank().to_u32() as i32) * attacker.fold_wb(1, -1) > 0;
        (king.file() == pawn.file() && ahead).then_some(&m::SCHOLASTIC_ROOK_PAWN_HELD)
    } else {
        let seventh = pawn.rank() == attacker.fold_wb(shakmaty::Rank::Seventh, shakmaty::Rank::Second);
        (in_front(pawn, attacker) == Some(king) && !seventh).then_some(&m::SCHOLASTIC_PAWN_HELD)
    }
}

/// Rule 8g: king and bishop against king and bishop on opposite colours, with one pawn on the
/// board, or two pawns against one "in a clearly blockaded position" — read here as: no pawn can
/// move, neither forward (the square in front is occupied) nor by a capture.
fn opposite_bishops(pos: &Chess) -> Option<&'static Message> {
    let board = pos.board();
    let bishops_only = |side: Color| {
        let m = board.material_side(side);
        m.bishop == 1 && m.knight + m.rook + m.queen == 0
    };
    if !(bishops_only(Color::White) && bishops_only(Color::Black)) {
        return None;
    }
    let dark = (board.bishops() & Bitboard::DARK_SQUARES).count();
    if dark != 1 {
        return None;
    }
    let pawns = ((board.pawns() & board.white()).count(), (board.pawns() & board.black()).count());
    match pawns {
        (1, 0) | (0, 1) => Some(&m::SCHOLASTIC_BISHOPS_ONE_PAWN),
        (2, 1) | (1, 2) if pawns_blocked(pos) => Some(&m::SCHOLASTIC_BISHOPS_BLOCKADED),
        _ => None,
    }
}

fn pawns_blocked(pos: &Chess) -> bool {
    let board = pos.board();
    board.pawns().into_iter().all(|sq| {
        let Some(colour) = board.color_at(sq) else { return false };
        let blocked = in_front(sq, colour).is_none_or(|front| board.occupied().contains(front));
        let captures = shakmaty::attacks::pawn_attacks(colour, sq) & board.by_color(!colour);
        blocked && captures.is_empty()
    })
}

/// Rule 8i: king, rook and rook pawn against king and rook, the pawn blockaded by the king.
fn rook_pawn_blockaded(pos: &Chess) -> Option<&'static Message> {
    let board = pos.board();
    let attacker = [Color::White, Color::Black].into_iter().find(|&c| has_only(pos, c, &[Role::Rook, Role::Pawn]))?;
    if !has_only(pos, !attacker, &[Role::Rook]) {
        return None;
    }
    let pawn = (board.pawns() & board.by_color(attacker)).first()?;
    let blockaded = matches!(pawn.file(), File::A | File::H) && in_front(pawn, attacker) == board.king_of(!attacker);
    blockaded.then_some(&m::SCHOLASTIC_ROOK_PAWN_BLOCKADED)
}

/// Rule 4's scale: a warning, then "a one minute penalty", then the loss of the game. Rule 4's
/// minute is a penalty on the one who broke the rule, so it is taken from that player's clock, as
/// 13b's "one minute penalty is imposed on the player" is; where the seed means a minute for the
/// opponent it says so ("added to his clock", 6b; "add-on for the opponent", 9).
fn warning_minute_loss(rule: Cite, side: Color, count: u32, what: &str) -> Verdict {
    let infraction = |sided: &'static Sided<Message>| say_with(sided.of(side), &[("what", what)]);
    match count {
        0 | 1 => Verdict::upheld(rule, infraction(&m::SCHOLASTIC_FIRST_INFRACTION)),
        2 => Verdict::upheld(rule, infraction(&m::SCHOLASTIC_SECOND_INFRACTION))
            .with_effect(side, -Micros::from_secs(60)),
        _ => Verdict::upheld(rule, infraction(&m::SCHOLASTIC_THIRD_INFRACTION))
            .ends(GameResult::win_for(!side), Termination::Penalty),
    }
}

/// The Scholastic Blitz rules of 2004 (a seed text).
pub struct ScholasticBlitz;

impl Book for ScholasticBlitz {
    fn name(&self) -> Message {
        m::RULEBOOK_SCHOLASTIC
    }

    fn resolve(&self, claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
        let verdict = judge(claim, s);
        // A claim left to the director (no position, or a forced win the search could not settle)
        // costs nothing yet: the minute follows only if the decision rejects it.
        match verdict.kind {
            VerdictKind::Rejected => incorrect(claim.kind).apply(verdict, claim.by),
            _ => verdict,
        }
    }

    /// Penalties as the seed sets them: rule 4 (hands), 6b (knocked clock), 6d (hovering, with rule
    /// 4's escalation, the nearest the seed gives), 9 (displaced pieces), 13b (a rejected appeal).
    fn penalty(&self, side: Color, infraction: Infraction, count: u32, s: &Situation<'_>) -> Verdict {
        let by = |sided: &'static Sided<Message>| sided.of(side);
        let what = super::infraction_words(infraction);
        let offence = |sided: &'static Sided<Message>| say_with(by(sided), &[("what", what)]);
        let minute = Micros::from_secs(60);
        match infraction {
            Infraction::TwoHands => warning_minute_loss(cite("4"), side, count, what),
            Infraction::Hover => warning_minute_loss(cite("6d"), side, count, what).quoting(cite("4").excerpt(
                "The first infraction will get a warning, the second a one minute penalty and the third will result in the loss of the game.",
            )),
            Infraction::KnockedClock => {
                Verdict::upheld(cite("6b"), say(by(&m::SCHOLASTIC_KNOCKED))).with_effect(!side, minute)
            }
            Infraction::DisplacedPieces => match count {
                0 | 1 if s.flags.iter().any(|f| f.side == side) => {
                    Verdict::upheld(cite("9"), offence(&m::SCHOLASTIC_FIRST_FLAG))
                        .with_effect(!side, minute)
                }
                0 | 1 => Verdict::upheld(cite("9"), offence(&m::SCHOLASTIC_FIRST_OFFENCE)),
                2 => Verdict::upheld(cite("9"), offence(&m::SCHOLASTIC_SECOND_OFFENCE))
                    .with_effect(!side, minute),
                _ => Verdict::upheld(cite("9"), offence(&m::SCHOLASTIC_THIRD_OFFENCE))
                    .ends(GameResult::win_for(!side), Termination::Penalty),
            },
            Infraction::FrivolousStop => {
                Verdict::upheld(cite("13b"), say(by(&m::SCHOLASTIC_APPEAL_REJECTED)))
                    .with_effect(side, -minute)
            }
        }
    }

    fn decide(&self, claim: &Claim<'_>, decision: Decision, s: &Situation<'_>) -> Verdict {
        claims::decide_pending(&self.resolve(claim, s), claim, decision, incorrect)
    }

    fn end_rules(&self) -> EndRules {
        EndRules {
            mate: cite("7a1"),
            stalemate: cite("8a"),
            dead: uscf::dead_rule(),
            fivefold: None,
            seventy_five: None,
            mate_after_own_flag: None,
        }
    }

    fn resignation(&self) -> Cite {
        BOOK.cite("7a2")
    }

    fn agreement(&self) -> Cite {
        BOOK.cite("8b")
    }

    fn own_claims(&self) -> &'static [ClaimKind] {
        &[ClaimKind::QueenVQueen, ClaimKind::RookVRook, ClaimKind::IdenticalPieces]
    }

    fn manual(&self) -> &'static [ManualEntry] {
        &[
            ("Flags", "Scholastic 7a3"),
            ("Flags", "Scholastic 8c"),
            ("Flags", "Scholastic 8f"),
            ("Pausing", "Scholastic 10"),
            ("Claims", "Scholastic 7a4"),
            ("Claims", "Scholastic 7a5"),
            ("Claims", "Scholastic 8d"),
            ("Claims", "Scholastic 13"),
        ]
    }

    /// Rule 1 forbids a delay: the game is not started with one.
    fn misfits(&self, white: &TimeControl, black: &TimeControl) -> Vec<Mismatch> {
        if [white, black].into_iter().any(has_delay) {
            let quote = BOOK.cite("1").excerpt("Time delay features may not be used for Blitz.").quote();
            vec![Mismatch::error(quote, say(&m::SETUP_NO_DELAY))]
        } else {
            Vec::new()
        }
    }

    /// Rule 12: only the opponent calls a flag.
    fn flag_calling(&self) -> FlagCalling {
        FlagCalling::PlayersClaim
    }
}
