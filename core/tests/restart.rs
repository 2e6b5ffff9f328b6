//! `Game::restart` (how playouts and bots start many games without reloading scripts) gives
//! exactly the game `Game::new` gives with the same seed.

mod common;

use common::intro_game;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use skirmish_core::game::Game;

fn play(g: &mut Game, seed: u64, answers: usize) -> Vec<String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..answers {
        let Some(c) = g.pending() else { break };
        let n = c.options.len();
        g.answer(rng.random_range(0..n)).unwrap();
    }
    g.state().log.iter().map(|l| l.to_string()).collect()
}

#[test]
fn restart_plays_the_game_new_would() {
    let mut reused = intro_game(99);
    play(&mut reused, 99, 150);
    for seed in [0u64, 7, 3] {
        let mut fresh = intro_game(seed);
        let expected = play(&mut fresh, seed, 150);
        reused.restart(seed).unwrap();
        assert_eq!(reused.seed(), seed);
        assert!(reused.inputs().is_empty());
        assert_eq!(play(&mut reused, seed, 150), expected, "seed {seed}");
        // A fork of the restarted game is the same game too.
        let fork = reused.fork().unwrap();
        let forked: Vec<String> = fork.state().log.iter().map(|l| l.to_string()).collect();
        assert_eq!(forked, expected, "fork after restart, seed {seed}");
    }
}
