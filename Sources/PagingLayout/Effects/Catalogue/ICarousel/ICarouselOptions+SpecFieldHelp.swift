import Foundation

extension ICarouselOptions: SpecFieldHelpTable {
    /// What each option does, its unit and range (`Docs/Effects.md` and the designer): iCarousel's
    /// option names in brackets, the types that read an option as its condition.
    package static let specFieldHelp: [SpecFieldHelp] = [
        SpecFieldHelp("type", "the carousel type"),
        SpecFieldHelp(
            "spacing", "the distance between items (iCarouselOptionSpacing); nil = 0.25 for Cover Flow, else 1",
            unit: .itemWidths, range: 0...2, step: 0.01),
        SpecFieldHelp(
            "arc", "the arc the circular types spread count items over (iCarouselOptionArc)", unit: .radians,
            range: -6.3...6.3, step: 0.01, when: .when("type", isOneOf: circularTypes)),
        SpecFieldHelp(
            "radius", "the circle's radius (iCarouselOptionRadius); nil = derived from width, spacing, arc and count",
            unit: .points, range: 0...1000, step: 1, when: .when("type", isOneOf: circularTypes)),
        SpecFieldHelp(
            "tilt", "how far Cover Flow items turn and time-machine items climb; nil = 0.9 for Cover Flow, else 0.3",
            unit: .factor, range: 0...1, step: 0.01,
            when: .when("type", isOneOf: ["coverFlow", "coverFlow2", "timeMachine", "invertedTimeMachine"])),
        SpecFieldHelp(
            "count", "items spread round the arc (iCarouselOptionCount); nil = iCarousel's count for the viewport",
            unit: .items, range: 1...30, step: 1, when: .when("type", isOneOf: circularTypes)),
        SpecFieldHelp(
            "numberOfItems", "the carousel's item count, for count and wrap; nil = not known", unit: .items,
            range: 1...50, step: 1),
        SpecFieldHelp(
            "perspective", "the perspective: −1 ÷ the viewer's distance", unit: .perspective, range: -0.01...0,
            step: 0.0001),
        SpecFieldHelp(
            "viewpointOffset", "moves the viewpoint: the carousel and its perspective shift the other way",
            unit: .points, range: -200...200, step: 1),
        SpecFieldHelp(
            "fadeMin", "items at offsets below this fade (iCarouselOptionFadeMin); nil = by type", unit: .items,
            range: -5...5, step: 0.1),
        SpecFieldHelp(
            "fadeMax", "items at offsets above this fade (iCarouselOptionFadeMax); nil = by type", unit: .items,
            range: -5...5, step: 0.1),
        SpecFieldHelp(
            "fadeRange", "how many items past fadeMin or fadeMax the fade takes (iCarouselOptionFadeRange)",
            unit: .items, range: 0...5, step: 0.1),
        SpecFieldHelp(
            "fadeMinAlpha", "the alpha at the end of the fade (iCarouselOptionFadeMinAlpha)", unit: .opacity,
            range: 0...1, step: 0.01),
        SpecFieldHelp(
            "wrap", "whether offsets beyond half the count come round from the other side; nil = on for the circular types"),
        SpecFieldHelp(
            "showBackfaces", "whether items turned away still show; nil = hidden for the inverted cylinder only"),
        SpecFieldHelp(
            "toggle", "Cover Flow 2's flip state, which iCarousel animates while it decelerates", range: -1...1,
            step: 0.01, when: .when("type", isOneOf: ["coverFlow2"])),
    ]

    /// The types that spread items round an arc.
    private static let circularTypes = ["rotary", "invertedRotary", "cylinder", "invertedCylinder", "wheel", "invertedWheel"]
}
