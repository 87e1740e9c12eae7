#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// SwiftUI: the sectioned list — a stretchy header, a sticky menu, sticky
    /// section headers and footers, parallax cells — over ``ListCollectionViewLayout``.
    ///
    /// `supplementary` draws the header (`.header`, section 0), the menu (`.menu`, section 0) and
    /// each section's header and footer (`.sectionHeader`, `.sectionFooter`); elements whose size the
    /// options leave `nil` are never asked for. Cells and supplementary views get a
    /// ``LayoutElementState`` with their parallax offset and overlay alpha.
    ///
    /// ```swift
    /// SectionedListView(sections: albums, options: .stickyStretchy(width: 375)) { photo, state in
    ///     PhotoCard(photo: photo, imageOffset: state.parallaxOffset.y)
    /// } supplementary: { kind, section, state in
    ///     switch kind {
    ///     case .header: Cover().overlay(Color.black.opacity(state.overlayAlpha))
    ///     case .menu: MenuBar()
    ///     default: Text(albums[section].first?.album ?? "")
    ///     }
    /// }
    /// ```
    public struct SectionedListView<Item: Identifiable, Cell: View, Supplementary: View>: View {
        /// The list's settings (``ListLayoutOptions``).
        public var options: ListLayoutOptions
        /// The effect each kind of element gets; `nil` for those the options switch on. Read when
        /// the view is made.
        public var effects: ListElementEffects?
        private let sections: [[Item]]
        private let cell: (Item, LayoutElementState) -> Cell
        private let supplementary: (LayoutElementKind, Int, LayoutElementState) -> Supplementary

        /// Creates the list of `sections`, each an array of items.
        public init(
            sections: [[Item]], options: ListLayoutOptions, effects: ListElementEffects? = nil,
            @ViewBuilder cell: @escaping (Item, LayoutElementState) -> Cell,
            @ViewBuilder supplementary: @escaping (LayoutElementKind, Int, LayoutElementState) -> Supplementary
        ) {
            self.sections = sections
            self.options = options
            self.effects = effects
            self.cell = cell
            self.supplementary = supplementary
        }

        /// The list in a collection view.
        public var body: some View {
            let kinds: [String: LayoutElementKind] = [
                ListCollectionViewLayout.headerKind: .header, ListCollectionViewLayout.menuKind: .menu,
                UICollectionView.elementKindSectionHeader: .sectionHeader,
                UICollectionView.elementKindSectionFooter: .sectionFooter,
            ]
            let (options, effects, sections, cell, supplementary) = (
                options, effects, sections, cell, supplementary
            )
            return LayoutHostingCollectionView(
                makeLayout: {
                    let layout = ListCollectionViewLayout(options: options)
                    layout.effects = effects
                    return layout
                },
                updateLayout: { layout in
                    guard let list = layout as? ListCollectionViewLayout, list.options != options else { return }
                    list.options = options
                },
                itemCounts: sections.map(\.count), supplementaryKinds: Array(kinds.keys),
                cellIdentity: { AnyHashable(sections[$0.section][$0.item].id) },
                cell: { indexPath, state in AnyView(cell(sections[indexPath.section][indexPath.item], state)) },
                supplementary: { kind, indexPath, state in
                    guard let kind = kinds[kind] else { return AnyView(EmptyView()) }
                    return AnyView(supplementary(kind, indexPath.section, state))
                })
        }
    }
#endif
