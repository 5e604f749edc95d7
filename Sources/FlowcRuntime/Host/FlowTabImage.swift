// Where a tab's image comes from, decided here so that FlowcUIKit's and FlowcSwiftUI's tab bars cannot disagree.

/// The image a tab shows, by where it is found.
public enum FlowTabImage: Hashable, Sendable {
    /// The image of the app's asset catalog with this name.
    case asset(String)
    /// The SF Symbol with this name.
    case systemSymbol(String)
}

extension FlowTabItem {
    /// The tab's image as both hosts look it up (`image`: "an image of the app's asset catalog, else an SF
    /// Symbol"): the app's asset named `image` when `assetExists` finds one, else the SF Symbol of that name; nil
    /// for no image. A host asks its platform for the asset (UIKit's `UIImage(named:)`, which "can’t … load system
    /// symbol images", https://developer.apple.com/documentation/uikit/uiimage/init(named:)): SwiftUI's
    /// `Image(_:bundle:)` takes "The name of the image resource to lookup"
    /// (https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)) and its page says nothing of SF
    /// Symbols or of a name it does not find, so the SwiftUI host asks first too.
    public func tabImage(assetExists: (String) -> Bool) -> FlowTabImage? {
        guard let image else { return nil }
        return assetExists(image) ? .asset(image) : .systemSymbol(image)
    }
}
