import Foundation

/// The earlier name of the pager's pass, now the one ``LayoutPass`` every layout writes.
@available(*, deprecated, renamed: "LayoutPass")
public typealias PagingLayoutResult = LayoutPass

extension LayoutPass {
    /// The earlier name of ``elements``.
    @available(*, deprecated, renamed: "elements")
    public var items: [LayoutElement] {
        get { elements }
        set { elements = newValue }
    }

    /// The earlier initialiser of the pager's pass.
    @available(*, deprecated, renamed: "init(contentSize:scrollPosition:currentPage:elements:)")
    public init(contentSize: CGSize, scrollPosition: CGFloat, currentPage: Int, items: [LayoutElement]) {
        self.init(contentSize: contentSize, scrollPosition: scrollPosition, currentPage: currentPage, elements: items)
    }
}
