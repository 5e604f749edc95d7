// FlowcUIKit: the loading screen of an async decision (format v2).

#if canImport(UIKit)
    import FlowcRuntime
    import UIKit

    /// The loading screen `FlowUIKitHost` shows while an async decision's work runs: an activity indicator in the
    /// middle of the screen. To show the app's own, set `host.driver.loadingScreen`.
    @MainActor
    public final class FlowLoadingViewController: UIViewController {
        /// The flow and step waiting; set by the host.
        public internal(set) var loading: FlowLoading?
        /// The indicator, animating from the moment the view loads.
        public let activityIndicator = UIActivityIndicatorView(style: .large)

        public override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(activityIndicator)
            activityIndicator.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            activityIndicator.autoresizingMask = [
                .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
            ]
            activityIndicator.startAnimating()
        }
    }
#endif
