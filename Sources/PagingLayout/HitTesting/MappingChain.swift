import Foundation

/// A ``SceneSurface``'s plane mappings, innermost first, stored inline when there are one (a page or
/// a selectable region) or three (a snapshot piece, its container, its item) and in an array
/// otherwise: building a frame's surfaces then allocates nothing.
///
/// Equal chains hold equal mappings in the same order: every way of building one from an array
/// picks the same case for the same count.
enum MappingChain: Sendable, Equatable {
    case one(PlaneMapping)
    case three(PlaneMapping, PlaneMapping, PlaneMapping)
    case other([PlaneMapping])

    /// The chain of `mappings`, in their order.
    init(_ mappings: [PlaneMapping]) {
        switch mappings.count {
        case 1: self = .one(mappings[0])
        case 3: self = .three(mappings[0], mappings[1], mappings[2])
        default: self = .other(mappings)
        }
    }

    /// How many mappings the chain holds.
    var count: Int {
        switch self {
        case .one: 1
        case .three: 3
        case .other(let mappings): mappings.count
        }
    }

    /// The mapping at `index` (0 the innermost), which must be below ``count``.
    subscript(index: Int) -> PlaneMapping {
        switch self {
        case .one(let only): return only
        case .three(let inner, let middle, let outer): return index == 0 ? inner : index == 1 ? middle : outer
        case .other(let mappings): return mappings[index]
        }
    }

    /// The mappings as an array, innermost first.
    var mappings: [PlaneMapping] {
        switch self {
        case .one(let only): [only]
        case .three(let inner, let middle, let outer): [inner, middle, outer]
        case .other(let mappings): mappings
        }
    }
}
