use super::*;
use claimed_move::{ClaimedMove, judge};

#[test]
fn san_uci_and_nonsense() {
    let p = pos(BEFORE_KD2);
    assert_eq!(judge(&p, "Kd2"), ClaimedMove::Illegal);
    assert_eq!(judge(&p, "e1d2"), ClaimedMove::Illegal);
    assert_eq!(judge(&p, "Kxd1"), ClaimedMove::Legal("Kxd1".into()));
    assert_eq!(judge(&p, "e1d1"), ClaimedMove::Legal("Kxd1".into()));
    assert_eq!(judge(&p, "Kf2+"), ClaimedMove::Legal("Kf2".into()));
    assert_eq!(judge(&p, "O-O"), ClaimedMove::Illegal);
    assert_eq!(judge(&p, "0-0"), ClaimedMove::Illegal);
    assert_eq!(judge(&p, ""), ClaimedMove::Unreadable);
    assert_eq!(judge(&p, "Zz9"), ClaimedMove::Unreadable);
    let start = Chess::default();
    assert_eq!(judge(&start, "Nc3"), ClaimedMove::Legal("Nc3".into()));
    assert_eq!(judge(&start, "Nd2"), ClaimedMove::Illegal);
    assert_eq!(judge(&start, "e5"), ClaimedMove::Illegal);
}
