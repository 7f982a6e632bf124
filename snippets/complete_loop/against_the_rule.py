"""Chapter 8: how good is good? Score the rule that generated the data."""

# --8<-- [start:rule]
if "history" not in globals(): from snippets.complete_loop.sensor_calibration import *  # markdown-exec: hide
splits = {"training": (x_train, y_train), "validation": (x_val, y_val), "test": (x_test, y_test)}
rule_mse = {}  # the error left over if we knew the true calibration exactly

print("split        true rule   learned line")
for name, (inputs, targets) in splits.items():
    rule_mse[name] = loss_fn(2 * inputs + 1, targets).item()  # only the noise remains
    print(f"{name:<12} {rule_mse[name]:.4f}      {mse_on(inputs, targets):.4f}")
# --8<-- [end:rule]
