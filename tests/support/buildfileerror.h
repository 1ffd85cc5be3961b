// SPDX-License-Identifier: MIT
// Test support: a build file's bytes changed in one place, and the message
// the reader refuses them with.
#pragma once

#include "buildfile.h"
#include "catalogue.h"
#include "formaterror.h"

#include <QByteArray>

#include <gtest/gtest.h>

#include <string>

namespace llmconf::test {

/// The message BuildFile refuses `data` with, read as "b.json" against the
/// built-in catalogue; empty when it reads.
inline std::string buildFileError(const QByteArray &data)
{
    try {
        (void)BuildFile::fromJson(data, QStringLiteral("b.json"), Catalogue::builtIn().rules(),
                                  &Catalogue::builtIn());
    } catch (const FormatError &e) {
        return e.message().toStdString();
    }
    return std::string();
}

/// `data` with `from` replaced by `to`; a failure where `from` is not in it.
inline QByteArray replaced(QByteArray data, const QByteArray &from, const QByteArray &to)
{
    EXPECT_TRUE(data.contains(from)) << from.toStdString();
    return data.replace(from, to);
}

} // namespace llmconf::test
