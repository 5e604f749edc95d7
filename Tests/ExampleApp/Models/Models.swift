// The example app's `Models` module: Flows/materials.flow.yaml imports it for `Models.Attachment`. A type a flow
// uses must be Hashable & Codable & Sendable.

import Foundation

/// A PDF or video attached to a material.
public struct Attachment: Hashable, Codable, Sendable {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}
