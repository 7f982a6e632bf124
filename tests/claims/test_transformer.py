"""Chapter 11 (training-a-tiny-transformer.md): the block's parts, the cross-entropy call, and what
one training step does and does not change."""

from __future__ import annotations

import math

import pytest
import torch
from torch import nn
from torch.nn import functional as F

from tests.claims import claim


def untrained_and_data() -> tuple[nn.Module, torch.Tensor, torch.Tensor]:
    """The chapter's model as it starts (seed 7), and the inputs "hell" and targets "ello"."""
    from snippets.transformer.transformer_step import TinyTransformer, inputs, targets, vocab_size

    torch.manual_seed(7)
    return TinyTransformer(vocab_size), inputs, targets


def one_step(model: nn.Module, inputs: torch.Tensor, targets: torch.Tensor) -> None:
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    logits = model(inputs)
    F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1)).backward()
    optimizer.step()


@claim(
    "transformer-block-structure",
    "rescales each position's 32 features to mean 0 and standard deviation 1, then applies a learned scale and shift",
)
def test_layer_norm_normalizes_each_position_then_scales_and_shifts() -> None:
    norm, features = nn.LayerNorm(32), 3 + 5 * torch.randn(1, 4, 32)
    out = norm(features)
    torch.testing.assert_close(out.mean(dim=-1), torch.zeros(1, 4), atol=1e-5, rtol=0)
    torch.testing.assert_close(out.std(dim=-1, unbiased=False), torch.ones(1, 4), atol=1e-3, rtol=0)
    with torch.no_grad():
        norm.weight.fill_(2.0)
        norm.bias.fill_(1.0)
    torch.testing.assert_close(norm(features), 2 * out + 1)
    block = untrained_and_data()[0].block.eval()  # the chapter's block; eval turns dropout off
    assert block.linear1.out_features == 64 and block.linear2.in_features == 64
    assert block.activation is F.relu  # the feed-forward network: Linear, ReLU, Linear
    hidden = torch.randn(1, 4, 32)
    normed = block.norm1(hidden)
    with torch.no_grad():
        # norm first, then attention, then the residual add; the same for the feed-forward network
        residual = hidden + block.self_attn(normed, normed, normed, need_weights=False)[0]
        rebuilt = residual + block.linear2(block.activation(block.linear1(block.norm2(residual))))
        torch.testing.assert_close(block(hidden), rebuilt, atol=1e-5, rtol=0)
        normed_after = block.norm1(hidden + block.self_attn(hidden, hidden, hidden, need_weights=False)[0])
        post_norm = block.norm2(normed_after + block.linear2(F.relu(block.linear1(normed_after))))
        assert not torch.allclose(block(hidden), post_norm, atol=1e-3)  # not the norm-after order


@claim("transformer-attention-weights-per-head", "`average_attn_weights=False` keeps one grid per head")
def test_need_weights_alone_averages_the_heads() -> None:
    attention, hidden = nn.MultiheadAttention(32, 4, batch_first=True), torch.randn(1, 4, 32)
    with torch.no_grad():
        averaged = attention(hidden, hidden, hidden, need_weights=True)[1]
        per_head = attention(hidden, hidden, hidden, need_weights=True, average_attn_weights=False)[1]
    assert averaged.shape == (1, 4, 4) and per_head.shape == (1, 4, 4, 4)  # (B, T, T), (B, heads, T, T)
    torch.testing.assert_close(per_head.mean(dim=1), averaged)


@claim("transformer-batch-first-default", "the layer's default is (T, B, C)")
def test_the_default_layer_reads_time_first() -> None:
    torch.manual_seed(0)
    time_first = nn.TransformerEncoderLayer(32, 4, dim_feedforward=64, dropout=0.0)
    batch_first = nn.TransformerEncoderLayer(32, 4, dim_feedforward=64, dropout=0.0, batch_first=True)
    batch_first.load_state_dict(time_first.state_dict())
    hidden = torch.randn(2, 4, 32)  # (B, T, C)
    torch.testing.assert_close(time_first(hidden.transpose(0, 1)).transpose(0, 1), batch_first(hidden))
    assert not torch.allclose(time_first(hidden), batch_first(hidden), atol=1e-3)  # misread as (T, B, C)


@claim("transformer-dropout-differs-per-pass", "so two passes over the same input would disagree")
def test_dropout_in_the_block_draws_a_new_pattern_every_pass() -> None:
    torch.manual_seed(0)
    hidden = torch.randn(1, 4, 32)
    with_dropout = nn.TransformerEncoderLayer(32, 4, 64, dropout=0.1, batch_first=True).train()
    without = nn.TransformerEncoderLayer(32, 4, 64, dropout=0.0, batch_first=True).train()
    with torch.no_grad():
        assert not torch.equal(with_dropout(hidden), with_dropout(hidden))
        assert torch.equal(without(hidden), without(hidden))


@claim("transformer-cross-entropy-averages", "and averages the four positions' losses into one number")
def test_cross_entropy_is_the_mean_of_minus_log_softmax_at_the_targets() -> None:
    logits, targets = torch.randn(4, 4), torch.tensor([0, 2, 2, 3])
    weights = logits.softmax(dim=-1)
    assert ((weights >= 0) & (weights <= 1)).all()
    torch.testing.assert_close(weights.sum(dim=-1), torch.ones(4))
    by_hand = -logits.log_softmax(dim=-1)[torch.arange(4), targets].mean()
    torch.testing.assert_close(nn.CrossEntropyLoss()(logits, targets), by_hand)


@claim("transformer-unused-row-stays", "gets a gradient of zero, and plain SGD moves it by nothing")
def test_the_row_of_a_character_missing_from_the_input_does_not_move() -> None:
    from snippets.transformer.transformer_step import char_to_id

    model, inputs, targets = untrained_and_data()
    table_before = model.token_embedding.weight.detach().clone()
    one_step(model, inputs, targets)
    o = char_to_id["o"]
    assert o not in inputs.tolist()[0]
    assert torch.equal(model.token_embedding.weight.grad[o], torch.zeros(32))
    assert torch.equal(model.token_embedding.weight[o], table_before[o])
    for used in set(inputs.tolist()[0]):
        assert not torch.equal(model.token_embedding.weight[used], table_before[used])


@claim("transformer-dead-relu-units-stay", "get a gradient of zero too, and this start has some such units")
def test_feed_forward_units_that_relu_zeroes_everywhere_do_not_move() -> None:
    model, inputs, targets = untrained_and_data()
    before = {name: p.detach().clone() for name, p in model.named_parameters()}
    hidden: list[torch.Tensor] = []
    model.block.linear1.register_forward_hook(lambda module, args, out: hidden.append(out.detach()))
    one_step(model, inputs, targets)
    # (B, T, 64): a unit is dead here when ReLU gives 0 at every position
    dead = (hidden[0].relu() == 0).flatten(0, 1).all(dim=0)
    assert dead.any()  # "this start has some such units"
    linear1, linear2 = model.block.linear1, model.block.linear2
    assert torch.equal(linear1.weight.grad[dead], torch.zeros_like(linear1.weight[dead]))
    assert torch.equal(linear1.bias.grad[dead], torch.zeros(int(dead.sum())))
    assert torch.equal(linear2.weight.grad[:, dead], torch.zeros_like(linear2.weight[:, dead]))
    assert torch.equal(linear1.weight[dead], before["block.linear1.weight"][dead])
    assert torch.equal(linear2.weight[:, dead], before["block.linear2.weight"][:, dead])
    # the units ReLU lets through somewhere do move
    assert (linear1.weight[~dead] != before["block.linear1.weight"][~dead]).any(dim=1).all()


@claim("transformer-five-characters-would-raise", "the same call would have raised a `RuntimeError`")
def test_cross_entropy_without_the_reshape_raises_when_the_sizes_differ() -> None:
    logits, targets = torch.randn(1, 4, 5), torch.tensor([[0, 2, 2, 3]])  # (B, T, 5 classes), (B, T)
    with pytest.raises(RuntimeError, match=r"Expected target size \[1, 5\], got \[1, 4\]"):
        nn.CrossEntropyLoss()(logits, targets)


@claim("transformer-start-scores-close", "give scores that differ by less than 1.5 within any row")
def test_the_starting_attention_scores_are_close_together() -> None:
    from snippets.transformer.transformer_step import causal_mask

    model, inputs, _ = untrained_and_data()
    T, block = inputs.shape[1], model.block
    with torch.no_grad():
        normed = block.norm1(model.token_embedding(inputs) + model.position_embedding(torch.arange(T)))
        qkv = F.linear(normed, block.self_attn.in_proj_weight, block.self_attn.in_proj_bias)
        q, k, _ = (part.view(1, T, 4, 8).transpose(1, 2) for part in qkv.split(32, dim=-1))
        scores = q @ k.transpose(-2, -1) / math.sqrt(8)  # (B, heads, T, T)
    visible = ~causal_mask(T)
    for row in range(1, T):
        row_scores = scores[0, :, row][:, visible[row]]  # (heads, row + 1)
        assert (row_scores.max(dim=-1).values - row_scores.min(dim=-1).values).max() < 1.5
    weights = scores.masked_fill(~visible, float("-inf")).softmax(dim=-1)
    assert weights[0, :, 1:].max() < 0.8  # no row beyond the first puts nearly all its weight on one position


@claim("transformer-heads-read-every-feature", "each reads all 32 features, through its own share of the")
def test_every_head_reads_every_input_feature() -> None:
    model, inputs, targets = untrained_and_data()
    attention, C, heads = model.block.self_attn, 32, 4
    d = C // heads  # 8 features of queries, keys and values per head
    B, T = inputs.shape
    W, bias = attention.in_proj_weight, attention.in_proj_bias
    # queries, keys and values stacked, each projection reading all 32 input features
    assert attention.num_heads == heads and W.shape == (3 * C, C)
    mask = nn.Transformer.generate_square_subsequent_mask(T)
    with torch.no_grad():
        hidden = model.token_embedding(inputs) + model.position_embedding(torch.arange(T))
        normed = model.block.norm1(hidden)  # (B, T, C): what the block's attention reads

        def per_head(features: torch.Tensor) -> list[torch.Tensor]:
            """q, k, v, each (B, heads, T, d): head h's share is rows h*d to (h+1)*d of each."""
            return [part.view(B, T, heads, d).transpose(1, 2) for part in F.linear(features, W, bias).split(C, dim=-1)]

        # those shares are the heads the module runs: its per-head weights and output, rebuilt
        q, k, v = per_head(normed)
        by_hand = (q @ k.transpose(-2, -1) / math.sqrt(d) + mask).softmax(dim=-1)  # (B, heads, T, T)
        attended, weights = attention(normed, normed, normed, attn_mask=mask, average_attn_weights=False)
        torch.testing.assert_close(weights, by_hand)
        torch.testing.assert_close(attended, attention.out_proj((by_hand @ v).transpose(1, 2).reshape(B, T, C)))
        for feature in range(C):  # one input feature changed, all the others kept
            changed = normed.clone()
            changed[..., feature] += 1.0
            for before, after in zip(per_head(normed), per_head(changed), strict=True):  # q, k, v
                # every head's 8 queries (keys, values) move: each head reads this feature
                assert all(not torch.equal(before[:, h], after[:, h]) for h in range(heads)), feature


@claim("transformer-step-minus-lr-grad", "by minus the learning rate times its")
def test_the_step_moves_every_parameter_by_minus_lr_times_its_gradient() -> None:
    model, inputs, targets = untrained_and_data()
    before = {name: p.detach().clone() for name, p in model.named_parameters()}
    one_step(model, inputs, targets)  # plain SGD, lr=0.1, like the chapter's
    for name, p in model.named_parameters():
        assert p.grad is not None
        torch.testing.assert_close(p.detach(), before[name] - 0.1 * p.grad)
