import XCTest
@testable import FAQ

/// A README whose FAQ is one of its parts (`HeadingTree.takeReadmeFAQPart`), and the parts beside
/// a FAQ of marked questions that name known problems: what is the FAQ, what is text.
final class ReadmeFAQPartsTests: XCTestCase {
    private func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    /// Back In Time's README: its status, installation and contributing parts around "Known
    /// Problems and Workarounds", whose six entries are the FAQ.
    static let readme = """
    # Back In Time

    A simple backup tool for Linux.

    ## Maintenance status

    The project is maintained by a small team of volunteers who answer issues as they can.

    ## Known Problems and Workarounds

    ### Incompatibility with rsync 3.2.4 or newer

    Upgrade Back In Time to 1.3.3 or newer, which passes the option rsync now needs.

    ### Python 3.10 compatibility and Ubuntu version

    Releases before 1.3.2 do not run on Python 3.10; use the PPA's build.

    ### Tray icon or other icons not shown correctly

    Install a full icon theme, or set the one your desktop uses in the settings.

    ## Installation

    ### From distribution packages

    #### Ubuntu PPA

    Add the PPA, update the package lists and install the backintime-qt package with apt.

    #### ArchLinux

    The package is in the AUR; build it with your helper of choice and install it.

    ### From sources

    Run configure, then make and make install, in the common folder first and then the qt one.

    ## Contribute

    ### Resources

    The mailing list and the issue tracker are where the project's work is discussed in the open.

    ### Guidelines & Rules

    Read the contributing guide before opening a pull request, and keep changes small and tested.
    """

    func testAREADMEsKnownProblemsPartIsItsFAQAndTheOtherPartsItsText() throws {
        let result = try read(Self.readme, file: "README.md")
        XCTAssertEqual(result.document.questionCount, 3)
        XCTAssertEqual(result.document.allSections.flatMap { $0.section.questions.map(\.question) },
                       ["Incompatibility with rsync 3.2.4 or newer", "Python 3.10 compatibility and Ubuntu version",
                        "Tray icon or other icons not shown correctly"])
        // The README's own parts stay, as text: their sub-headings are steps, not entries.
        XCTAssertEqual(result.document.allSections.filter { $0.section.questions.isEmpty }.map(\.section.title),
                       ["Maintenance status", "Installation", "Contribute"])
        XCTAssertNil(result.misread, "a README's own parts after its FAQ are its closing text")
        // Told by its parts, not its name: a copy named otherwise reads the same.
        XCTAssertEqual(try read(Self.readme, file: "backintime-common--README.md").document.questionCount, 3)
        XCTAssertEqual(try read(Self.readme.replacingOccurrences(of: "Known Problems and Workarounds", with: "FAQ"), file: "README.md")
            .document.questionCount, 3)
    }

    func testAPartOfTheFAQNamedAsAREADMEsIsNoREADMEsText() throws {
        // Where another part asks, or reports problems, the parts are the FAQ's groups.
        let asking = Self.readme.replacingOccurrences(of: "#### ArchLinux", with: "#### Is there an ArchLinux package?")
        XCTAssertEqual(try read(asking, file: "README.md").document.questionCount, 8)
        let problems = Self.readme.replacingOccurrences(of: "### From sources", with: "### Build fails on Debian")
        XCTAssertEqual(try read(problems, file: "README.md").document.questionCount, 8)
        // So are they with one README part beside the problems, not two, in a file not named a README; named one,
        // the file says what its parts do not.
        let fewParts = Self.readme.replacingOccurrences(of: "## Maintenance status", with: "## The team")
            .replacingOccurrences(of: "## Contribute", with: "## Helping out")
        XCTAssertEqual(try read(fewParts, file: "notes.md").document.questionCount, 8)
        XCTAssertEqual(try read(fewParts, file: "README.md").document.questionCount, 3)
        // And with no part a FAQ lacks (a status, "Contribute", "License"): a FAQ's "Usage" and "Build" groups.
        let faqParts = Self.readme.replacingOccurrences(of: "## Maintenance status", with: "## Usage")
            .replacingOccurrences(of: "## Contribute", with: "## Build")
        XCTAssertEqual(try read(faqParts, file: "faq.md").document.questionCount, 8)
    }

    func testREADMEPartNames() {
        for title in ["Installation", "Install", "Building from source", "Download", "Contribute", "Contributing", "License",
                      "Maintenance status", "Getting started", "Installation on Windows"] {
            XCTAssertTrue(HeadingTree.namesAReadmePart(title), title)
        }
        for title in ["Installation fails with error 5 on a fresh machine", "How do I install it?", "Known problems", "Downloading is slow",
                      "Usage questions", "Installation fails on Windows", "Build errors", "Installation problems"] {
            XCTAssertFalse(HeadingTree.namesAReadmePart(title), title)
        }
    }

    /// PyECS's troubleshooting page: bold "Q:" paragraphs under "FAQ" after groups of titled
    /// problems and topics, which are entries too.
    func testTopicsUnderKnownProblemsBesideMarkedQuestionsAreEntries() throws {
        let rst = """
        Troubleshooting
        ===============

        This page covers common issues and their solutions.

        Common Issues
        -------------

        Component Not Found
        ~~~~~~~~~~~~~~~~~~~

        **Problem:** ``world.get_component()`` returns ``-1``.

        Entity Creation Failed
        ~~~~~~~~~~~~~~~~~~~~~~

        **Problem:** ``world.create_entity()`` returns ``-1``.

        FAQ
        ---

        **Q: Are entity IDs guaranteed to be sequential?**

        A: No, entity IDs are managed internally and may have gaps.

        **Q: Is PyECS thread-safe?**

        A: No. Use it from a single thread.
        """
        let document = try read(rst, file: "troubleshooting.rst").document
        XCTAssertEqual(document.sections.map(\.title), ["Common Issues", "FAQ"])
        XCTAssertEqual(document.questionCount, 4)
        // An opening part of topics that names no problems stays the text it was (an "Introduction" over "Sibling projects"),
        // and so does one named for problems whose topics state none ("Troubleshooting" over "Logs" and "Getting help").
        let intro = rst.replacingOccurrences(of: "Common Issues\n-------------", with: "Introduction\n------------")
        XCTAssertEqual(try read(intro, file: "troubleshooting.rst").document.questionCount, 2)
        let topics = rst.replacingOccurrences(of: "Component Not Found\n~~~~~~~~~~~~~~~~~~~", with: "Logs\n~~~~")
            .replacingOccurrences(of: "Entity Creation Failed\n~~~~~~~~~~~~~~~~~~~~~~", with: "Getting help\n~~~~~~~~~~~~")
        XCTAssertEqual(try read(topics, file: "troubleshooting.rst").document.questionCount, 2)
    }

    /// Syntastic's `README.markdown`: "1. Introduction", "2. Installation", "3. Recommended settings" and "5. Resources"
    /// around "4. FAQ", whose bold numbered questions are the FAQ. The file's name says it is a README, though its
    /// parts' names alone would not.
    func testAFileNamedReadmeNeedsNoPartsNamedAsAReadmes() throws {
        let text = """
            # syntastic

            ## 1\\. Introduction

            Syntastic is a syntax checking plugin for Vim.

            ## 2\\. Installation

            ### 2.1\\. Requirements

            Vim 7 or later.

            ## 3\\. Recommended settings

            Set these options in your vimrc.

            ## 4\\. FAQ

            __4.1. Q. I installed syntastic but it isn't reporting any errors...__

            Make sure the checkers are installed.

            __4.2. Q. How do I tell it which checkers to use?__

            Set the checkers variable.

            __4.3. Q. How can I pass additional arguments to a checker?__

            Set the args variable.

            __4.4. Q. How can I jump between the errors?__

            Use the location list.

            ## 5\\. Resources

            The help file.
            """
        for name in ["README.markdown", "vim-syntastic--3.10.0-3--README.markdown"] {
            let document = try read(text, file: name).document
            XCTAssertEqual(document.questionCount, 4, name)
            XCTAssertEqual(document.sectionCount, 0, name)
        }
        XCTAssertEqual(try read(text, file: "guide.md").document.questionCount, 5, "not named a README, its parts say too little")
        XCTAssertTrue(HeadingTree.namesAReadme("/usr/share/doc/x/README.md"))
        XCTAssertFalse(HeadingTree.namesAReadme("readme-notes/FAQ.md"))
    }

    /// lrzip's README: its "### FAQ" part holds quoted "Q:"/"A:" pairs, then "#### LIMITATIONS" and "#### BUGS:", the
    /// README's own parts one level too deep: closing text, not entries.
    func testPartsUnderTheFAQsHeadingAfterItsMarkedQuestionsAreText() throws {
        let pairs = (1...4).map { "> Q: How do I do thing \($0)?\n\n> A: Like this.\n" }.joined(separator: "\n")
        let text = "lrzip\n=====\n\nA compressor.\n\n### lrzip 101:\n\nRun it.\n\n### FAQ\n\n" + pairs
            + "\n#### LIMITATIONS\n\nFiles over 4 GB.\n\n#### BUGS:\n\nNone known.\n\n### Thanks (CONTRIBUTORS)\n\nMany.\n"
        let document = try read(text, file: "README.md").document
        XCTAssertEqual(questions(document), (1...4).map { "How do I do thing \($0)?" })
        XCTAssertEqual(document.sections.map(\.title), ["lrzip 101:", "Questions", "LIMITATIONS", "BUGS:", "Thanks (CONTRIBUTORS)"])
    }
}
