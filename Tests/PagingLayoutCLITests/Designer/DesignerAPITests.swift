import Foundation
import PagingLayout
import TestSupport
import Testing

@testable import PagingLayoutCLI

/// The designer's API answered in-process, compared with what the command-line tool prints.
@MainActor
@Suite("DesignerAPI")
struct DesignerAPITests {
    let api = DesignerAPI()

    private func post(_ path: String, _ body: String) -> HTTPResponse {
        api.response(to: HTTPRequest(method: "POST", path: path, headers: [:], body: Data(body.utf8)))
    }

    private func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test("POST /api/eval answers exactly what eval --format json prints for the same effect, size and progress")
    func evalMatchesTheCommand() throws {
        let cases: [(body: String, arguments: [String])] = [
            (
                #"{"effect":"scale","preset":"coverFlow","size":{"width":200,"height":300},"progress":[-1,-0.5,0,0.5,1]}"#,
                ["--effect", "scale", "--preset", "coverFlow", "--size", "200x300", "--progress", "-1,-0.5,0,0.5,1"]
            ),
            (
                #"{"effect":"stack","options":{"maxStackSize":4,"stackRotateAngle":0.2},"progress":[0,1,2]}"#,
                ["--effect", "stack", "--options", "OPTIONS", "--progress", "0,1,2"]
            ),
            (
                #"{"effect":"snapshot","preset":"grid","progress":[0.25],"layoutDirection":"rtl","pageStep":256}"#,
                ["--effect", "snapshot", "--preset", "grid", "--progress", "0.25", "--layout-direction", "rtl",
                 "--page-step", "256"]
            ),
        ]
        try withTemporaryDirectory { directory in
            let optionsPath = try writeFile(#"{"maxStackSize":4,"stackRotateAngle":0.2}"#, to: "options.json", in: directory)
            for (body, arguments) in cases {
                let response = post("/api/eval", body)
                #expect(response.status == 200, "\(text(response))")
                #expect(response.contentType.hasPrefix("application/json"))
                let command = PagingLayoutTool.run(["eval"] + arguments.map { $0 == "OPTIONS" ? optionsPath : $0 })
                #expect(command.exitCode == 0, "\(command.errorOutput)")
                #expect(text(response) == command.output, "\(body)")
            }
        }
    }

    @Test("POST /api/codegen answers what codegen writes for the same spec and name")
    func codegenMatchesTheCommand() throws {
        try withTemporaryDirectory { directory in
            let spec = #"{"version":1,"effect":"stack","options":{"maxStackSize":4,"stackRotateAngle":0.2}}"#
            let path = try writeFile(spec, to: "cards.pagingeffect.json", in: directory)
            let command = PagingLayoutTool.run(["codegen", "--spec", path])
            let response = post("/api/codegen", #"{"effect":"stack","options":{"maxStackSize":4,"stackRotateAngle":0.2},"name":"cards"}"#)
            #expect(response.status == 200)
            #expect(response.contentType.hasPrefix("text/x-swift"))
            #expect(text(response) == command.output)
            #expect(text(response).contains("    maxStackSize: 4,\n        stackRotateAngle: 0.2\n"))
        }
    }

    @Test("GET /api/effects lists every registered effect with every preset, and the enumerations' spellings")
    func effects() throws {
        let response = api.response(to: HTTPRequest(method: "GET", path: "/api/effects", headers: [:], body: Data()))
        let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        let effects = try #require(object["effects"] as? [[String: Any]])
        let registry = EffectRegistry()
        #expect(effects.compactMap { $0["name"] as? String } == registry.effectNames)
        for effect in effects {
            let name = effect["name"] as? String ?? ""
            let presets = (effect["presets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            #expect(presets == (try registry.presetNames(of: name)), "\(name)")
        }
        let choices = try #require(object["choices"] as? [String: [String]])
        #expect(choices["TransformCurve"] == ["linear", "easeIn", "easeOut"])
    }

    @Test("POST /api/preview answers a one-pager gallery of the geometry asked for")
    func preview() {
        let response = post(
            "/api/preview",
            #"{"effect":"slide","preset":"carousel","geometry":{"viewport":{"width":200,"height":100},"pages":3,"#
                + #""pageLength":150,"spacing":10,"looping":true}}"#)
        #expect(response.status == 200)
        let page = text(response)
        #expect(page.contains("<section class=\"pager\" id=\"p0\""))
        #expect(!page.contains("id=\"p1\""))
        #expect(page.contains("150-pt pages, 10 apart"))
        #expect(page.contains("looping"))
        // Three pages: items 0, 1 and 2 and no fourth.
        #expect(page.contains("p0-item-0-2") && !page.contains("p0-item-0-3"))
    }

    @Test("a budget error suggests pieceSizeRatio only for an effect that has it")
    func budgetAdviceNamesTheEffectsOptions() throws {
        let registry = EffectRegistry()
        let scale = try registry.effect(named: "scale", preset: "coverFlow")
        let snapshot = try registry.effect(named: "snapshot", preset: "grid")
        #expect(!DesignerAPI.hasPieces(scale) && DesignerAPI.hasPieces(snapshot))
        func outputAdvice(_ budget: PassBudget) -> String {
            do {
                try budget.checkOutput(byteCount: budget.maximumOutputBytes + 1, what: "the page")
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        let scaleAdvice = [outputAdvice(.designerEval(hasPieces: false)), outputAdvice(.designerPreview(hasPieces: false))]
        #expect(scaleAdvice.allSatisfy { !$0.contains("pieceSizeRatio") }, "\(scaleAdvice)")
        #expect(scaleAdvice[0].hasSuffix("use fewer progress values (progress)"), "\(scaleAdvice[0])")
        #expect(scaleAdvice[1].hasSuffix("use fewer pages (geometry.pages)"), "\(scaleAdvice[1])")
        let snapshotAdvice = outputAdvice(.designerEval(hasPieces: true))
        #expect(snapshotAdvice.hasSuffix("use fewer progress values (progress) or a larger pieceSizeRatio"), "\(snapshotAdvice)")
    }

    @Test(
        "bad requests get a 4xx with a message naming the fault",
        arguments: [
            ("POST", "/api/eval", "{bad", 400, "not JSON"),
            ("POST", "/api/eval", "[1]", 400, "must be a JSON object"),
            ("POST", "/api/eval", #"{"effect":"nope"}"#, 422, "unknown effect 'nope'"),
            ("POST", "/api/eval", #"{"effect":"scale","preset":"nope"}"#, 422, "nope"),
            ("POST", "/api/eval", #"{"effect":"scale","options":{"minScale":"x"}}"#, 422, "options.minScale"),
            ("POST", "/api/eval", #"{"effect":"scale","size":{"width":0,"height":3}}"#, 422, "width must be positive"),
            ("POST", "/api/eval", #"{"effect":"scale","surprise":1}"#, 422, "surprise: unknown key"),
            (
                "POST", "/api/eval",
                #"{"effect":"snapshot","options":{"pieceSizeRatio":{"width":0.01,"height":0.01}},"progress":["#
                    + Array(repeating: "0.5", count: 20).joined(separator: ",") + "]}",
                422, "pieceSizeRatio: the pass needs at least 110000 snapshot pieces, more than the 100000 one pass "
                    + "may hold; use a larger pieceSizeRatio or fewer progress values (progress)"
            ),
            (
                "POST", "/api/preview",
                #"{"effect":"snapshot","options":{"pieceSizeRatio":{"width":0.01,"height":0.01}}}"#,
                422, "or fewer pages (geometry.pages)"
            ),
            ("POST", "/api/preview", #"{"effect":"scale","geometry":{"pages":0}}"#, 422, "geometry.pages: must be 1…10"),
            ("POST", "/api/preview", #"{"effect":"scale","geometry":{"spacing":-1}}"#, 422, "geometry.spacing"),
            ("POST", "/api/codegen", #"{"effect":"scale","name":"not an identifier"}"#, 422, "not a Swift identifier"),
            ("GET", "/api/eval", "", 405, "answers POST, not GET"),
            ("POST", "/", "", 405, "answers GET"),
            ("GET", "/etc/passwd", "", 404, "no such page: /etc/passwd"),
        ])
    func badRequests(method: String, path: String, body: String, status: Int, message: String) {
        let response = api.response(to: HTTPRequest(method: method, path: path, headers: [:], body: Data(body.utf8)))
        #expect(response.status == status, "\(method) \(path) \(body): \(text(response))")
        #expect(text(response).contains(message), "\(text(response))")
    }
}
