import Foundation
import PagingLayout

/// The options inside an effect, as sorted-key JSON per prepared effect, compositions bracketed.
struct OptionsFingerprint: Equatable {
    var parts: [String]

    init(_ effect: any PagingEffect) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func encode(_ value: some Encodable, _ name: String) throws -> String {
            name + String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        switch effect {
        case let effect as ScaleEffect: parts = [try encode(effect.options, "scale")]
        case let effect as StackEffect: parts = [try encode(effect.options, "stack")]
        case let effect as SnapshotEffect: parts = [try encode(effect.options, "snapshot")]
        case let effect as ComposedEffect:
            parts = ["compose("] + (try effect.effects.flatMap { try OptionsFingerprint($0).parts }) + [")"]
        default: parts = ["unknown \(type(of: effect))"]
        }
    }
}
