import Foundation

extension ICarouselOptions {
    /// The options of a carousel type with iCarousel's defaults for everything else.
    ///
    /// ```swift
    /// let options = ICarouselOptions.layout(.coverFlow)
    /// ```
    public static func layout(_ type: Layout) -> ICarouselOptions {
        ICarouselOptions(type: type)
    }

    /// ``Layout/linear`` with iCarousel's defaults.
    public static let linear = layout(.linear)
    /// ``Layout/rotary`` with iCarousel's defaults.
    public static let rotary = layout(.rotary)
    /// ``Layout/invertedRotary`` with iCarousel's defaults.
    public static let invertedRotary = layout(.invertedRotary)
    /// ``Layout/cylinder`` with iCarousel's defaults.
    public static let cylinder = layout(.cylinder)
    /// ``Layout/invertedCylinder`` with iCarousel's defaults.
    public static let invertedCylinder = layout(.invertedCylinder)
    /// ``Layout/wheel`` with iCarousel's defaults.
    public static let wheel = layout(.wheel)
    /// ``Layout/invertedWheel`` with iCarousel's defaults.
    public static let invertedWheel = layout(.invertedWheel)
    /// ``Layout/coverFlow`` with iCarousel's defaults.
    public static let coverFlow = layout(.coverFlow)
    /// ``Layout/coverFlow2`` with iCarousel's defaults.
    public static let coverFlow2 = layout(.coverFlow2)
    /// ``Layout/timeMachine`` with iCarousel's defaults.
    public static let timeMachine = layout(.timeMachine)
    /// ``Layout/invertedTimeMachine`` with iCarousel's defaults.
    public static let invertedTimeMachine = layout(.invertedTimeMachine)
}
