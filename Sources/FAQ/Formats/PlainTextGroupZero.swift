/// A numbered entry whose last number is 0 ("1.0) General" over "1.1) What is it?") is its
/// group's own title: the 0 says "the group itself", so it is numbered one level up ("1").
enum PlainTextGroupZero {
    static func groupNumbers(_ numbers: [Int], letter: Int) -> [Int] {
        numbers.count >= 2 && numbers.last == 0 && letter == 0 ? Array(numbers.dropLast()) : numbers
    }
}
