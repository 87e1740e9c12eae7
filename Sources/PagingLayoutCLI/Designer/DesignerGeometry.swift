import Foundation
import PagingLayout

/// The live pager of the designer's page: its viewport, page geometry and page count, as the
/// `"geometry"` object of a `POST /api/preview` request gives them.
///
/// ```json
/// {"viewport": {"width": 240, "height": 320}, "direction": "horizontal", "pageLength": 180,
///  "spacing": 12, "padding": {"leading": 30, "trailing": 30}, "alignment": "center",
///  "layoutDirection": "leftToRight", "looping": false, "pages": 6, "inset": {"width": 30, "height": 30}}
/// ```
///
/// Every key is optional; the defaults are the gallery's full-viewport pager.
struct DesignerGeometry: Sendable, Equatable {
    /// The pager's viewport, in points, both > 0. Default 240 × 320.
    var geometry = PageGeometry(viewportSize: CGSize(width: 240, height: 320))
    /// The number of pages, 1…10. Default 6.
    var pages = 6
    /// How far each page sits inside its cell, in points, both ≥ 0. Default 30 × 30.
    var inset = CGSize(width: 30, height: 30)

    /// The most pages the designer's pager has: its page-change tables grow with the square of it.
    static let maximumPages = 10
}

extension DesignerGeometry: Decodable {
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: [
            "viewport", "direction", "pageLength", "spacing", "padding", "alignment", "layoutDirection", "looping",
            "pages", "inset",
        ])
        func key(_ name: String) -> SpecCodingKey { SpecCodingKey(name) }
        func nonNegative(_ name: String, _ value: Double) throws -> CGFloat {
            guard value >= 0, value.isFinite else { throw c.problem(at: key(name), "must be ≥ 0, found \(value)") }
            return CGFloat(value)
        }
        if let viewport = try c.decodeIfPresent(DesignerSize.self, forKey: key("viewport")) {
            geometry.viewportSize = try viewport.positive(at: key("viewport"), in: c)
        }
        if let direction = try c.decodeIfPresent(ScrollDirection.self, forKey: key("direction")) {
            geometry.scrollDirection = direction
        }
        if let length = try c.decodeIfPresent(Double.self, forKey: key("pageLength")) {
            guard length > 0, length.isFinite else {
                throw c.problem(at: key("pageLength"), "must be positive, found \(length)")
            }
            geometry.pageLength = CGFloat(length)
        }
        if let spacing = try c.decodeIfPresent(Double.self, forKey: key("spacing")) {
            geometry.spacing = try nonNegative("spacing", spacing)
        }
        if let padding = try c.decodeIfPresent([String: Double].self, forKey: key("padding")) {
            for name in padding.keys where name != "leading" && name != "trailing" {
                throw c.problem(at: key("padding"), "unknown key \"\(name)\"; expected leading, trailing")
            }
            geometry.padding = ContentPadding(
                leading: try nonNegative("padding", padding["leading"] ?? 0),
                trailing: try nonNegative("padding", padding["trailing"] ?? 0))
        }
        if let alignment = try c.decodeIfPresent(PageAlignment.self, forKey: key("alignment")) {
            geometry.alignment = alignment
        }
        if let direction = try c.decodeIfPresent(LayoutDirection.self, forKey: key("layoutDirection")) {
            geometry.layoutDirection = direction
        }
        geometry.isLooping = try c.decodeIfPresent(Bool.self, forKey: key("looping")) ?? false
        if let pages = try c.decodeIfPresent(Int.self, forKey: key("pages")) {
            guard (1...Self.maximumPages).contains(pages) else {
                throw c.problem(at: key("pages"), "must be 1…\(Self.maximumPages), found \(pages)")
            }
            self.pages = pages
        }
        if let inset = try c.decodeIfPresent(DesignerSize.self, forKey: key("inset")) {
            self.inset = CGSize(width: try nonNegative("inset", inset.width), height: try nonNegative("inset", inset.height))
        }
    }
}
