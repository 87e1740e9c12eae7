// PagingLayoutUIKit: CollectionViewPagingLayout's UIKit and SwiftUI API on top of the PagingLayout core.
//
// One import gives an app everything the original library's single module gave it:
//
//     import PagingLayoutUIKit   // was: import CollectionViewPagingLayout
//
// The core is re-exported, so its effects, options, presets, animators and hit testing come along.
// Everything else in this module is Apple-only; on other platforms the module only re-exports the core.
@_exported import PagingLayout
