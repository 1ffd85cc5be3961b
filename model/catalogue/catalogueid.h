// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace llmconf {

/// Equality of catalogue ids in plain scalar code. Qt 6.4's string compare
/// and hash run AVX-512 and 256-bit VAES code on this project's machines;
/// called a dozen times in each evaluation they took half of its time
/// (issue 31), where ids of a few dozen characters differ mostly in their
/// length or first characters.
class CatalogueId
{
public:
    /// Whether two ids are the same text; copies of one string answer at once.
    static bool same(const QString &a, const QString &b)
    {
        if (a.isSharedWith(b))
            return true;
        const qsizetype n = a.size();
        if (n != b.size())
            return false;
        const QChar *p = a.constData(), *q = b.constData();
        for (qsizetype i = 0; i < n; ++i)
            if (p[i] != q[i])
                return false;
        return true;
    }
};

} // namespace llmconf
