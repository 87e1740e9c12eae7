import Foundation

extension ScaleTransformViewOptions {
    /// A 3-D translation of side pages, applied after the 3-D rotation.
    ///
    /// Per page of progress the page moves by `translateRatios` times its size: x = ratio.x ×
    /// progress × width (signed), y = ratio.y × |progress| × height, z = ratio.z × |progress| × width;
    /// each is then clamped between `minTranslateRatios` and `maxTranslateRatios` times the same
    /// dimension (lower bound first, so the upper bound wins when they cross).
    ///
    /// ```swift
    /// Translation3dOptions(translateRatios: (0.1, 0, -0.7),
    ///                      minTranslateRatios: (-0.1, 0, -3),
    ///                      maxTranslateRatios: (0.1, 0, 0))
    /// ```
    public struct Translation3dOptions: Sendable, Hashable {
        /// The translation per page of progress, as fractions of (width, height, width).
        public var translateRatios: Vector3
        /// The smallest translation, as fractions of (width, height, width).
        public var minTranslateRatios: Vector3
        /// The largest translation, as fractions of (width, height, width).
        public var maxTranslateRatios: Vector3

        /// Creates translation options.
        public init(translateRatios: Vector3, minTranslateRatios: Vector3, maxTranslateRatios: Vector3) {
            self.translateRatios = translateRatios
            self.minTranslateRatios = minTranslateRatios
            self.maxTranslateRatios = maxTranslateRatios
        }

        /// Creates translation options from `(x, y, z)` tuples, as the original library's initialiser does.
        public init(
            translateRatios: (CGFloat, CGFloat, CGFloat),
            minTranslateRatios: (CGFloat, CGFloat, CGFloat),
            maxTranslateRatios: (CGFloat, CGFloat, CGFloat)
        ) {
            self.init(
                translateRatios: Vector3(translateRatios),
                minTranslateRatios: Vector3(minTranslateRatios),
                maxTranslateRatios: Vector3(maxTranslateRatios))
        }
    }
}
