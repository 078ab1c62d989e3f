import XCTest
@testable import FAQ

/// Sphinx's `.. only::` blocks holding titles are opened: their entries stand among the others.
final class RestructuredTextOnlyBlocksTests: XCTestCase {
    func testTitlesInsideAnOnlyBlockAreEntriesInPlace() throws {
        // ESP-AT's Chinese FAQ: one chip's questions set in under `.. only:: esp32`.
        let text = """
        常见问题
        ========

        如何整合所有 bin 文件？
        ^^^^^^^^^^^^^^^^^^^^^^^^

          可以使用 Flash 下载工具整合。

        .. only:: esp32

          串口打印错误 "flash read err" 是什么原因？
          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

            - 模组出厂没有烧录固件。

        .. only:: esp32c3

          Some text for one chip only, no title in it.

        模组出厂 AT 固件是否支持流控？
        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

          该模组支持硬件流控。
        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.rst").document
        XCTAssertEqual(questions(document), ["如何整合所有 bin 文件？", "串口打印错误 \"flash read err\" 是什么原因？", "模组出厂 AT 固件是否支持流控？"])
        XCTAssertTrue(document.allSections.flatMap(\.section.questions)[1].answer.contains("模组出厂没有烧录固件"))
        XCTAssertTrue(document.allSections.flatMap(\.section.questions)[1].answer.contains("Some text for one chip only"),
                      "a block with no title in it stays where it is, in the answer above it")
    }

    func testABlockWithoutTitlesIsLeftAsItIs() {
        let lines = [".. only:: html", "", "   Only in HTML.", "", "Text."]
        XCTAssertEqual(RestructuredTextOnlyBlocks.opened(lines), lines)
    }
}
