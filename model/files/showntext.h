// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace llmconf {

/// Text from a file or the command line as a message may show it: on one
/// line, with control and bidirectional characters escaped (a right-to-left
/// override would reorder the message around it) and long values cut, so a
/// 7 MB field does not become a 7 MB message. FormatError and the command
/// line's errors pass through it.
class ShownText
{
public:
    /// Longest value a message quotes, in characters; longer ones end in "…".
    static constexpr qsizetype kLongestValue = 100;
    /// Longest unbroken run outside quotes (a file's path, a JSON path):
    /// longer, as a path may be, but not a megabyte.
    static constexpr qsizetype kLongestRun = 400;

    /// One value: escaped, and cut at kLongestValue characters.
    static QString value(const QString &text);

    /// A whole message: escaped, every quoted value of more than
    /// kLongestValue characters and every unbroken run of more than
    /// kLongestRun cut.
    static QString message(const QString &text);

    /// Control, line-breaking and bidirectional characters as \n, \t or
    /// \uXXXX; everything else as it is.
    static QString escaped(const QString &text);
};

} // namespace llmconf
