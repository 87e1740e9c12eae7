import Foundation

import PagingLayout

/// The message of the ``SpecError`` that reading `json` as a `T` spec object throws, or `nil` when
/// it reads.
func specFailure<T: Decodable>(_ type: T.Type, _ json: String) -> String? {
    do {
        _ = try SpecError.decode(type, from: Data(json.utf8))
        return nil
    } catch {
        return (error as? SpecError)?.description
    }
}
