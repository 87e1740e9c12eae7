// Docs/Layouts-List.md, Layouts-Carousel.md and Layouts-Photos.md of this package: the prepared layouts'
// SwiftUI views.
import PagingLayout
import PagingLayoutUIKit
import SwiftUI

struct AlbumPhoto: Identifiable {
    let id: Int
    let name: String
    let size: CGSize
}

struct AlbumList: View {
    let albums: [[AlbumPhoto]]

    var body: some View {
        SectionedListView(sections: albums, options: .stickyStretchy(width: 375)) { photo, state in
            Image(photo.name).resizable().scaledToFill()
                .offset(y: state.parallaxOffset.y)
        } supplementary: { kind, section, state in
            switch kind {
            case .header: Color.blue.overlay(Color.black.opacity(state.overlayAlpha))
            case .menu: Text("Menu")
            default: Text("Section \(section)")
            }
        }
    }
}

struct PhotoCarousel: View {
    let photos: [AlbumPhoto]

    var body: some View {
        FocusCarouselView(items: photos, options: CarouselLayoutOptions(itemSize: CGSize(width: 250, height: 150))) { photo in
            Image(photo.name).resizable().scaledToFill()
        }
    }
}

struct PhotoBrowser: View {
    let photos: [AlbumPhoto]

    var body: some View {
        PhotosPagerView(
            items: photos, aspectRatio: { $0.size.width / $0.size.height },
            page: { photo, state in Image(photo.name).resizable().scaledToFit().offset(x: state.parallaxOffset.x) },
            thumbnail: { photo in Image(photo.name).resizable().scaledToFill() })
    }
}
