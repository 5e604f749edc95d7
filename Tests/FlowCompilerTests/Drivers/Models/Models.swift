// A stand-in for the example app's `Models` module (Flows/materials.flow.yaml imports it), compiled on its own as
// module Models by GeneratedCodeTests.

import Foundation

/// A PDF or video attached to a material.
public struct Attachment: Hashable, Codable, Sendable {
  public var name: String

  public init(name: String) {
    self.name = name
  }
}
