// An onboarding pager in the style of the sample app's DevicesView: TransformPageView with a
// selection binding, a custom animator, a custom z order, taps and collection view settings.
import PagingLayoutUIKit
import SwiftUI

struct DeviceModel: Identifiable {
    let name: String
    let iconName: String
    let color: Color

    var id: String { name }
}

struct DevicesOnboardingView: View {
    private let devices: [DeviceModel] = [
        DeviceModel(name: "iPad", iconName: "ipad", color: .yellow),
        DeviceModel(name: "Apple Watch", iconName: "applewatch", color: .green),
        DeviceModel(name: "iPhone", iconName: "iphone", color: .orange),
        DeviceModel(name: "HomePod", iconName: "homepod", color: .purple),
    ]

    private let circleSize: CGFloat = 80
    @State private var currentDeviceName: String?

    var body: some View {
        TransformPageView(devices, selection: $currentDeviceName) { device, progress in
            ZStack {
                Circle()
                    .fill(device.color)
                    .frame(width: circleSize, height: circleSize)
                    .scaleEffect(1 + abs(progress) * 10)
                    .opacity((1.25 - max(1, abs(Double(progress)))) / 0.25)
                VStack {
                    Image(systemName: device.iconName)
                        .font(.system(size: 160))
                    Text(device.name)
                        .font(.system(size: 40))
                }
                .foregroundColor(.white)
                .transformEffect(.init(translationX: 400 * progress, y: 0))
            }
        }
        .animator(DefaultViewAnimator(0.7, curve: .parametric))
        .scrollToSelectedPage(false)
        .onTapPage { name in
            currentDeviceName = currentDeviceName == devices.last?.name ? devices.first?.name : name
        }
        .zPosition(zPosition)
        .collectionView(\.showsHorizontalScrollIndicator, false)
        .ignoresSafeArea()
    }

    private func zPosition(_ progress: CGFloat) -> Int {
        if progress < -1 { return 3 }
        if progress < 0 { return 2 }
        if progress < 0.5 { return 1 }
        if progress <= 1 { return 4 }
        return -1
    }
}
