import SwiftUI
import XCTest
@testable import Trailmate

@MainActor
final class CardViewTests: XCTestCase {
    func testCardRendersAtCompactWidth() throws {
        let card = HikeCardView(hike: .sample)
            .padding(5)
            .frame(width: 180)
        let renderer = ImageRenderer(content: card)
        renderer.scale = 2

        let image = try XCTUnwrap(renderer.uiImage)
        XCTAssertEqual(image.size.width, 180, accuracy: 0.5)
        XCTAssertGreaterThan(image.size.height, 96)
    }

    func testHardTrailsUseWarningColour() {
        XCTAssertEqual(Hike.Difficulty.hard.color, Color.orange)
    }

    func testHexColourParsesOpaqueRGB() {
        let resolved = Color(hex: "#FF6B35").resolve(in: EnvironmentValues())
        XCTAssertEqual(resolved.red, 1, accuracy: 0.01)
        XCTAssertEqual(resolved.opacity, 1, accuracy: 0.01)
    }
}
