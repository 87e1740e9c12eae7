import Testing

@testable import PagingLayoutCodegen

@Suite("Names of generated members")
struct SwiftIdentifierTests {
    @Test(
        "a spec file's name becomes a lower camel case identifier",
        arguments: [
            ("cards-stack.pagingeffect.json", "cardsStack"),
            ("Cards.pagingeffect.json", "cards"),
            ("cover_flow.json", "coverFlow"),
            ("URLCards.pagingeffect.json", "urlCards"),
            ("HTML.pagingeffect.json", "html"),
            ("iPhone cards.pagingeffect.json", "iPhoneCards"),
            ("3d flip.pagingeffect.json", "_3dFlip"),
            ("two..dots--and  spaces.PagingEffect.JSON", "twoDotsAndSpaces"),
            ("no-extension", "noExtension"),
            ("café.pagingeffect.json", "caf"),
        ])
    func derived(fileName: String, name: String) {
        #expect(SwiftIdentifier(fileName: fileName)?.name == name)
    }

    @Test("a file name without letters or digits gives no identifier")
    func empty() {
        #expect(SwiftIdentifier(fileName: "---.pagingeffect.json") == nil)
        #expect(SwiftIdentifier(fileName: ".pagingeffect.json") == nil)
    }

    @Test("keywords are declared in backticks, other names as they are")
    func keywords() {
        #expect(SwiftIdentifier(fileName: "default.pagingeffect.json")?.declaration == "`default`")
        #expect(SwiftIdentifier(fileName: "Class.pagingeffect.json")?.declaration == "`class`")
        #expect(SwiftIdentifier(validating: "init")?.declaration == "`init`")
        #expect(SwiftIdentifier(validating: "cards")?.declaration == "cards")
        #expect(SwiftIdentifier(validating: "type")?.declaration == "type")
    }

    @Test(
        "--name must be an identifier a member can have",
        arguments: [("cards", true), ("_private2", true), ("Cards", true), ("2cards", false), ("cards-stack", false),
            ("", false), ("_", false), ("Type", false), ("Protocol", false), ("Self", false), ("café", false)])
    func validation(text: String, isValid: Bool) {
        #expect((SwiftIdentifier(validating: text) != nil) == isValid)
    }
}
