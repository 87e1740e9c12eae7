import Foundation
import PagingLayout

extension PreviewGallery {
    /// The stage's attributes that make a pager one keyboard-operable, adjustable element for the
    /// browser's accessibility tree — the ``PagerAccessibility`` model as ARIA: a focusable
    /// `role="slider"` described as a carousel, 1…page count, its value text the model's. The
    /// page's script keeps `aria-valuenow` and `aria-valuetext` on the current page.
    static func stageAccessibilityAttributes(label: String, engine: PagingEngine) -> String {
        let model = PagerAccessibility(engine: engine, currentPage: 0)
        return " tabindex=\"0\" role=\"slider\" aria-roledescription=\"carousel\" aria-label=\"\(label)\" "
            + "aria-orientation=\"\(engine.scrollDirection.rawValue)\" aria-valuemin=\"1\" "
            + "aria-valuemax=\"\(max(engine.numberOfPages, 1))\" aria-valuenow=\"1\" "
            + "aria-valuetext=\"\(MarkupText.escaped(model.value))\""
    }

    /// Under the controls: the page indicator (drawn by ``accessibilityScript`` from indicator table
    /// `table`), a live region that announces page changes, and the pager's accessibility data —
    /// `{"indicator":k,"values":[…],"keys":{…}}`: the model's value for each page, and what each key
    /// does (`"next"`, `"previous"`, or a page to go to).
    static func accessibilityMarkup(engine: PagingEngine, table: Int) -> String {
        let pages = max(engine.numberOfPages, 1)
        let values = (0..<pages).map { page in
            CompactJSON.string(PagerAccessibility(engine: engine, currentPage: page).value)
        }
        let data = CompactJSON.object([
            ("indicator", String(table)),
            ("values", CompactJSON.array(values)),
            ("keys", CompactJSON.object(keyActions(for: engine).map { ($0.key, $0.action) })),
        ])
        return """
            <div class="indicator-row" title="Tap a dot to go to its page"><div class="indicator" \
            aria-hidden="true"></div></div>
            <p class="announce" aria-live="polite"></p>
            <script type="application/json" class="pager-a11y">\(data)</script>
            """
    }

    /// The keys a focused pager answers: the arrows along its axis (mirrored for right-to-left: the
    /// arrow pointing where the next page comes from pages forward, as swiping does), Home and End.
    static func keyActions(for engine: PagingEngine) -> [(key: String, action: String)] {
        let forward: String
        let backward: String
        if engine.scrollDirection == .vertical {
            (forward, backward) = ("ArrowDown", "ArrowUp")
        } else if engine.geometry.isMirrored {
            (forward, backward) = ("ArrowLeft", "ArrowRight")
        } else {
            (forward, backward) = ("ArrowRight", "ArrowLeft")
        }
        let last = max(engine.numberOfPages - 1, 0)
        return [
            (forward, CompactJSON.string("next")), (backward, CompactJSON.string("previous")), ("Home", "0"),
            ("End", String(last)),
        ]
    }

    /// The rules for the indicator, the focus outline and the live region.
    static let accessibilityStylesheet = """
        .stage:focus{outline:none}
        .stage:focus-visible{outline:3px solid #2563eb;outline-offset:3px;border-radius:4px}
        .indicator-row{display:flex;justify-content:center;align-items:center;min-height:44px;cursor:pointer}
        .indicator{position:relative}
        .indicator span{position:absolute;border-radius:50%}
        .announce{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);margin:0}
        """

    /// The page's second script, the text of `Resources/gallery-accessibility.js`: keyboard, ARIA
    /// state, the indicator and its taps. Like the first, it does no math: it shows the indicator
    /// table's frame for the frame shown, looks taps up in the frame's tap targets, and reads
    /// values and key actions from the pager's data. It learns of frames and pages from the
    /// readouts the first script writes, and goes to a page through the `goToPage` the first script
    /// puts on each pager's section.
    ///
    /// `#a11ytest` runs scripted keyboard and tap interactions on every pager and writes the results as
    /// JSON into `pre#a11ytest-out` (see the gallery's accessibility browser test).
    static let accessibilityScript = resource("gallery-accessibility.js").pageScript()
}
