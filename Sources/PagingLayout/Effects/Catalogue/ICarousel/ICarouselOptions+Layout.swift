import Foundation

extension ICarouselOptions {
    /// The options of a carousel type with iCarousel's defaults for everything else.
    ///
    /// ```swift
    /// let options = ICarouselOptions.layout(.coverFlow)
    /// ```
    public static func layout(_ type: CarouselType) -> ICarouselOptions {
        ICarouselOptions(type: type)
    }

    /// ``CarouselType/linear`` with iCarousel's defaults.
    public static let linear = layout(.linear)
    /// ``CarouselType/rotary`` with iCarousel's defaults.
    public static let rotary = layout(.rotary)
    /// ``CarouselType/invertedRotary`` with iCarousel's defaults.
    public static let invertedRotary = layout(.invertedRotary)
    /// ``CarouselType/cylinder`` with iCarousel's defaults.
    public static let cylinder = layout(.cylinder)
    /// ``CarouselType/invertedCylinder`` with iCarousel's defaults.
    public static let invertedCylinder = layout(.invertedCylinder)
    /// ``CarouselType/wheel`` with iCarousel's defaults.
    public static let wheel = layout(.wheel)
    /// ``CarouselType/invertedWheel`` with iCarousel's defaults.
    public static let invertedWheel = layout(.invertedWheel)
    /// ``CarouselType/coverFlow`` with iCarousel's defaults.
    public static let coverFlow = layout(.coverFlow)
    /// ``CarouselType/coverFlow2`` with iCarousel's defaults.
    public static let coverFlow2 = layout(.coverFlow2)
    /// ``CarouselType/timeMachine`` with iCarousel's defaults.
    public static let timeMachine = layout(.timeMachine)
    /// ``CarouselType/invertedTimeMachine`` with iCarousel's defaults.
    public static let invertedTimeMachine = layout(.invertedTimeMachine)
}
