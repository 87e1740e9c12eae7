import Foundation
import PagingLayout
import PagingLayoutCodegen
import PagingLayoutRender

/// What the designer's server answers: its page and a JSON API, every number from the library.
///
/// | Request | Answer |
/// |---|---|
/// | `GET /` | the designer's page |
/// | `GET /api/effects` | `paging-layout presets --format json` for every registered effect, plus `"choices"`: the spellings of the enumerations options use (curves, blur styles, …), and `"help"`: each effect's options as `paging-layout options --format json` describes them |
/// | `POST /api/eval` | what `paging-layout eval --format json` prints for the same effect, size and progress |
/// | `POST /api/codegen` | the Swift `paging-layout codegen --spec NAME.pagingeffect.json` writes |
/// | `POST /api/preview` | a one-pager gallery (`paging-layout preview`'s page) of the effect and geometry |
///
/// Request bodies are ``DesignerRequest`` JSON. A body that is not JSON is a 400, one that names no
/// registered effect or has options that do not read a 422 with the key path, and one whose answer
/// would exceed `PassBudget.standard` (a tiny `pieceSizeRatio` at many progress values) a 422 naming
/// what to change; an unknown path is a 404 and a wrong method a 405.
///
/// A `Sendable` value: the server answers the page, `/api/effects`, `/api/eval` and `/api/codegen`
/// on worker threads, several at once (``responseOffMainActor(to:)``), and `/api/preview` on the
/// main actor (``response(to:)``).
struct DesignerAPI: Sendable {
    /// Where effects are looked up: the built-in registry, read afresh so every registered effect shows.
    var registry = EffectRegistry()

    /// The response to `request`.
    @MainActor
    func response(to request: HTTPRequest) -> HTTPResponse {
        responseOffMainActor(to: request) ?? answering { try preview(request) }
    }

    /// The response to `request` computed on the calling thread, or `nil` for a `POST
    /// /api/preview`: the gallery page plays the library's page controller, which runs on the main
    /// actor, so the server answers it there (``response(to:)``).
    func responseOffMainActor(to request: HTTPRequest) -> HTTPResponse? {
        // `nil`: answered on the main actor.
        let routes: [String: (method: String, answer: ((HTTPRequest) throws -> HTTPResponse)?)] = [
            "/": ("GET", { _ in .text(200, DesignerPage.document, type: "text/html") }),
            "/api/effects": ("GET", { _ in try effects() }),
            "/api/eval": ("POST", eval),
            "/api/codegen": ("POST", codegen),
            "/api/preview": ("POST", nil),
        ]
        guard let route = routes[request.path] else {
            return .error(404, "no such page: \(request.path); the designer serves " + Self.paths.joined(separator: ", "))
        }
        guard request.method == route.method else {
            var response = HTTPResponse.error(
                405, "\(request.path) answers \(route.method), not \(request.method.prefix(20))")
            response.extraHeaders = [("Allow", route.method)]
            return response
        }
        guard let answer = route.answer else { return nil }
        return answering { try answer(request) }
    }

    /// What `body` answers, or the error it throws as a 4xx response.
    private func answering(_ body: () throws -> HTTPResponse) -> HTTPResponse {
        do {
            return try body()
        } catch let error as RequestError {
            return .error(error.status, error.message)
        } catch let error as PassBudgetError {
            return .error(422, error.description)
        } catch {
            return .error(422, SpecError(describing: error).description)
        }
    }

    /// The paths served, for the 404 message.
    static let paths = ["/", "/api/effects", "/api/eval", "/api/codegen", "/api/preview"]

    /// A request the API turns down, with its status.
    private struct RequestError: Error {
        var status: Int
        var message: String
    }

    private func effects() throws -> HTTPResponse {
        let effects = try registry.effectNames.map { ($0, try registry.presetNames(of: $0)) }
        guard case .object(var members) = try PresetsCommand.catalogue(of: effects, in: registry.effects) else {
            return .error(500, "the catalogue is not an object")
        }
        members.append(("choices", Self.choices))
        // What each option means, per effect: the designer's descriptions, units, ranges and "no effect" notes.
        let help = try registry.effectNames.map { name in (name, try OptionsCommand.help(of: name, in: registry)) }
        members.append(("help", .object(help)))
        return json(JSONValue.object(members).text)
    }

    /// The spellings of the string enumerations the built-in options use, by type name: the page
    /// offers them as pickers.
    // Built per request, not kept in a `static let`: `JSONValue` is an indirect enum whose case tag
    // sits in the top bits of each box pointer, so the leak sanitizer finds no pointer to boxes a
    // global keeps and reports every one as leaked when the process exits.
    static var choices: JSONValue {
        func spellings<T: CaseIterable & RawRepresentable<String>>(_ type: T.Type) -> JSONValue {
            .array(type.allCases.map { .string($0.rawValue) })
        }
        return .object([
            ("TransformCurve", spellings(TransformCurve.self)),
            ("BlurEffectStyle", spellings(BlurEffectStyle.self)),
            ("AggregationOperation", spellings(SnapshotTransformViewOptions.AggregationOperation.self)),
            ("ICarouselType", spellings(ICarouselOptions.Layout.self)),
            ("FSPagerViewTransformer", spellings(FSPagerViewOptions.Layout.self)),
            ("AnimatedLayoutAnimator", spellings(AnimatedLayoutOptions.Layout.self)),
            ("AndroidTransformer", spellings(AndroidPageOptions.Layout.self)),
        ])
    }

    private func eval(_ request: HTTPRequest) throws -> HTTPResponse {
        let body = try decode(request)
        let effect = try registry.makeEffect(body.spec)
        return json(
            try EvalCommand.output(
                of: effect, named: body.effectName, size: body.size, progresses: body.progress,
                direction: body.layoutDirection, pageStep: body.pageStep, asTable: false,
                budget: .designerEval(hasPieces: Self.hasPieces(effect))))
    }

    private func codegen(_ request: HTTPRequest) throws -> HTTPResponse {
        let body = try decode(request)
        guard let name = SwiftIdentifier(validating: body.name) else {
            throw RequestError(status: 422, message: "name: '\(body.name)' is not a Swift identifier")
        }
        let member = GeneratedEffectsFile.Member(
            name: name, sourceFileName: "\(body.name).pagingeffect.json",
            effect: try GeneratedEffect(checking: body.spec))
        return .text(200, GeneratedEffectsFile(members: [member]).text, type: "text/x-swift")
    }

    @MainActor
    private func preview(_ request: HTTPRequest) throws -> HTTPResponse {
        let body = try decode(request)
        let effect = try registry.makeEffect(body.spec)
        let subtitle: String
        switch body.content {
        case .effect(_, let preset, let options): subtitle = preset ?? (options == nil ? "" : "your options")
        case .compose: subtitle = ""
        }
        let pager = PreviewGallery.Pager(
            title: body.effectName, subtitle: subtitle, effect: effect, geometry: body.geometry.geometry,
            pagePadding: FrameFlags.padding(inset: body.geometry.inset))
        var gallery = PreviewGallery(
            pagers: [pager], viewportSize: body.geometry.geometry.viewportSize, numberOfPages: body.geometry.pages,
            title: "PagingLayout designer")
        // A page is recomputed on every change: fewer frames per page keep that quick.
        gallery.stepsPerPage = 8...24
        gallery.frameDataBudget = 200_000
        let budget = PassBudget.designerPreview(hasPieces: Self.hasPieces(effect))
        try gallery.checkPieces(within: budget)
        let document = gallery.document()
        try budget.checkOutput(byteCount: document.utf8.count, what: "the page")
        return .text(200, document, type: "text/html")
    }

    /// Whether `effect` draws snapshot pieces, so a budget error may suggest its `pieceSizeRatio`.
    /// A designer request names one registered effect, never a composition.
    static func hasPieces(_ effect: any PagingEffect) -> Bool {
        effect is SnapshotEffect
    }

    /// The request's body as a ``DesignerRequest``: a 400 when it is not a JSON object, a decoding
    /// error (with its key path) when it does not read.
    private func decode(_ request: HTTPRequest) throws -> DesignerRequest {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: request.body)
        } catch {
            throw RequestError(status: 400, message: "the body is not JSON: \(Self.syntaxMessage(error))")
        }
        guard parsed is [String: Any] else {
            throw RequestError(status: 400, message: "the body must be a JSON object")
        }
        return try SpecError.decode(DesignerRequest.self, from: request.body)
    }

    /// The parser's own explanation of a syntax error, without Foundation's error-domain wrapping.
    private static func syntaxMessage(_ error: any Error) -> String {
        let info = (error as NSError).userInfo
        return (info[NSDebugDescriptionErrorKey] as? String) ?? (info[NSLocalizedDescriptionKey] as? String)
            ?? "\(error)"
    }

    private func json(_ text: String) -> HTTPResponse {
        HTTPResponse(
            status: 200, contentType: "application/json; charset=utf-8",
            body: Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
