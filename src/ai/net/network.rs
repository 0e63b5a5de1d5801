//! A small multilayer perceptron: one hidden layer of sigmoid units, five sigmoid outputs,
//! in `f32`, with a hand-written forward pass and the backward pass training needs.
//!
//! Layout for speed: the first layer's weights are stored one row per *input*
//! (`w1[i * hidden + j]`), so that the hidden sums are built by adding the rows of the few
//! inputs that are not zero (most of a board's units are) — contiguous, vectorizable adds.
//!
//! File format (little-endian): the magic `TBNN`, then `u32` version (1), inputs, hidden,
//! outputs, then the `f32` arrays `w1`, `b1`, `w2` (one row of `hidden` per output), `b2`.

use rand::Rng;

/// Outputs: win, win gammon, win backgammon, lose gammon, lose backgammon.
pub const OUTPUTS: usize = 5;

const MAGIC: &[u8; 4] = b"TBNN";
const VERSION: u32 = 1;

/// Why bytes are not a network.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NetError {
    #[error("not a tablier network file")]
    Magic,
    #[error("unsupported network file version {0}")]
    Version(u32),
    #[error("network file has {found} inputs or outputs, expected {expected}")]
    Shape { found: usize, expected: usize },
    #[error("network file is truncated or too long")]
    Length,
}

/// One hidden layer of sigmoid units between the inputs and [`OUTPUTS`] sigmoid outputs.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    inputs: usize,
    hidden: usize,
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: [f32; OUTPUTS],
}

/// Room for [`Net::forward_from`], kept from one call to the next: the inputs that differ
/// from the base's, and the hidden layer.
#[derive(Clone, Debug, Default)]
pub struct FromScratch {
    changed: Vec<(usize, f32)>,
    hidden: Vec<f32>,
}

/// The hidden activations of one forward pass, kept for the backward pass.
#[derive(Clone, Debug, Default)]
pub struct Activations {
    pub hidden: Vec<f32>,
    pub out: [f32; OUTPUTS],
}

/// `1 / (1 + e^-x)`, clamped far out so that the exponential never overflows.
#[inline]
pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + exp(-x.clamp(-40.0, 40.0)))
}

/// `e^x` for `|x| <= 40`, to within a few parts in a million, in plain arithmetic that the
/// compiler turns into vector instructions (the library's `exp` is one call per number, and
/// the hidden layer's sigmoids are a large part of an evaluation): `x` is written
/// `(n + f) ln 2` with `n` whole and `|f| <= 1/2`, `2^f` is the Taylor series of `e^(f ln 2)`
/// to the sixth power, and `2^n` goes straight into the exponent's bits.
#[inline]
fn exp(x: f32) -> f32 {
    // Adding and taking away 1.5 * 2^23 rounds to the nearest whole number.
    const ROUND: f32 = 12_582_912.0;
    let t = x * std::f32::consts::LOG2_E;
    let rounded = t + ROUND;
    let n = rounded - ROUND;
    let g = (t - n) * std::f32::consts::LN_2;
    let p = 1.0
        + g * (1.0
            + g * (1.0 / 2.0
                + g * (1.0 / 6.0 + g * (1.0 / 24.0 + g * (1.0 / 120.0 + g * (1.0 / 720.0))))));
    // `n` is whole and within ±58, and `rounded`, between 2^23 and 2^24, holds it in the
    // low bits of its mantissa: read there as a whole number, it needs no conversion, which
    // keeps the loops over many units in vector instructions.
    #[allow(clippy::cast_possible_wrap, clippy::cast_sign_loss)]
    let whole = rounded.to_bits() as i32 - ROUND.to_bits() as i32;
    #[allow(clippy::cast_sign_loss)]
    let scale = f32::from_bits(((whole + 127) << 23) as u32);
    p * scale
}

/// The hidden layer of a forward pass into `acc`: the sigmoid of `b1` plus the rows of `w1`
/// (one of `b1.len()` weights per input) of the inputs `x` that are not zero, scaled by
/// them. Most of an evaluation's time is spent here, so it is compiled again for the
/// vector units of recent processors (AVX2 and FMA, or AVX), the one to use chosen when
/// the program runs.
#[multiversion::multiversion(targets("x86_64+avx2+fma", "x86_64+avx"))]
fn hidden_layer(w1: &[f32], b1: &[f32], x: &[f32], acc: &mut [f32]) {
    hidden_sums(w1, b1, x, acc);
    for h in acc.iter_mut() {
        *h = sigmoid(*h);
    }
}

/// The hidden sums of inputs `x` into `acc`, from `base`, the sums of inputs `base_x`: the
/// rows of `w1` of the inputs that differ added, scaled by the difference, then the
/// sigmoid. A position one play away from another differs from it in about a third of its
/// non-zero inputs (23 of 66 on average over 118,000 backgammon replies), so that the
/// replies to one position cost about a third of their hidden sums this way.
#[multiversion::multiversion(targets("x86_64+avx2+fma", "x86_64+avx"))]
fn hidden_layer_from(
    w1: &[f32],
    base: &[f32],
    base_x: &[f32],
    x: &[f32],
    changed: &mut Vec<(usize, f32)>,
    acc: &mut [f32],
) {
    /// Hidden units summed at a time: few enough to stay in vector registers while every
    /// differing input's row is added to them.
    const BLOCK: usize = 64;
    let hidden = base.len();
    changed.clear();
    changed.extend(
        x.iter()
            .zip(base_x)
            .enumerate()
            .filter(|(_, (xi, bi))| xi != bi)
            .map(|(i, (&xi, &bi))| (i * hidden, xi - bi)),
    );
    let (blocks, rest) = acc.split_at_mut(hidden - hidden % BLOCK);
    for (b, out) in blocks.chunks_exact_mut(BLOCK).enumerate() {
        let start = b * BLOCK;
        let mut sums = [0.0f32; BLOCK];
        sums.copy_from_slice(&base[start..start + BLOCK]);
        for &(row, d) in changed.iter() {
            let row = &w1[row + start..row + start + BLOCK];
            // Fused where the processor fuses: one instruction, not two.
            if multiversion::target::target_cfg_f!(target_feature = "fma") {
                for (s, &w) in sums.iter_mut().zip(row) {
                    *s = d.mul_add(w, *s);
                }
            } else {
                for (s, &w) in sums.iter_mut().zip(row) {
                    *s += d * w;
                }
            }
        }
        out.copy_from_slice(&sums);
    }
    // Units beyond the last whole block, one at a time.
    let first = hidden - rest.len();
    for (j, a) in rest.iter_mut().enumerate() {
        *a = changed
            .iter()
            .fold(base[first + j], |s, &(row, d)| s + d * w1[row + first + j]);
    }
    for h in acc.iter_mut() {
        *h = sigmoid(*h);
    }
}

/// The five outputs from the `hidden` layer: the sigmoid of `b2` plus the dot product of
/// each row of `w2` with it. Compiled again for the vector units of recent processors, as
/// [`hidden_layer`] is, with the same arithmetic in the same order: the same numbers, eight
/// lanes at a time rather than four.
#[multiversion::multiversion(targets("x86_64+avx2+fma", "x86_64+avx"))]
fn outputs_of(w2: &[f32], b2: &[f32; OUTPUTS], hidden: &[f32]) -> [f32; OUTPUTS] {
    let mut out = *b2;
    for (o, row) in out.iter_mut().zip(w2.chunks_exact(hidden.len())) {
        *o = sigmoid(*o + dot(row, hidden));
    }
    out
}

/// The hidden sums of inputs `x` into `acc`, before the sigmoid: [`hidden_layer`]'s, and the
/// base of [`hidden_layer_from`].
#[multiversion::multiversion(targets("x86_64+avx2+fma", "x86_64+avx"))]
fn hidden_sums(w1: &[f32], b1: &[f32], x: &[f32], acc: &mut [f32]) {
    let hidden = b1.len();
    acc.copy_from_slice(b1);
    for (i, &xi) in x.iter().enumerate() {
        if xi == 0.0 {
            continue;
        }
        let row = &w1[i * hidden..(i + 1) * hidden];
        // Most inputs are units of 1: their rows are added as they are.
        if xi == 1.0 {
            for (a, &w) in acc.iter_mut().zip(row) {
                *a += w;
            }
        } else {
            for (a, &w) in acc.iter_mut().zip(row) {
                *a += xi * w;
            }
        }
    }
}

/// The dot product of `a` and `b`, summed in eight lanes so that the compiler can keep
/// them in vector registers (a single running sum must be added in order, one at a time).
#[inline]
fn dot(a: &[f32], b: &[f32]) -> f32 {
    let mut lanes = [0.0f32; 8];
    let (a8, b8) = (a.chunks_exact(8), b.chunks_exact(8));
    let tail: f32 = a8
        .remainder()
        .iter()
        .zip(b8.remainder())
        .map(|(x, y)| x * y)
        .sum();
    for (x, y) in a8.zip(b8) {
        for k in 0..8 {
            lanes[k] += x[k] * y[k];
        }
    }
    lanes.iter().sum::<f32>() + tail
}

impl Net {
    /// A network with small random weights, for training from scratch.
    pub fn random(inputs: usize, hidden: usize, rng: &mut impl Rng) -> Net {
        let r1 = 1.0 / (inputs as f32).sqrt();
        let r2 = 1.0 / (hidden as f32).sqrt();
        Net {
            inputs,
            hidden,
            w1: (0..inputs * hidden)
                .map(|_| rng.random_range(-r1..r1))
                .collect(),
            b1: vec![0.0; hidden],
            w2: (0..OUTPUTS * hidden)
                .map(|_| rng.random_range(-r2..r2))
                .collect(),
            b2: [0.0; OUTPUTS],
        }
    }

    /// This network with `inputs` inputs, the new ones weighing nothing: it judges as before
    /// until training gives them weight (new features appended to the inputs). `None`
    /// where `inputs` is fewer than it has.
    #[must_use]
    pub fn widened(&self, inputs: usize) -> Option<Net> {
        let extra = inputs.checked_sub(self.inputs)?;
        let mut w1 = self.w1.clone();
        w1.resize(w1.len() + extra * self.hidden, 0.0);
        Some(Net {
            inputs,
            w1,
            ..self.clone()
        })
    }

    /// This network with `hidden` hidden units, the new ones given small random weights
    /// from the inputs and none to the outputs: it judges exactly as before until training
    /// gives them weight (more room to learn, from where it stands). `None` where `hidden`
    /// is fewer than it has.
    #[must_use]
    pub fn grown(&self, hidden: usize, rng: &mut impl Rng) -> Option<Net> {
        let extra = hidden.checked_sub(self.hidden)?;
        let r1 = 1.0 / (self.inputs as f32).sqrt();
        let mut w1 = Vec::with_capacity(self.inputs * hidden);
        for row in self.w1.chunks_exact(self.hidden) {
            w1.extend_from_slice(row);
            w1.extend((0..extra).map(|_| rng.random_range(-r1..r1)));
        }
        let mut b1 = self.b1.clone();
        b1.resize(hidden, 0.0);
        let mut w2 = Vec::with_capacity(OUTPUTS * hidden);
        for row in self.w2.chunks_exact(self.hidden) {
            w2.extend_from_slice(row);
            w2.extend(std::iter::repeat_n(0.0, extra));
        }
        Some(Net {
            hidden,
            w1,
            b1,
            w2,
            ..self.clone()
        })
    }

    /// Number of inputs.
    #[must_use]
    pub fn inputs(&self) -> usize {
        self.inputs
    }

    /// Number of hidden units.
    #[must_use]
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The five outputs for inputs `x`, with `scratch` as room for the hidden layer.
    pub fn forward_with(&self, x: &[f32], scratch: &mut Vec<f32>) -> [f32; OUTPUTS] {
        debug_assert_eq!(x.len(), self.inputs);
        scratch.resize(self.hidden, 0.0);
        hidden_layer(&self.w1, &self.b1, x, scratch);
        self.outputs(scratch)
    }

    /// The hidden sums of inputs `x` (before the sigmoid) into `sums`: the base that
    /// [`Net::forward_from`] starts from.
    pub fn sums(&self, x: &[f32], sums: &mut Vec<f32>) {
        debug_assert_eq!(x.len(), self.inputs);
        sums.resize(self.hidden, 0.0);
        hidden_sums(&self.w1, &self.b1, x, sums);
    }

    /// [`Net::forward_with`] for inputs `x`, built from `base`, the hidden sums
    /// ([`Net::sums`]) of other inputs `base_x`: the same outputs, to within rounding, for
    /// the cost of the inputs that differ. The look-ahead judges every reply to one position
    /// so.
    pub fn forward_from(
        &self,
        base: &[f32],
        base_x: &[f32],
        x: &[f32],
        scratch: &mut FromScratch,
    ) -> [f32; OUTPUTS] {
        debug_assert_eq!(x.len(), self.inputs);
        debug_assert_eq!(base.len(), self.hidden);
        scratch.hidden.resize(self.hidden, 0.0);
        hidden_layer_from(
            &self.w1,
            base,
            base_x,
            x,
            &mut scratch.changed,
            &mut scratch.hidden,
        );
        self.outputs(&scratch.hidden)
    }

    fn outputs(&self, hidden: &[f32]) -> [f32; OUTPUTS] {
        outputs_of(&self.w2, &self.b2, hidden)
    }

    /// The five outputs for inputs `x`.
    #[must_use]
    pub fn forward(&self, x: &[f32]) -> [f32; OUTPUTS] {
        let mut scratch = Vec::with_capacity(self.hidden);
        self.forward_with(x, &mut scratch)
    }

    /// A forward pass that keeps the activations for [`Net::learn`].
    pub fn forward_keep(&self, x: &[f32], act: &mut Activations) {
        act.hidden.resize(self.hidden, 0.0);
        hidden_layer(&self.w1, &self.b1, x, &mut act.hidden);
        act.out = self.outputs(&act.hidden);
    }

    /// One gradient step towards `target` for inputs `x`, whose activations `act` holds:
    /// the cross-entropy gradient of each sigmoid output (`target - out`), scaled by
    /// `alpha`, back-propagated through the hidden layer. Only the rows of non-zero inputs
    /// change. `grad` is scratch room for the hidden layer's error.
    pub fn learn(
        &mut self,
        x: &[f32],
        act: &Activations,
        target: &[f32; OUTPUTS],
        alpha: f32,
        grad: &mut Vec<f32>,
    ) {
        self.learn_weighted(x, act, target, alpha, &[1.0; OUTPUTS], grad);
    }

    /// [`Net::learn`] with each output's gradient also scaled by its weight in `weights`:
    /// more weight on an output bends the shared hidden layer towards what that output
    /// needs (the cube networks weigh the winning chances, which a cube decision turns on
    /// most). Weights of 1 are exactly [`Net::learn`].
    pub fn learn_weighted(
        &mut self,
        x: &[f32],
        act: &Activations,
        target: &[f32; OUTPUTS],
        alpha: f32,
        weights: &[f32; OUTPUTS],
        grad: &mut Vec<f32>,
    ) {
        let mut delta = [0.0f32; OUTPUTS];
        for k in 0..OUTPUTS {
            delta[k] = alpha * (target[k] - act.out[k]) * weights[k];
        }
        self.hidden_error(act, &delta, grad);
        self.add_gradient(x, act, &delta, grad);
    }

    /// The error of each hidden unit (into `grad`) for the outputs' errors `delta`,
    /// back-propagated through this network's output weights.
    fn hidden_error(&self, act: &Activations, delta: &[f32; OUTPUTS], grad: &mut Vec<f32>) {
        let h = self.hidden;
        grad.clear();
        grad.resize(h, 0.0);
        for (k, &d) in delta.iter().enumerate() {
            if d == 0.0 {
                continue;
            }
            let row = &self.w2[k * h..(k + 1) * h];
            for (g, &w) in grad.iter_mut().zip(row) {
                *g += d * w;
            }
        }
        for (g, &a) in grad.iter_mut().zip(&act.hidden) {
            *g *= a * (1.0 - a);
        }
    }

    /// Adds to these weights the gradient of one position, inputs `x` and activations
    /// `act`, for the outputs' errors `delta` and the hidden units' `grad`
    /// ([`Net::hidden_error`]): a training step on the network itself, or a sum kept apart
    /// for [`Adam`]. Only the rows of non-zero inputs change.
    fn add_gradient(&mut self, x: &[f32], act: &Activations, delta: &[f32; OUTPUTS], grad: &[f32]) {
        let h = self.hidden;
        for (k, &d) in delta.iter().enumerate() {
            if d == 0.0 {
                continue;
            }
            for (w, &a) in self.w2[k * h..(k + 1) * h].iter_mut().zip(&act.hidden) {
                *w += d * a;
            }
            self.b2[k] += d;
        }
        for (b, &g) in self.b1.iter_mut().zip(grad) {
            *b += g;
        }
        for (i, &xi) in x.iter().enumerate() {
            if xi == 0.0 {
                continue;
            }
            let row = &mut self.w1[i * h..(i + 1) * h];
            for (w, &g) in row.iter_mut().zip(grad) {
                *w += xi * g;
            }
        }
    }

    /// The same shape, every weight zero: room for a summed gradient or Adam's moments.
    fn zeroed_like(&self) -> Net {
        Net {
            w1: vec![0.0; self.w1.len()],
            b1: vec![0.0; self.b1.len()],
            w2: vec![0.0; self.w2.len()],
            b2: [0.0; OUTPUTS],
            ..*self
        }
    }

    /// Every weight, array by array, for the updates that treat them all alike.
    fn weights_mut(&mut self) -> [&mut [f32]; 4] {
        [&mut self.w1, &mut self.b1, &mut self.w2, &mut self.b2]
    }

    /// The weight-by-weight average of networks of one shape (checkpoints of one training
    /// run averaged smooth out the noise of its last updates); `None` if they differ.
    #[must_use]
    pub fn average(nets: &[&Net]) -> Option<Net> {
        let first = *nets.first()?;
        if nets
            .iter()
            .any(|n| n.inputs != first.inputs || n.hidden != first.hidden)
        {
            return None;
        }
        let k = nets.len() as f32;
        let mean = |get: fn(&Net) -> &[f32]| -> Vec<f32> {
            let mut acc = vec![0.0f32; get(first).len()];
            for n in nets {
                for (a, v) in acc.iter_mut().zip(get(n)) {
                    *a += v / k;
                }
            }
            acc
        };
        let b2v = mean(|n| &n.b2);
        let mut b2 = [0.0; OUTPUTS];
        b2.copy_from_slice(&b2v);
        Some(Net {
            inputs: first.inputs,
            hidden: first.hidden,
            w1: mean(|n| &n.w1),
            b1: mean(|n| &n.b1),
            w2: mean(|n| &n.w2),
            b2,
        })
    }

    /// The network as bytes, in the file format of the module documentation.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(20 + 4 * (self.w1.len() + self.w2.len() + 200));
        out.extend_from_slice(MAGIC);
        for n in [
            VERSION,
            self.inputs as u32,
            self.hidden as u32,
            OUTPUTS as u32,
        ] {
            out.extend_from_slice(&n.to_le_bytes());
        }
        for v in self
            .w1
            .iter()
            .chain(&self.b1)
            .chain(&self.w2)
            .chain(&self.b2)
        {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out
    }

    /// Reads a network written by [`Net::to_bytes`], which must have `inputs` inputs.
    ///
    /// # Errors
    /// Bytes that are not such a network.
    pub fn from_bytes(bytes: &[u8], inputs: usize) -> Result<Net, NetError> {
        if bytes.len() < 20 || &bytes[..4] != MAGIC {
            return Err(NetError::Magic);
        }
        let word = |i: usize| {
            u32::from_le_bytes(bytes[4 + 4 * i..8 + 4 * i].try_into().expect("4 bytes")) as usize
        };
        if word(0) != VERSION as usize {
            return Err(NetError::Version(word(0) as u32));
        }
        let (found_inputs, hidden, outputs) = (word(1), word(2), word(3));
        if found_inputs != inputs {
            return Err(NetError::Shape {
                found: found_inputs,
                expected: inputs,
            });
        }
        if outputs != OUTPUTS {
            return Err(NetError::Shape {
                found: outputs,
                expected: OUTPUTS,
            });
        }
        let floats = inputs * hidden + hidden + OUTPUTS * hidden + OUTPUTS;
        let body = &bytes[20..];
        if body.len() != 4 * floats {
            return Err(NetError::Length);
        }
        let mut values = body
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().expect("4 bytes")));
        let mut take = |n: usize| values.by_ref().take(n).collect::<Vec<f32>>();
        let w1 = take(inputs * hidden);
        let b1 = take(hidden);
        let w2 = take(OUTPUTS * hidden);
        let b2v = take(OUTPUTS);
        let mut b2 = [0.0; OUTPUTS];
        b2.copy_from_slice(&b2v);
        Ok(Net {
            inputs,
            hidden,
            w1,
            b1,
            w2,
            b2,
        })
    }
}

/// Adam (Kingma and Ba) over mini-batches, for learning from judged positions: each weight
/// moves by its own step, scaled by the running size of its gradient, where
/// [`Net::learn_weighted`] moves every weight by one rate after each position. The
/// measures of the two on the same judgements are in the model card (`ai::net`).
#[derive(Clone, Debug)]
pub struct Adam {
    /// The gradient summed over the positions of the batch so far.
    sum: Net,
    /// How many positions `sum` holds.
    count: usize,
    /// The running mean of the gradient, and of its square.
    mean: Net,
    square: Net,
    /// Steps taken.
    steps: i32,
    /// The hidden layer's error, kept from one position to the next.
    scratch: Vec<f32>,
}

impl Adam {
    const BETA1: f32 = 0.9;
    const BETA2: f32 = 0.999;
    const EPSILON: f32 = 1e-8;

    /// Room for training `net`.
    #[must_use]
    pub fn new(net: &Net) -> Adam {
        let zero = net.zeroed_like();
        Adam {
            sum: zero.clone(),
            count: 0,
            mean: zero.clone(),
            square: zero,
            steps: 0,
            scratch: Vec::new(),
        }
    }

    /// Positions added since the last step.
    #[must_use]
    pub fn pending(&self) -> usize {
        self.count
    }

    /// Adds the gradient towards `target` of the position whose inputs are `x` and whose
    /// activations (by `net`) `act` holds, each output's error scaled by its weight in
    /// `weights`, as [`Net::learn_weighted`] computes it.
    pub fn add(
        &mut self,
        net: &Net,
        x: &[f32],
        act: &Activations,
        target: &[f32; OUTPUTS],
        weights: &[f32; OUTPUTS],
    ) {
        let mut delta = [0.0f32; OUTPUTS];
        for k in 0..OUTPUTS {
            delta[k] = (target[k] - act.out[k]) * weights[k];
        }
        net.hidden_error(act, &delta, &mut self.scratch);
        self.sum.add_gradient(x, act, &delta, &self.scratch);
        self.count += 1;
    }

    /// Moves `net` one Adam step of size `rate` along the mean gradient of the positions
    /// added since the last step, and starts a new batch; nothing without positions.
    pub fn step(&mut self, net: &mut Net, rate: f32) {
        if self.count == 0 {
            return;
        }
        self.steps += 1;
        let scale = 1.0 / self.count as f32;
        let correct1 = 1.0 - Self::BETA1.powi(self.steps);
        let correct2 = 1.0 - Self::BETA2.powi(self.steps);
        let step = rate * correct2.sqrt() / correct1;
        let parts = net
            .weights_mut()
            .into_iter()
            .zip(self.sum.weights_mut())
            .zip(self.mean.weights_mut())
            .zip(self.square.weights_mut());
        for (((w, g), m), v) in parts {
            for i in 0..w.len() {
                let gi = g[i] * scale;
                m[i] = Self::BETA1 * m[i] + (1.0 - Self::BETA1) * gi;
                v[i] = Self::BETA2 * v[i] + (1.0 - Self::BETA2) * gi * gi;
                w[i] += step * m[i] / (v[i].sqrt() + Self::EPSILON);
                g[i] = 0.0;
            }
        }
        self.count = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn a_widened_network_judges_as_before_whatever_its_new_inputs_hold() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let net = Net::random(6, 4, &mut rng);
        let wide = net.widened(9).expect("more inputs");
        assert_eq!(wide.inputs(), 9);
        let x = [1.0, 0.0, 0.5, 1.0, 0.25, 0.0];
        let padded = [1.0, 0.0, 0.5, 1.0, 0.25, 0.0, 0.7, 1.0, 3.0];
        assert_eq!(net.forward(&x), wide.forward(&padded));
        assert!(net.widened(5).is_none());
    }

    #[test]
    fn a_network_reads_back_what_it_wrote() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let net = Net::random(7, 4, &mut rng);
        assert_eq!(Net::from_bytes(&net.to_bytes(), 7), Ok(net.clone()));
        assert!(Net::from_bytes(&net.to_bytes(), 8).is_err());
        assert_eq!(Net::from_bytes(b"nope", 7), Err(NetError::Magic));
    }

    #[test]
    fn learning_moves_the_output_towards_the_target() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        let mut net = Net::random(6, 8, &mut rng);
        let x = [1.0, 0.0, 0.5, 0.0, 1.0, 0.0];
        let target = [1.0, 0.0, 0.0, 1.0, 0.0];
        let mut act = Activations::default();
        let mut grad = Vec::new();
        net.forward_keep(&x, &mut act);
        let before = act.out;
        for _ in 0..50 {
            net.forward_keep(&x, &mut act);
            net.learn(&x, &act, &target, 0.1, &mut grad);
        }
        let after = net.forward(&x);
        assert!(after[0] > before[0] && after[1] < before[1] && after[3] > before[3]);
    }

    #[test]
    fn adam_steps_over_a_batch_move_the_outputs_towards_the_target() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut net = Net::random(6, 8, &mut rng);
        let xs = [
            [1.0, 0.0, 0.5, 0.0, 0.0, 1.0],
            [0.0, 1.0, 0.0, 0.25, 1.0, 0.0],
        ];
        let target = [0.9, 0.4, 0.1, 0.05, 0.01];
        let error = |net: &Net| -> f32 {
            xs.iter()
                .map(|x| {
                    let out = net.forward(x);
                    out.iter()
                        .zip(&target)
                        .map(|(o, t)| (o - t).abs())
                        .sum::<f32>()
                })
                .sum()
        };
        let before = error(&net);
        let mut adam = Adam::new(&net);
        let mut act = Activations::default();
        for _ in 0..50 {
            for x in &xs {
                net.forward_keep(x, &mut act);
                adam.add(&net, x, &act, &target, &[1.0; OUTPUTS]);
            }
            assert_eq!(adam.pending(), 2);
            adam.step(&mut net, 0.01);
            assert_eq!(adam.pending(), 0);
        }
        assert!(error(&net) < before / 4.0, "{before} -> {}", error(&net));
    }

    #[test]
    fn a_grown_network_judges_as_before_until_it_learns() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(8);
        let net = Net::random(7, 5, &mut rng);
        let grown = net.grown(9, &mut rng).expect("more hidden units");
        assert_eq!(grown.hidden(), 9);
        assert!(net.grown(4, &mut rng).is_none());
        for x in [
            [1.0, 0.0, 0.5, 0.0, 0.0, 1.0, 0.2],
            [0.0, 1.0, 0.0, 0.25, 1.0, 0.0, 0.9],
        ] {
            let (a, b) = (net.forward(&x), grown.forward(&x));
            for (a, b) in a.iter().zip(&b) {
                assert!((a - b).abs() < 1e-6, "{a} {b}");
            }
        }
    }

    #[test]
    fn a_weighted_output_learns_faster_and_weights_of_one_learn_as_before() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let net = Net::random(6, 8, &mut rng);
        let x = [1.0, 0.0, 0.5, 0.0, 1.0, 0.0];
        let target = [1.0, 0.0, 0.0, 1.0, 0.0];
        let mut act = Activations::default();
        let mut grad = Vec::new();
        net.forward_keep(&x, &mut act);
        let step = |weights: Option<&[f32; OUTPUTS]>, grad: &mut Vec<f32>| {
            let mut n = net.clone();
            match weights {
                Some(w) => n.learn_weighted(&x, &act, &target, 0.1, w, grad),
                None => n.learn(&x, &act, &target, 0.1, grad),
            }
            n
        };
        let plain = step(None, &mut grad);
        assert_eq!(step(Some(&[1.0; OUTPUTS]), &mut grad), plain);
        let weighted = step(Some(&[4.0, 1.0, 1.0, 1.0, 1.0]), &mut grad);
        let before = act.out[0];
        let (moved_plain, moved_weighted) = (
            plain.forward(&x)[0] - before,
            weighted.forward(&x)[0] - before,
        );
        assert!(moved_plain > 0.0 && moved_weighted > 2.0 * moved_plain);
    }

    #[test]
    fn a_forward_pass_from_another_input_s_sums_gives_the_whole_pass_s_outputs() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(6);
        // 70 hidden units: a whole block of 64 and a rest, both ways of summing.
        let net = Net::random(9, 70, &mut rng);
        let base_x = [1.0, 0.0, 0.5, 0.0, 1.0, 0.0, 0.25, 1.0, 0.0];
        let mut base = Vec::new();
        net.sums(&base_x, &mut base);
        let mut scratch = FromScratch::default();
        for x in [
            base_x,
            [0.0, 0.0, 0.5, 1.0, 1.0, 0.0, 0.75, 1.0, 2.0],
            [0.0; 9],
        ] {
            let (whole, from) = (
                net.forward(&x),
                net.forward_from(&base, &base_x, &x, &mut scratch),
            );
            for (w, f) in whole.iter().zip(from) {
                assert!((w - f).abs() < 1e-5, "{whole:?} {from:?}");
            }
        }
    }

    #[test]
    fn the_fast_exponential_agrees_with_the_library_one() {
        for k in -4000..=4000 {
            let x = k as f32 / 100.0;
            let (fast, exact) = (exp(x), x.exp());
            assert!((fast - exact).abs() <= 4e-6 * exact, "{x}: {fast} {exact}");
        }
    }
}
