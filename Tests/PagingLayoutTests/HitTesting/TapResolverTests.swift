import Foundation
import Testing

@testable import PagingLayout

@MainActor
final class SelectionRecorder: PagingSelectionDelegate {
    var log: [String] = []
    func tapResolver(_ resolver: TapResolver, didSelectItemAt indexPath: ItemIndexPath, at point: CGPoint) {
        log.append("delegate \(indexPath) at \(point.x),\(point.y)")
    }
}

@MainActor
@Suite("Resolving taps into selections")
struct TapResolverTests {
    let frame = PagerScene(
        viewportSize: CGSize(width: 200, height: 300), contentOffset: CGPoint(x: 400, y: 0),
        items: [sceneItem(0, zPosition: -1), sceneItem(1, transform: .scale(x: 0.5, y: 0.5))])

    @Test("a tap on an item calls the closure, then the delegate, once each")
    func selects() {
        let recorder = SelectionRecorder()
        let resolver = TapResolver { recorder.log.append("closure \($0)") }
        resolver.delegate = recorder
        #expect(resolver.handleTap(atViewportPoint: CGPoint(x: 100, y: 150), in: frame) == ItemIndexPath(item: 1, section: 0))
        #expect(recorder.log == ["closure [0, 1]", "delegate [0, 1] at 100.0,150.0"])
    }

    @Test("a tap that hits no item calls nothing")
    func misses() {
        let recorder = SelectionRecorder()
        let resolver = TapResolver { recorder.log.append("closure \($0)") }
        resolver.delegate = recorder
        #expect(resolver.handleTap(atViewportPoint: CGPoint(x: 250, y: 150), in: frame) == nil)
        #expect(recorder.log.isEmpty)
    }

    @Test("content points are converted with the scene's offset")
    func contentPoints() {
        var selected: [ItemIndexPath] = []
        let resolver = TapResolver { selected.append($0) }
        // Content (410, 10) is viewport (10, 10): outside the half-size item 1, on item 0.
        resolver.handleTap(atContentPoint: CGPoint(x: 410, y: 10), in: frame)
        #expect(selected == [ItemIndexPath(item: 0, section: 0)])
    }

    @Test("the delegate is held weakly")
    func weakDelegate() {
        let resolver = TapResolver()
        var recorder: SelectionRecorder? = SelectionRecorder()
        resolver.delegate = recorder
        recorder = nil
        #expect(resolver.delegate == nil)
    }
}
