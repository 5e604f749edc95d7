import Foundation

/// Where a flow's texts come from: the titles, messages and button labels of its alerts and dialogs, and its tab
/// title. Each is a key of a `Flows` strings table (`Flows.strings` or `Flows.xcstrings`), looked up, in order:
/// 1. in the app's `FlowStrings.lookup`, when it set one and it has the key;
/// 2. in the bundle of the module that declares the flow (`Bundle.module` for a Swift package target with resources,
///    the module's own bundle otherwise: a framework's, or the app's for the app target);
/// 3. in the app's main bundle, so that an app can translate a package's flows that ship no table;
/// 4. else the key itself is shown.
///
/// A feature package ships its own table beside its flows; the app needs to do nothing for it.
public struct FlowStrings: @unchecked Sendable {
    // Bundle is immutable once made, and read-only here: sharing it between isolation domains is safe.
    /// The bundle of the module that declares the flow.
    public let bundle: Bundle
    /// The name of the strings table: `Flows`.
    public let table: String
    /// The flow whose texts these are.
    public let flowName: String

    /// The texts of flow `flowName`, from `bundle`'s `table` table.
    public init(bundle: Bundle, table: String = "Flows", flowName: String) {
        self.bundle = bundle
        self.table = table
        self.flowName = flowName
    }

    /// The app's own lookup, asked first: the text for `key` of flow `flowName`, or nil to look in the bundles. Set
    /// it before the hosts show anything, to take texts from elsewhere (a server, a string catalog of another name).
    @MainActor
    public static var lookup: (@MainActor (_ key: String, _ flowName: String) -> String?)?

    /// The text to show for `key`.
    @MainActor
    public func text(_ key: String) -> String {
        if let lookup = Self.lookup, let text = lookup(key, flowName) {
            return text
        }
        for bundle in bundle == .main ? [bundle] : [bundle, .main] {
            // A value no table holds says that this table has no such key (Foundation returns `value` then).
            let text = bundle.localizedString(forKey: key, value: Self.missing, table: table)
            if text != Self.missing {
                return text
            }
        }
        return key
    }

    private static let missing = "\u{0}flowc: no such key\u{0}"
}
