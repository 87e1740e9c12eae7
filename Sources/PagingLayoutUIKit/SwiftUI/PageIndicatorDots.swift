#if canImport(SwiftUI) && canImport(UIKit)
    import PagingLayout
    import SwiftUI

    /// A SwiftUI page indicator drawn from a ``PageIndicator`` model: one circle per dot at the
    /// model's centre, diameter and colour, sized to the model; tapping a dot's cell calls
    /// `onSelectPage` with its page.
    ///
    /// ```swift
    /// PageIndicatorDots(PageIndicator(numberOfPages: 5, position: position)) { page in
    ///     selection = page
    /// }
    /// ```
    ///
    /// The dots repeat what the pager's accessibility value says, so they are hidden from assistive
    /// technology.
    public struct PageIndicatorDots: View {
        /// The model drawn.
        public var indicator: PageIndicator
        /// Called with the page of a tapped dot; `nil` for dots that do not take taps.
        public var onSelectPage: ((Int) -> Void)?

        /// Creates the dots of `indicator`.
        public init(_ indicator: PageIndicator, onSelectPage: ((Int) -> Void)? = nil) {
            self.indicator = indicator
            self.onSelectPage = onSelectPage
        }

        /// The dots in a frame of the model's size, taking taps when `onSelectPage` is set.
        public var body: some View {
            let layout = indicator.layout()
            ZStack(alignment: .topLeading) {
                ForEach(layout.dots, id: \.page) { dot in
                    Circle()
                        .fill(Color(uiColor: UIColor(dot.color)))
                        .frame(width: dot.diameter, height: dot.diameter)
                        .position(dot.center)
                }
            }
            .frame(width: layout.size.width, height: layout.size.height)
            .contentShape(Rectangle())
            .onTapGesture(coordinateSpace: .local) { point in
                if let page = layout.page(at: point) { onSelectPage?(page) }
            }
            .allowsHitTesting(onSelectPage != nil)
            .accessibilityHidden(true)
        }
    }
#endif
