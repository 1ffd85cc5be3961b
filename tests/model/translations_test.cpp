// SPDX-License-Identifier: MIT
// The translations are complete and current: no unfinished or obsolete
// entry in either .ts file, and lupdate over today's sources finds nothing
// new. German uses the terms of the German source document.
#include <QDomDocument>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

struct TsCounts
{
    int messages = 0;
    int unfinished = 0;
    int obsolete = 0;
    QStringList unfinishedSources;
};

QDomDocument readTs(const QString &path)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    QDomDocument document;
    EXPECT_TRUE(document.setContent(&file)) << path.toStdString();
    return document;
}

TsCounts count(const QString &path)
{
    TsCounts counts;
    const QDomNodeList messages = readTs(path).elementsByTagName(QStringLiteral("message"));
    for (int i = 0; i < messages.size(); ++i) {
        const QDomElement message = messages.at(i).toElement();
        const QDomElement translation = message.firstChildElement(QStringLiteral("translation"));
        const QString type = translation.attribute(QStringLiteral("type"));
        ++counts.messages;
        if (type == QLatin1String("unfinished")) {
            ++counts.unfinished;
            counts.unfinishedSources.append(
                message.firstChildElement(QStringLiteral("source")).text());
        }
        if (type == QLatin1String("obsolete") || type == QLatin1String("vanished"))
            ++counts.obsolete;
    }
    return counts;
}

QString tsPath(const char *language)
{
    return QStringLiteral(LLMCONF_SOURCE_DIR "/translations/llm-configurator_") +
           QString::fromLatin1(language) + QStringLiteral(".ts");
}

/// The German translation of an English source text (first match).
QString german(const QString &source)
{
    const QDomNodeList messages = readTs(tsPath("de")).elementsByTagName(QStringLiteral("message"));
    for (int i = 0; i < messages.size(); ++i) {
        const QDomElement message = messages.at(i).toElement();
        if (message.firstChildElement(QStringLiteral("source")).text() == source)
            return message.firstChildElement(QStringLiteral("translation")).text();
    }
    return QString();
}

} // namespace

TEST(Translations, NoUnfinishedOrObsoleteEntries)
{
    for (const char *language : {"de", "en"}) {
        const TsCounts c = count(tsPath(language));
        EXPECT_GT(c.messages, 100) << language;
        EXPECT_EQ(c.unfinished, 0)
            << language << ": " << c.unfinishedSources.join(QStringLiteral(" | ")).toStdString();
        EXPECT_EQ(c.obsolete, 0) << language;
    }
}

TEST(Translations, EverySourceStringIsInTheTsFiles)
{
    // lupdate over the sources, without include paths (seconds, not minutes),
    // into copies of the .ts files: anything new shows up as unfinished.
    QTemporaryDir dir;
    for (const char *language : {"de", "en"}) {
        const QString copy = dir.filePath(QStringLiteral("copy_") + QString::fromLatin1(language) +
                                          QStringLiteral(".ts"));
        ASSERT_TRUE(QFile::copy(tsPath(language), copy));
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(LLMCONF_SOURCE_DIR));
        lupdate.start(QStringLiteral(LLMCONF_LUPDATE),
                      {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                       QStringLiteral("none"), QStringLiteral("app"), QStringLiteral("model"),
                       QStringLiteral("views"), QStringLiteral("-ts"), copy});
        ASSERT_TRUE(lupdate.waitForFinished(120000));
        ASSERT_EQ(lupdate.exitCode(), 0) << lupdate.readAllStandardError().toStdString();
        const TsCounts c = count(copy);
        EXPECT_EQ(c.unfinished, 0) << language << ": run `make update_translations` and translate: "
                                   << c.unfinishedSources.join(QStringLiteral(" | ")).toStdString();
    }
}

TEST(Translations, GermanUsesTheTermsOfTheGermanSource)
{
    EXPECT_EQ(german(QStringLiteral("Conversations")), QStringLiteral("Gespräche"));
    EXPECT_EQ(german(QStringLiteral("Cards")), QStringLiteral("Karten"));
    EXPECT_TRUE(german(QStringLiteral("Memory per card")).contains(QStringLiteral("je Karte")));
}
