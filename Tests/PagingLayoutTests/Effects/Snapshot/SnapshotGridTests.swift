import Foundation
import Testing

@testable import PagingLayout

/// Whether `frames` tile a `size` rectangle: rows and columns share edges, and the outer edges are the
/// rectangle's own.
private func tiles(_ grid: SnapshotGrid) -> Bool {
    let frames = grid.frames
    for row in 0..<grid.rowCount {
        for column in 0..<grid.columnCount {
            let frame = frames[row * grid.columnCount + column]
            if column == 0, frame.minX != 0 { return false }
            if row == 0, frame.minY != 0 { return false }
            if column == grid.columnCount - 1, frame.maxX != grid.targetSize.width { return false }
            if row == grid.rowCount - 1, frame.maxY != grid.targetSize.height { return false }
            if column > 0, frame.minX != frames[row * grid.columnCount + column - 1].maxX { return false }
            if row > 0, frame.minY != frames[(row - 1) * grid.columnCount + column].maxY { return false }
            if frame.width <= 0 || frame.height <= 0 { return false }
        }
    }
    return true
}

@Suite("SnapshotGrid")
struct SnapshotGridTests {
    @Test("a dividing ratio cuts equal pieces, row by row")
    func dividing() throws {
        let grid = try #require(SnapshotGrid(
            targetSize: CGSize(width: 200, height: 300), pieceSizeRatio: CGSize(width: 1.0 / 4, height: 1.0 / 10)))
        // 200 / 4 = 50 points wide, 300 / 10 = 30 points high.
        #expect(grid.columnCount == 4)
        #expect(grid.rowCount == 10)
        #expect(grid.pieceCount == 40)
        let frames = grid.frames
        #expect(frames.count == 40)
        for (index, frame) in frames.enumerated() {
            let expected = CGRect(x: CGFloat(index % 4) * 50, y: CGFloat(index / 4) * 30, width: 50, height: 30)
            #expect(isClose(frame.minX, expected.minX) && isClose(frame.minY, expected.minY))
            #expect(isClose(frame.width, expected.width) && isClose(frame.height, expected.height))
        }
        #expect(tiles(grid))
    }

    @Test("piece positions count row by row")
    func positions() throws {
        let grid = try #require(SnapshotGrid(
            targetSize: CGSize(width: 100, height: 100), pieceSizeRatio: CGSize(width: 1.0 / 3, height: 0.5)))
        let position = grid.position(ofPiece: 4)   // second row, second column of 3 × 2
        #expect(position == .init(index: 4, row: 1, column: 1, rowCount: 2, columnCount: 3))
    }

    @Test("drift-prone ratios give exactly 1/ratio pieces, without slivers", arguments: [
        (CGSize(width: 200, height: 300), CGSize(width: 1.0 / 3, height: 1.0 / 3), 3, 3),
        (CGSize(width: 333, height: 777), CGSize(width: 0.1, height: 0.1), 10, 10),
        (CGSize(width: 123.4, height: 99.9), CGSize(width: 1.0 / 7, height: 1.0 / 49), 7, 49),
        (CGSize(width: 0.3, height: 1e6), CGSize(width: 1.0 / 3, height: 0.01), 3, 100),
    ])
    func driftProne(size: CGSize, ratio: CGSize, columns: Int, rows: Int) throws {
        let grid = try #require(SnapshotGrid(targetSize: size, pieceSizeRatio: ratio))
        #expect(grid.columnCount == columns)
        #expect(grid.rowCount == rows)
        #expect(tiles(grid))
        // Every piece is the same size, up to rounding.
        for frame in grid.frames {
            #expect(isClose(frame.width, size.width / CGFloat(columns), tolerance: 1e-9 * size.width))
            #expect(isClose(frame.height, size.height / CGFloat(rows), tolerance: 1e-9 * size.height))
        }
    }

    @Test("1/n ratios for n up to 100 give n pieces on awkward sizes")
    func reciprocalSweep() throws {
        for n in 1...100 {
            for length in [CGFloat(1), 97.3, 333, 1000.01] {
                let grid = try #require(SnapshotGrid(
                    targetSize: CGSize(width: length, height: 10),
                    pieceSizeRatio: CGSize(width: 1 / CGFloat(n), height: 1)))
                #expect(grid.columnCount == n, "n \(n), length \(length)")
                #expect(tiles(grid))
            }
        }
    }

    @Test("a ratio that does not divide 1 clips the last row and column")
    func nonDividing() throws {
        let grid = try #require(SnapshotGrid(
            targetSize: CGSize(width: 200, height: 300), pieceSizeRatio: CGSize(width: 0.3, height: 0.4)))
        // Columns 0.3 × 200 = 60 wide: 60, 60, 60, then 20 left. Rows 0.4 × 300 = 120: 120, 120, 60.
        #expect(grid.columnCount == 4)
        #expect(grid.rowCount == 3)
        let widths = (0..<4).map { grid.frame(row: 0, column: $0).width }
        let heights = (0..<3).map { grid.frame(row: $0, column: 0).height }
        #expect(zip(widths, [60, 60, 60, 20]).allSatisfy { isClose($0, $1) })
        #expect(zip(heights, [120, 120, 60]).allSatisfy { isClose($0, $1) })
        #expect(tiles(grid))
    }

    @Test("ratios above 1 give one piece the size of the target")
    func ratioAboveOne() throws {
        let grid = try #require(SnapshotGrid(
            targetSize: CGSize(width: 200, height: 300), pieceSizeRatio: CGSize(width: 1.5, height: 4)))
        #expect(grid.pieceCount == 1)
        #expect(grid.frames == [CGRect(x: 0, y: 0, width: 200, height: 300)])
    }

    @Test("tiny ratios are clamped to 0.01: at most 100 pieces per side")
    func tinyRatios() throws {
        let grid = try #require(SnapshotGrid(
            targetSize: CGSize(width: 200, height: 300), pieceSizeRatio: CGSize(width: 0.001, height: 1e-300)))
        #expect(grid.columnCount == 100)
        #expect(grid.rowCount == 100)
        #expect(isClose(grid.pieceSize.width, 2))
        #expect(isClose(grid.pieceSize.height, 3))
    }

    @Test("nothing to cut gives no grid", arguments: [
        (CGSize(width: 200, height: 300), CGSize(width: 0, height: 0.5)),
        (CGSize(width: 200, height: 300), CGSize(width: 0.5, height: -0.1)),
        (CGSize(width: 200, height: 300), CGSize(width: .nan, height: 0.5)),
        (CGSize(width: 200, height: 300), CGSize(width: 0.5, height: CGFloat.infinity)),
        (CGSize(width: 0, height: 300), CGSize(width: 0.5, height: 0.5)),
        (CGSize(width: 200, height: -1), CGSize(width: 0.5, height: 0.5)),
        (CGSize(width: CGFloat.infinity, height: 300), CGSize(width: 0.5, height: 0.5)),
    ])
    func nothingToCut(size: CGSize, ratio: CGSize) {
        #expect(SnapshotGrid(targetSize: size, pieceSizeRatio: ratio) == nil)
    }
}
