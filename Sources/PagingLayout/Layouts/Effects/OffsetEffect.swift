import Foundation

/// An offset-driven effect: a pure, `Sendable` value that maps where a layout element sits against
/// the viewport — its frame, the content offset, its progress from the layout's focus, the room its
/// section gives it — to what the layout does to it (a transform, a parallax offset for its content,
/// an overlay alpha, a change of size).
///
/// Where a ``PagingEffect`` sees only an item's progress, an offset-driven effect sees the whole
/// ``OffsetEffectContext``, so it can pin an element to the viewport's top (``StickyEffect``),
/// stretch a header pulled past the top (``StretchyHeaderEffect``), move a cell's image with its
/// distance from the centre (``ParallaxEffect``), push a carousel's neighbours apart
/// (``FocusSpacingEffect``), widen a thumbnail to its image (``ExpandToAspectEffect``) or shift a
/// pager's pages (``PreviewShiftEffect``). Combine several with ``ComposedOffsetEffect`` (a
/// ``PagingEffect`` joins in through ``ProgressOffsetEffect``), find them by name in an
/// ``OffsetEffectRegistry``, and give them to a list's elements with ``ListElementEffects``.
///
/// ```swift
/// struct FadeNearTopEffect: OffsetEffect {
///     func attributes(in context: OffsetEffectContext) -> OffsetEffectAttributes {
///         var attributes = OffsetEffectAttributes()
///         attributes.alpha = min(1, max(0, (context.frame.minY - context.viewport.minY) / 100))
///         return attributes
///     }
/// }
/// ```
public protocol OffsetEffect: Sendable {
    /// What the effect does to the element `context` describes.
    ///
    /// Must be pure (same context, same result) and must not return non-finite numbers for finite
    /// input.
    func attributes(in context: OffsetEffectContext) -> OffsetEffectAttributes
}
