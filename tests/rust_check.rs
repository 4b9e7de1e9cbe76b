/*
 * Copyright (c) 2026 The ectab authors
 *
 * Permission to use, copy, modify, and distribute this software for any
 * purpose with or without fee is hereby granted, provided that the above
 * copyright notice and this permission notice appear in all copies.
 *
 * THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHORS DISCLAIM ALL WARRANTIES
 * WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
 * MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHORS BE LIABLE FOR
 * ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
 * WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN
 * ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
 * OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.
 */
// Uses the Rust module that ectab renders with templates/rust.tmpl
// (copied beside this file as ectab_curves.rs, rendered for 16-, 32- and
// 64-bit words) and checks what holds for every curve and word size:
// p * n0_w = -1 mod 2^w, p * n0 = -1 mod 2^64, arrays of field_words
// (order_words) words whose significant words are top, the lookup by
// name, and the aliases of the target's word size.  Prints PASS/FAIL
// lines.  It is included by a file that declares the module
// ectab_curves, as a module of its own file or by include!(), so that
// both forms are compiled (group templates).

use ectab_curves::*;

fn report(ok: bool, what: String) -> bool {
    println!("{} rust: {}", if ok { "PASS" } else { "FAIL" }, what);
    ok
}

// The low 64 bits of a number held in w-bit words.
fn low64(words: &[u64], w: u32) -> u64 {
    let mut v: u64 = 0;
    for (i, x) in words.iter().enumerate() {
        if (i as u32) * w < 64 {
            v |= x << ((i as u32) * w);
        }
    }
    v
}

fn top_ok(words: &[u64], top: usize) -> bool {
    words.iter().skip(top).all(|&x| x == 0) && (top == 0 || words[top - 1] != 0)
}

macro_rules! check_size {
    ($table:expr, $w:expr, $ok:ident) => {
        for c in $table.iter() {
            let p: Vec<u64> = c.p.d.iter().map(|&x| x as u64).collect();
            let n: Vec<u64> = c.n.d.iter().map(|&x| x as u64).collect();
            let mask: u64 = u64::MAX >> (64 - $w);
            let good = p[0].wrapping_mul(c.n0_w as u64) & mask == mask
                && n[0].wrapping_mul(c.order_n0_w as u64) & mask == mask
                && low64(&p, $w).wrapping_mul(c.n0) == u64::MAX
                && low64(&n, $w).wrapping_mul(c.order_n0) == u64::MAX
                && p.len() * $w >= c.field_bits as usize
                && (p.len() - 1) * $w < c.field_bits as usize
                && [c.a, c.b, c.gx, c.gy, c.r, c.rr, c.a_mont, c.b_mont, c.gx_mont, c.gy_mont]
                    .iter().all(|x| x.d.len() == p.len())
                && [c.order_r, c.order_rr].iter().all(|x| x.d.len() == n.len())
                && top_ok(&p, c.p.top)
                && top_ok(&n, c.n.top);
            $ok &= report(good, format!("{} with {}-bit words", c.name, $w));
        }
    };
}

fn main() {
    let mut ok = true;
    check_size!(CURVES_64, 64, ok);
    check_size!(CURVES_32, 32, ok);
    check_size!(CURVES_16, 16, ok);
    ok &= report(curve_index("P-256") == Some(CURVE_PRIME256V1)
        && curve_index("no such curve").is_none(), "lookup by name".to_string());
    let p256: &Curve = &CURVES[CURVE_PRIME256V1];
    let p: Num = p256.p;
    let words: &[Word] = p.d;
    ok &= report(std::mem::size_of::<Word>() == std::mem::size_of::<usize>()
        && CURVES.len() == CURVE_COUNT
        && words.len() * 8 * std::mem::size_of::<Word>() == 256
        && p256.name == "prime256v1",
        format!("Word, Num, Curve and CURVES: {}-bit words, the target's",
            8 * std::mem::size_of::<Word>()));
    std::process::exit(if ok { 0 } else { 1 });
}
