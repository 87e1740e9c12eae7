import Foundation
import PagingLayout

extension PreviewGallery {
    /// The pager's attributes for the web's carousel pattern (WAI-ARIA Authoring Practices): the
    /// pager is a region described as a "carousel" and named by its title; its pages are groups
    /// described as "slide" and named "3 of 6" (the page's script sets them on the page elements,
    /// and `aria-current` on the current page's).
    static func carouselAttributes(label: String) -> String {
        "role=\"region\" aria-roledescription=\"carousel\" aria-label=\"\(label)\""
    }

    /// The stage's attributes: the pager's one tab stop, the group of its slides, where the arrow
    /// keys, Home and End page (``keyActions(for:)``); its other controls are not tab stops.
    static let stageAccessibilityAttributes = " tabindex=\"0\" role=\"group\" aria-label=\"Slides\""


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
