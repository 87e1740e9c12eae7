import Foundation
import Testing

@testable import PagingLayout

@Suite("ThumbnailDeletion")
struct ThumbnailDeletionTests {
    // Thumbnails 30 × 50, 10 apart (step 40): thumbnail i rests at x = 40 i. A 230-point viewport
    // insets the content by (230 − 30) / 2 = 100, so offset 40 i − 100 centres thumbnail i. A centred
    // thumbnail of aspect r is 50 r wide (50 r − 30 more), its neighbours pushed by half of that.
    static let viewport = CGSize(width: 230, height: 50)
    static func strip(_ ratios: [CGFloat]) -> ThumbnailStripLayout {
        ThumbnailStripLayout(
            options: ThumbnailStripOptions(
                itemSize: CGSize(width: 30, height: 50), distanceBetween: 10, aspectRatios: ratios))
    }

    /// Shape of one listed thumbnail: frame x, width, translation and z-index.
    struct Placement: Equatable, CustomStringConvertible {
        var x: CGFloat, width: CGFloat, shift: CGFloat, z: Int
        var description: String { "x \(x) w \(width) shift \(shift) z \(z)" }
        func isClose(to other: Placement) -> Bool {
            PagingLayoutTests.isClose(x, other.x) && PagingLayoutTests.isClose(width, other.width)
                && PagingLayoutTests.isClose(shift, other.shift) && z == other.z
        }
    }

    func placements(_ pass: LayoutPass) -> [Int: Placement] {
        Dictionary(
            uniqueKeysWithValues: pass.elements.map {
                ($0.item, Placement(x: $0.frame.minX, width: $0.frame.width, shift: $0.transform.m41, z: $0.zPosition))
            })
    }

    func expect(
        _ actual: [Int: Placement], _ expected: [Int: Placement], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(Set(actual.keys) == Set(expected.keys), sourceLocation: sourceLocation)
        for (item, placement) in expected {
            #expect(
                actual[item]?.isClose(to: placement) == true, "item \(item): \(String(describing: actual[item]))",
                sourceLocation: sourceLocation)
        }
    }

    /// Deleting thumbnail 1 (aspect 2) of [1, 2, 1.5, 1], centred at offset −60: the next one
    /// (aspect 1.5) takes its place.
    func middle(at elapsed: TimeInterval) -> [Int: Placement] {
        let deletion = ThumbnailDeletion(strip: Self.strip([1, 2, 1.5, 1]), deletedIndex: 1, elapsed: elapsed)
        return placements(deletion!.layout(at: CGPoint(x: -60, y: 0), viewportSize: Self.viewport))
    }

    @Test("at the start the strip is as it was: thumbnail 1 100 wide, its neighbours pushed by 35")
    func start() {
        expect(
            middle(at: 0),
            [
                0: Placement(x: 0, width: 30, shift: -35, z: 0), 1: Placement(x: 5, width: 100, shift: 0, z: 0),
                2: Placement(x: 80, width: 30, shift: 35, z: 0), 3: Placement(x: 120, width: 30, shift: 35, z: 0),
            ])
    }

    @Test("halfway through the collapse (0.075 s, eased 0.5) half the extra width is left")
    func halfCollapsed() {
        // Extra width 70 × 0.5 = 35: 65 wide about centre 55; neighbours pushed by 17.5.
        expect(
            middle(at: 0.075),
            [
                0: Placement(x: 0, width: 30, shift: -17.5, z: 0), 1: Placement(x: 22.5, width: 65, shift: 0, z: 0),
                2: Placement(x: 80, width: 30, shift: 17.5, z: 0), 3: Placement(x: 120, width: 30, shift: 17.5, z: 0),
            ])
    }

    @Test("at the end of the collapse (0.15 s) every thumbnail is at rest")
    func collapsed() {
        expect(
            middle(at: 0.15),
            [
                0: Placement(x: 0, width: 30, shift: 0, z: 0), 1: Placement(x: 40, width: 30, shift: 0, z: 0),
                2: Placement(x: 80, width: 30, shift: 0, z: 0), 3: Placement(x: 120, width: 30, shift: 0, z: 0),
            ])
    }

    @Test("halfway through the slide the neighbour is halfway to the place and the deleted one half as wide, behind")
    func halfSlid() {
        // At the end thumbnail 2 is centred at 55, 75 wide (aspect 1.5: 45 more), 0 pushed by −22.5,
        // 3 at 80 pushed by 22.5; the deleted one is 0 wide at its centre 55. Halfway: the means.
        expect(
            middle(at: 0.225),
            [
                0: Placement(x: 0, width: 30, shift: -11.25, z: 0),
                1: Placement(x: 47.5, width: 15, shift: 0, z: -1),
                2: Placement(x: 48.75, width: 52.5, shift: 0, z: 0),
                3: Placement(x: 100, width: 30, shift: 11.25, z: 0),
            ])
    }

    @Test("at the end the neighbour is in place and the strip is the one without the thumbnail")
    func finished() throws {
        let deletion = try #require(ThumbnailDeletion(strip: Self.strip([1, 2, 1.5, 1]), deletedIndex: 1))
        #expect(deletion.neighbour == 2)
        #expect(deletion.offsetShift == 0)
        #expect(deletion.indexAfterDeletion == 1)
        expect(
            middle(at: 0.3),
            [
                0: Placement(x: 0, width: 30, shift: -22.5, z: 0), 2: Placement(x: 17.5, width: 75, shift: 0, z: 0),
                3: Placement(x: 80, width: 30, shift: 22.5, z: 0),
            ])
        // The same as the strip of [1, 1.5, 1] at the same offset, its items renumbered.
        let remaining = placements(
            Self.strip([1, 1.5, 1]).layout(at: CGPoint(x: -60, y: 0), viewportSize: Self.viewport))
        let renumbered = Dictionary(
            uniqueKeysWithValues: remaining.map { ($0.key >= 1 ? $0.key + 1 : $0.key, $0.value) })
        expect(middle(at: 0.3), renumbered)
    }

    @Test("deleting the last thumbnail: the previous one takes its place and the offset moves back a step")
    func last() throws {
        // [1, 2, 1.5, 2], deleting 3 centred at offset 20 (viewport 20…250). Afterwards [1, 2, 1.5] is
        // seen from offset −20, thumbnail 2 centred (75 wide at 57.5, 1 and 0 pushed by −22.5), and
        // shown 40 further on in the old coordinates.
        let deletion = try #require(ThumbnailDeletion(strip: Self.strip([1, 2, 1.5, 2]), deletedIndex: 3))
        #expect(deletion.neighbour == 2)
        #expect(deletion.offsetShift == -40)
        #expect(deletion.indexAfterDeletion == 2)
        let offset = CGPoint(x: 20, y: 0)
        expect(
            placements(deletion.at(elapsed: 0.3).layout(at: offset, viewportSize: Self.viewport)),
            [
                0: Placement(x: 40, width: 30, shift: -22.5, z: 0), 1: Placement(x: 80, width: 30, shift: -22.5, z: 0),
                2: Placement(x: 97.5, width: 75, shift: 0, z: 0),
            ])
        // Halfway through the slide, from the collapsed strip at rest (0, 40, 80, 120).
        expect(
            placements(deletion.at(elapsed: 0.225).layout(at: offset, viewportSize: Self.viewport)),
            [
                0: Placement(x: 20, width: 30, shift: -11.25, z: 0),
                1: Placement(x: 60, width: 30, shift: -11.25, z: 0),
                2: Placement(x: 88.75, width: 52.5, shift: 0, z: 0),
                3: Placement(x: 127.5, width: 15, shift: 0, z: -1),
            ])
    }

    @Test("deleting the only thumbnail shrinks it away about its centre")
    func only() throws {
        let deletion = try #require(ThumbnailDeletion(strip: Self.strip([2]), deletedIndex: 0))
        #expect(deletion.neighbour == nil)
        #expect(deletion.offsetShift == 0)
        #expect(deletion.indexAfterDeletion == 0)
        #expect(deletion.remaining.itemCount == 0)
        let offset = CGPoint(x: -100, y: 0)
        expect(
            placements(deletion.at(elapsed: 0.225).layout(at: offset, viewportSize: Self.viewport)),
            [0: Placement(x: 7.5, width: 15, shift: 0, z: -1)])
        #expect(deletion.at(elapsed: 0.3).layout(at: offset, viewportSize: Self.viewport).elements.isEmpty)
    }

    @Test("the phases' progress is eased in and out: 0.125 a quarter of the way through each")
    func progress() throws {
        let deletion = try #require(ThumbnailDeletion(strip: Self.strip([1, 2]), deletedIndex: 0))
        #expect(isClose(deletion.at(elapsed: 0.0375).collapseProgress, 0.125))
        #expect(deletion.at(elapsed: 0.0375).slideProgress == 0)
        #expect(deletion.at(elapsed: 0.15).collapseProgress == 1)
        #expect(isClose(deletion.at(elapsed: 0.1875).slideProgress, 0.125))
        #expect(!deletion.at(elapsed: 0.2999).isFinished)
        #expect(deletion.at(elapsed: 0.3).isFinished)
    }

    @Test("an index outside the strip makes no animation; time is held within 0…0.3 s")
    func badInput() throws {
        let strip = Self.strip([1, 2])
        #expect(ThumbnailDeletion(strip: strip, deletedIndex: 2) == nil)
        #expect(ThumbnailDeletion(strip: strip, deletedIndex: -1) == nil)
        #expect(ThumbnailDeletion(strip: Self.strip([]), deletedIndex: 0) == nil)
        let deletion = try #require(ThumbnailDeletion(strip: strip, deletedIndex: 0))
        #expect(deletion.at(elapsed: .nan).elapsed == 0)
        #expect(deletion.at(elapsed: -1).elapsed == 0)
        #expect(deletion.at(elapsed: .infinity).elapsed == 0.3)
        let pass = deletion.at(elapsed: 0.2).layout(at: CGPoint(x: CGFloat.nan, y: 0), viewportSize: Self.viewport)
        #expect(pass.elements.allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite })
    }
}

@Suite("ThumbnailDeletionAnimation")
@MainActor
struct ThumbnailDeletionAnimationTests {
    @Test("the clock drives it through both phases, then it finishes once")
    func runs() throws {
        let clock = ManualFrameSource()
        let strip = ThumbnailDeletionTests.strip([1, 2, 1.5])
        let animation = ThumbnailDeletionAnimation(
            deletion: try #require(ThumbnailDeletion(strip: strip, deletedIndex: 1)), frameSource: clock)
        var frames: [TimeInterval] = []
        var completions = 0
        animation.run(onFrame: { frames.append($0.elapsed) }, completion: { completions += 1 })
        #expect(animation.isRunning)
        clock.advance(by: 0.075)
        clock.advance(by: 0.075)
        #expect(completions == 0)
        clock.advance(by: 0.15)
        #expect(frames.count == 3)
        #expect(zip(frames, [0.075, 0.15, 0.3]).allSatisfy { isClose($0, $1) })
        #expect(animation.deletion.isFinished)
        #expect(completions == 1)
        #expect(!animation.isRunning)
        #expect(!clock.isRunning)
    }

    @Test("a cancelled run reports nothing more and never completes")
    func cancel() throws {
        let clock = ManualFrameSource()
        let animation = ThumbnailDeletionAnimation(
            deletion: try #require(ThumbnailDeletion(strip: ThumbnailDeletionTests.strip([1, 2]), deletedIndex: 0)),
            frameSource: clock)
        var frames = 0
        var completed = false
        animation.run(onFrame: { _ in frames += 1 }, completion: { completed = true })
        clock.advance(by: 0.1)
        animation.cancel()
        clock.advance(by: 0.5)
        #expect(frames == 1)
        #expect(!completed)
        #expect(!animation.isRunning)
    }
}
