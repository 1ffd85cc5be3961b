// SPDX-License-Identifier: MIT
// The .deb that `cpack -G DEB` makes from the build folder.
#include "installedprefix.h"

#include <QDir>

#include <gtest/gtest.h>

namespace {

TEST(Package, DebDependsOnRuntimeLibrariesAndHoldsTheInstalledFiles)
{
    for (const char *tool : {"dpkg-deb", "dpkg-shlibdeps"}) {
        if (!hasProgram(QString::fromLatin1(tool)))
            GTEST_SKIP() << tool << " is not installed (Debian: dpkg-dev)";
    }
    QTemporaryDir out;
    const ProcessResult pack = runProcess(
        QStringLiteral(LLMCONF_CPACK),
        {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("--config"),
         QStringLiteral(LLMCONF_BUILD_DIR "/CPackConfig.cmake"), QStringLiteral("-B"), out.path()});
    ASSERT_EQ(pack.exitCode, 0) << qPrintable(pack.out + pack.err);
    const QStringList debs = QDir(out.path()).entryList({QStringLiteral("*.deb")});
    ASSERT_EQ(debs.size(), 1) << qPrintable(pack.out);
    EXPECT_TRUE(debs.first().startsWith(QStringLiteral("llm-configurator_" LLMCONF_VERSION)));
    const QString deb = out.path() + QLatin1Char('/') + debs.first();

    const ProcessResult depends = runProcess(
        QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), deb, QStringLiteral("Depends")});
    ASSERT_EQ(depends.exitCode, 0) << qPrintable(depends.err);
    for (const char *runtime :
         {"libqt6core6", "libqt6gui6", "libqt6widgets6", "libqt6charts6", "fonts-dejavu-core"})
        EXPECT_TRUE(depends.out.contains(QString::fromLatin1(runtime)))
            << runtime << " missing from " << qPrintable(depends.out);
    for (const QString &dependency : depends.out.split(QLatin1Char(','))) {
        const QString name = dependency.trimmed().section(QLatin1Char(' '), 0, 0);
        EXPECT_FALSE(name.endsWith(QStringLiteral("-dev"))) << qPrintable(name);
    }

    const ProcessResult contents =
        runProcess(QStringLiteral("dpkg-deb"), {QStringLiteral("-c"), deb});
    ASSERT_EQ(contents.exitCode, 0) << qPrintable(contents.err);
    for (const char *file :
         {"./usr/bin/llm-configurator", "./usr/" LLMCONF_MODULE_DIR "/llm-configurator-gui.so",
          "./usr/share/llm-configurator/catalogue/cards.json",
          "./usr/share/llm-configurator/translations/llm-configurator_de.qm",
          "./usr/share/applications/org.llmconfigurator.LlmConfigurator.desktop",
          "./usr/share/metainfo/org.llmconfigurator.LlmConfigurator.metainfo.xml",
          "./usr/share/icons/hicolor/scalable/apps/org.llmconfigurator.LlmConfigurator.svg",
          "./usr/share/man/man1/llm-configurator.1"})
        EXPECT_TRUE(contents.out.contains(QString::fromLatin1(file))) << file;
    // The package holds what is installed, nothing of the build or the sources.
    EXPECT_FALSE(contents.out.contains(QStringLiteral(".cpp")));
    EXPECT_FALSE(contents.out.contains(QStringLiteral("CMakeFiles")));
}

} // namespace
