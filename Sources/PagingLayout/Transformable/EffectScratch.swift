import Foundation

/// The attributes the prepared transform views evaluate into on the main actor: one value, kept for
/// the process, that each frame's evaluation overwrites in place.
///
/// Starting a frame from a copy of ``EffectAttributes/untouched`` cost whole copies of the value
/// (counted with callgrind, about 290 instructions per frame while it held the snapshot), because
/// the compiler does not build a value that large in place. The effects' `attributes(for:in:into:)`
/// reset every field, so what the value held before does not matter and no copy is needed.
///
/// A view transformed while another one's evaluation is running (an app's setter that lays out a
/// page) gets a fresh value of its own instead.
@MainActor
@usableFromInline
enum EffectScratch {
    /// The kept value and whether an evaluation is using it.
    private struct Slot {
        var isInUse = false
        var attributes = EffectAttributes()
    }

    /// Allocated once and never freed: reached through a pointer, so an access costs no run-time
    /// exclusivity check (the `isInUse` flag keeps nested uses apart instead).
    private static let slot: UnsafeMutablePointer<Slot> = {
        let slot = UnsafeMutablePointer<Slot>.allocate(capacity: 1)
        slot.initialize(to: Slot())
        return slot
    }()

    /// Calls `body` with the kept attributes (or, nested inside another call, with a fresh untouched
    /// value). `body` must write every field it reads: the kept value holds the last evaluation's.
    @usableFromInline
    static func withAttributes(_ body: (inout EffectAttributes) -> Void) {
        let slot = slot
        guard !slot.pointee.isInUse else {
            var attributes = EffectAttributes.untouched
            body(&attributes)
            return
        }
        slot.pointee.isInUse = true
        defer { slot.pointee.isInUse = false }
        body(&slot.pointee.attributes)
    }
}
