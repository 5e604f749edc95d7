// The example app's `Models` module: Flows/materials.flow.yaml imports it for `Models.Attachment` and
// `Models.Player`. A type a flow uses must be Hashable & Codable & Sendable, unless the flow marks it `live`.

import Foundation

/// A PDF or video attached to a material.
public struct Attachment: Hashable, Codable, Sendable {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}

/// The video player a material's detail screen plays inline and hands to the full-screen viewer, which goes on
/// playing it: a live value (`live Models.Player`), passed on and never encoded.
public final class Player {
    public let url: String

    public init(url: String) {
        self.url = url
    }
}
