//! Random games on the intro scenario: answers picked uniformly at random (seeded) always reach
//! the end, and invariants hold at every choice.

mod common;

use common::intro_game;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use skirmish_core::Cell;
use skirmish_core::game::Game;
use skirmish_core::game::state::Scope;

fn check_invariants(g: &Game, seed: u64, step: usize) {
    let st = g.state();
    let t = &st.table;
    let capacity = t.geometry().capacity;
    let mid_move = g.pending().is_some_and(|c| c.prompt.contains(" moves ("));
    for c in t.board().coords() {
        let n = t.occupants_at(c).len();
        if n > 0 {
            assert!(
                matches!(t.board().cell(c), Cell::Space { .. }),
                "seed {seed} step {step}: figures on {c}, which is not a space"
            );
        }
        // A moving figure may pass through a Full space, never stop in one.
        let limit = if mid_move { capacity + 1 } else { capacity };
        assert!(n <= limit, "seed {seed} step {step}: {n} figures on {c}");
    }
    for (i, f) in t.figures().iter().enumerate() {
        let s = Scope::Figure(f.id.clone());
        let (wounds, life) = (st.int(&s, "wounds"), st.int(&s, "life"));
        assert!(
            wounds >= 0,
            "seed {seed} step {step}: {} has {wounds} wounds",
            f.id
        );
        // A figure whose death is resolving (a monster's payback before it dies, questions
        // asked while it is killed) is flagged `dying`.
        if t.is_on_board(i) && life > 0 && st.get(&s, "dying").is_none() {
            assert!(
                wounds < life,
                "seed {seed} step {step}: {} on the board with {wounds}/{life}",
                f.id
            );
        }
    }
    if let Some(c) = g.pending() {
        assert!(
            !c.options.is_empty(),
            "seed {seed} step {step}: a choice without options"
        );
    }
}

#[test]
fn random_games_end_with_invariants_held() {
    let games = if cfg!(debug_assertions) { 12 } else { 60 };
    for seed in 0..games {
        let mut g = intro_game(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut steps = 0;
        while let Some(c) = g.pending() {
            let n = c.options.len();
            g.answer(rng.random_range(0..n))
                .unwrap_or_else(|e| panic!("seed {seed} step {steps}: {e}"));
            steps += 1;
            check_invariants(&g, seed, steps);
            assert!(steps < 20_000, "seed {seed}: no end after {steps} answers");
        }
        assert!(g.finished().is_some(), "seed {seed}");
    }
}
