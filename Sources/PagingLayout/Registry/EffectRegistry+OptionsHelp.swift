import Foundation

extension EffectRegistry {
    /// What each option of the effect `name` means — description, unit, range, condition — in
    /// its options' order, group options followed by their own (``SpecFieldHelp``); empty for an
    /// effect whose options type gives none. The designer and `paging-layout options` read it.
    ///
    /// Throws ``EffectRegistryError/unknownEffect(_:known:)`` for an unregistered name.
    package func optionsHelp(of name: String) throws -> [SpecFieldHelp] {
        try effects.entry(named: name).optionsHelp()
    }
}
