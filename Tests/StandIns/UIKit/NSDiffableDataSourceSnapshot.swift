import Foundation

/// The state of a diffable data source's data: sections and their items, each named by a unique
/// identifier, plus the items and sections marked for reloading or reconfiguring when the snapshot
/// is applied. Identifiers must be unique (UIKit raises an exception for a duplicate; so does the
/// stand-in, through a precondition).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    private struct Section: Sendable {
        let identifier: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    private var sections: [Section] = []
    /// Items marked with ``reloadItems(_:)``.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items marked with ``reconfigureItems(_:)``.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Sections marked with ``reloadSections(_:)``.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == identifier }?.items ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    /// The item's index among all items, section after section.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    /// The item's index path (section index, index in its section); stand-in helper.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (index, section) in sections.enumerated() {
            if let item = section.items.firstIndex(of: identifier) { return IndexPath(item: item, section: index) }
        }
        return nil
    }

    /// The item at an index path; stand-in helper.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        requireNew(sections: identifiers)
        sections += identifiers.map { Section(identifier: $0, items: []) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection: SectionIdentifierType) {
        requireNew(sections: identifiers)
        let index = sectionIndex(beforeSection)
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: index)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection: SectionIdentifierType) {
        requireNew(sections: identifiers)
        let index = sectionIndex(afterSection) + 1
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: index)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.identifier) }
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = sectionIndex(identifier) }
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: Items

    /// Appends items to `sectionIdentifier`, or to the last section when `nil`.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        requireNew(items: identifiers)
        let index = sectionIdentifier.map(sectionIndex) ?? sections.count - 1
        precondition(sections.indices.contains(index), "appendItems: there is no section to append to")
        sections[index].items += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType) {
        requireNew(items: identifiers)
        let place = position(of: beforeItem)
        sections[place.section].items.insert(contentsOf: identifiers, at: place.item)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType) {
        requireNew(items: identifiers)
        let place = position(of: afterItem)
        sections[place.section].items.insert(contentsOf: identifiers, at: place.item + 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let deleted = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { deleted.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sections.removeAll()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem: ItemIdentifierType) {
        let moved = position(of: identifier)
        sections[moved.section].items.remove(at: moved.item)
        let place = position(of: beforeItem)
        sections[place.section].items.insert(identifier, at: place.item)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem: ItemIdentifierType) {
        let moved = position(of: identifier)
        sections[moved.section].items.remove(at: moved.item)
        let place = position(of: afterItem)
        sections[place.section].items.insert(identifier, at: place.item + 1)
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = position(of: identifier) }
        reloadedItemIdentifiers += identifiers
    }

    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = position(of: identifier) }
        reconfiguredItemIdentifiers += identifiers
    }

    /// The snapshot without its reload and reconfigure marks (what the data source keeps once applied).
    func unmarked() -> Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    // MARK: Checks

    private func sectionIndex(_ identifier: SectionIdentifierType) -> Int {
        guard let index = indexOfSection(identifier) else {
            preconditionFailure("invalid section identifier \(identifier): not in the snapshot")
        }
        return index
    }

    private func position(of identifier: ItemIdentifierType) -> IndexPath {
        guard let indexPath = indexPath(of: identifier) else {
            preconditionFailure("invalid item identifier \(identifier): not in the snapshot")
        }
        return indexPath
    }

    private func requireNew(sections identifiers: [SectionIdentifierType]) {
        precondition(
            Set(identifiers).count == identifiers.count && identifiers.allSatisfy { indexOfSection($0) == nil },
            "duplicate section identifiers \(identifiers)")
    }

    private func requireNew(items identifiers: [ItemIdentifierType]) {
        let existing = Set(itemIdentifiers)
        precondition(
            Set(identifiers).count == identifiers.count && identifiers.allSatisfy { !existing.contains($0) },
            "duplicate item identifiers \(identifiers)")
    }
}
