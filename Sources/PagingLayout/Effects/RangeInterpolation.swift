import Foundation

/// The clamped linear mapping the prepared effects use to turn progress into a fraction or an amount.
enum RangeInterpolation {
    /// Maps `value` from the input range onto the output range, as the original's
    /// `interpolate(in:out:)` does:
    /// 1. `value` is clamped to `inputUpper`, then to `inputLower` (so a reversed input range,
    ///    upper below lower, always gives the start of the output);
    /// 2. its fraction of the way is `|clamped − inputLower| / |inputUpper − inputLower|`;
    /// 3. the result is `outputLower + fraction · |outputUpper − outputLower|` — the output is
    ///    always walked upwards from `outputLower`, even when `outputUpper` is below it.
    ///
    /// An empty input range (`inputLower == inputUpper`, e.g. a stack of size 0 or a speed factor
    /// of 0) would divide zero by zero; it counts as a step instead: fraction 0 up to `inputLower`,
    /// 1 above it, the limit of an ever narrower range.
    static func interpolate(
        _ value: CGFloat,
        inputLower: CGFloat = 0, inputUpper: CGFloat = 1,
        outputLower: CGFloat = 0, outputUpper: CGFloat = 1
    ) -> CGFloat {
        let fraction: CGFloat
        if inputUpper == inputLower {
            fraction = value > inputLower ? 1 : 0
        } else {
            var clamped = value
            if clamped > inputUpper { clamped = inputUpper }
            if clamped < inputLower { clamped = inputLower }
            fraction = abs(clamped - inputLower) / abs(inputUpper - inputLower)
        }
        return outputLower + fraction * abs(outputUpper - outputLower)
    }
}
