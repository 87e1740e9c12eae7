/// Told about a ``PageController``'s page changes and movement.
///
/// Every method has an empty default, so implement only those you need. The controller calls the
/// delegate before the matching closure (``PageController/onCurrentPageChanged`` and so on).
///
/// Within one step the order is: completions of interrupted animations (told `false`), then
/// ``onPageScrolled(controller:event:)``, then ``onCurrentPageChanged(controller:currentPage:)``,
/// then ``onScrollStateChanged(controller:scrollState:)``, then the request's completion. Every
/// one of them runs after the step has brought the controller's state to its end; requests made
/// from them are queued (see ``PageController``).
@MainActor
public protocol PageControllerDelegate: AnyObject {
    /// The current page changed; `currentPage` is the new value. The original library's name.
    func onCurrentPageChanged(controller: PageController, currentPage: Int)

    /// The content offset changed: by a drag, a frame of an animation, or a jump.
    func onPageScrolled(controller: PageController, event: PageScrollEvent)

    /// The scroll state changed; `scrollState` is the new value.
    func onScrollStateChanged(controller: PageController, scrollState: ScrollState)
}

extension PageControllerDelegate {
    /// Does nothing.
    public func onCurrentPageChanged(controller: PageController, currentPage: Int) {}
    /// Does nothing.
    public func onPageScrolled(controller: PageController, event: PageScrollEvent) {}
    /// Does nothing.
    public func onScrollStateChanged(controller: PageController, scrollState: ScrollState) {}
}
