import Foundation
import PagingLayout

/// A distinct colour for every page, so a person sees at once which page is which.
///
/// Hues step by the golden angle (≈ 137.5°) from one flat index to the next, so neighbouring pages
/// never look alike, with a saturation and lightness that keep white labels readable.
enum PagePalette {
    /// The colour of the page at `flatIndex` (any integer; negative ones wrap like positive ones).
    static func color(forPage flatIndex: Int) -> RGBAColor {
        hsl(hue: hue(forPage: flatIndex), saturation: 0.62, lightness: 0.48)
    }

    /// The hue of the page at `flatIndex`, in degrees (0..<360): its colour's, and the hue the
    /// HTML page cards (``PageCard``) draw their picture in.
    static func hue(forPage flatIndex: Int) -> Double {
        let goldenAngle = 137.507_764_050_037_85
        let hue = (Double(flatIndex) * goldenAngle + 210).truncatingRemainder(dividingBy: 360)
        return hue < 0 ? hue + 360 : hue
    }

    /// An opaque colour from hue (degrees, 0..<360), saturation and lightness (0…1).
    static func hsl(hue: Double, saturation: Double, lightness: Double) -> RGBAColor {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue / 60
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) {
        case 0: (r, g, b) = (chroma, second, 0)
        case 1: (r, g, b) = (second, chroma, 0)
        case 2: (r, g, b) = (0, chroma, second)
        case 3: (r, g, b) = (0, second, chroma)
        case 4: (r, g, b) = (second, 0, chroma)
        default: (r, g, b) = (chroma, 0, second)
        }
        let base = lightness - chroma / 2
        return RGBAColor(red: CGFloat(r + base), green: CGFloat(g + base), blue: CGFloat(b + base))
    }
}
