// A tabbed reader in the style of the sample app's WeatherTabView: a SnapshotPageView of scrollable
// pages with custom options, driven by a tab bar through the selection binding.
import PagingLayoutUIKit
import SwiftUI

enum ForecastPage: String, CaseIterable, Identifiable {
    case sun, lightning, snow
    var id: String { rawValue }
}

struct ForecastReaderView: View {
    @State private var currentPage: ForecastPage.ID?

    private var options = SnapshotTransformViewOptions(
        pieceSizeRatio: .init(width: 0.2, height: 1),
        piecesAlphaRatio: .static(0),
        piecesTranslationRatio: .columnOddEven(CGPoint(x: 0, y: 0.1), CGPoint(x: 0, y: -0.1)),
        piecesScaleRatio: .columnOddEven(.init(width: 1, height: 0), .init(width: 0, height: 0)),
        containerScaleRatio: 0,
        containerTranslationRatio: .init(x: 1, y: 0)
    )

    var body: some View {
        ZStack {
            SnapshotPageView(ForecastPage.allCases, selection: $currentPage) { page in
                ScrollView(showsIndicators: false) {
                    Text(page.rawValue.capitalized)
                        .font(.system(size: 53, weight: .bold, design: .serif))
                }
            }
            .animator(DefaultViewAnimator(0.7, curve: .parametric))
            .options(options)
            .padding(.top, 50)

            HStack {
                ForEach(ForecastPage.allCases) { page in
                    Button(page.rawValue) { currentPage = page.id }
                }
            }
        }
    }
}
