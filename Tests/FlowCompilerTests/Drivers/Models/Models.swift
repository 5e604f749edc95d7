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

/// An app type with the name flowc generates for the Still test flow (`enum StillFlow`): the flow writes it
/// `Models.StillFlow`, as type-name-collision asks.
public struct StillFlow: Hashable, Codable, Sendable {
  public var origin: String

  public init(origin: String) {
    self.origin = origin
  }
}

/// How sign-in starts: a constant the Gateway test flow passes (`args: { mode: .login }`).
public enum LoginMode: String, Hashable, Codable, Sendable {
  case login
  case register
}

/// A live value (format v2) for the LiveRoom test flow: a reference to something running, neither Codable nor
/// Hashable.
public final class RoomProxy: @unchecked Sendable {
  public let id: String

  public init(id: String) {
    self.id = id
  }
}

/// A live value (format v2) of the example app: the video player a material's detail screen plays inline and hands
/// to the full-screen viewer, which goes on playing it.
public final class Player: @unchecked Sendable {
  public let url: String

  public init(url: String) {
    self.url = url
  }
}
