/// RFC 4648 base64, for OSC 52 clipboard payloads (no Foundation in the terminal layers).
public enum Base64 {
  static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")

  public static func encode(_ bytes: [UInt8]) -> String {
    var out = ""
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let b0 = Int(bytes[index])
      let b1 = index + 1 < bytes.count ? Int(bytes[index + 1]) : 0
      let b2 = index + 2 < bytes.count ? Int(bytes[index + 2]) : 0
      out.append(alphabet[b0 >> 2])
      out.append(alphabet[((b0 & 3) << 4) | (b1 >> 4)])
      out.append(index + 1 < bytes.count ? alphabet[((b1 & 15) << 2) | (b2 >> 6)] : "=")
      out.append(index + 2 < bytes.count ? alphabet[b2 & 63] : "=")
      index += 3
    }
    return out
  }
}
