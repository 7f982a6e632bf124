"""Chapter 8: how good is good? Score the rule that generated the
data."""

# where this section starts: chapter 8's trained program
from snippets.complete_loop.sensor_calibration import (
    loss_fn,
    mse_on,
    x_test,
    x_train,
    x_val,
    y_test,
    y_train,
    y_val,
)

# --8<-- [start:rule]
splits = {
    "training": (x_train, y_train),
    "validation": (x_val, y_val),
    "test": (x_test, y_test),
}
# the error left over if we knew the true calibration exactly
rule_mse = {}

print("split        true rule   learned line")
for name, (inputs, targets) in splits.items():
    # only the noise remains
    rule_mse[name] = loss_fn(2 * inputs + 1, targets).item()
    print(
        f"{name:<12} {rule_mse[name]:.4f}      "
        f"{mse_on(inputs, targets):.4f}"
    )
# --8<-- [end:rule]
