// SPDX-License-Identifier: MIT
// Catalogue texts users read come in English and German: a text is a plain
// string (English only) or an object {"en": ..., "de": ...}; bad input names
// the file and the JSON path; the built-in catalogue has German for every
// text of prose and shows it when the language is German; the writers keep
// the translations.
#include "buildassembler.h"
#include "buildfile.h"
#include "catalogue.h"
#include "catalogueentrywriter.h"
#include "cataloguereader.h"
#include "cataloguetexts.h"
#include "formaterror.h"
#include "jsoncursor.h"
#include "language.h"
#include "localizedtext.h"
#include "usercatalogue.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMultiMap>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {

/// Applies a language for one test and goes back to English after it, also
/// when the test fails half-way.
class LanguageForTest
{
public:
    explicit LanguageForTest(const char *code)
    {
        EXPECT_TRUE(Language::apply(QString::fromLatin1(code)));
    }
    ~LanguageForTest() { Language::apply(QStringLiteral("en")); }
};

JsonCursor cursorOf(const char *file, const QByteArray &json)
{
    return JsonCursor::fromDocument(QString::fromLatin1(file), json);
}

std::string readError(const JsonCursor &value)
{
    try {
        LocalizedText::read(value);
    } catch (const FormatError &e) {
        return e.message().toStdString();
    }
    return std::string();
}

/// Prose has a word in lower case; a bare term such as "GDDR7", "BF16" or
/// "NVIDIA: Max-Q Workstation Edition, 300 W" reads the same in German.
bool isProse(const QString &english)
{
    static const QRegularExpression word(QStringLiteral("\\b[a-z]{2,}\\b"));
    return word.match(english).hasMatch();
}

void collectGerman(const QJsonValue &value, QMultiMap<QString, QString> &german)
{
    if (value.isArray()) {
        for (const QJsonValue &v : value.toArray())
            collectGerman(v, german);
    } else if (value.isObject()) {
        const QJsonObject o = value.toObject();
        if (o.value(QStringLiteral("en")).isString()) {
            if (o.contains(QStringLiteral("de")))
                german.insert(o.value(QStringLiteral("en")).toString(),
                              o.value(QStringLiteral("de")).toString());
            return;
        }
        for (const QJsonValue &v : o)
            collectGerman(v, german);
    }
}

/// English -> German of every translated text in the catalogue's JSON files,
/// read here from the source folder rather than through the reader.
QMultiMap<QString, QString> germanInFiles()
{
    QMultiMap<QString, QString> german;
    const QDir dir(QStringLiteral(LLMCONF_CATALOGUE_DIR));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile file(dir.filePath(name));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
        collectGerman(QJsonDocument::fromJson(file.readAll()).object(), german);
    }
    return german;
}

QList<CatalogueText> builtInTexts()
{
    return catalogueTexts(Catalogue::builtIn(), SoftwareCatalogue::builtIn()) +
           priceTexts(PriceList::builtIn(), CostDefaults::builtIn());
}

} // namespace

TEST(LocalizedText, PlainStringIsEnglishOnly)
{
    const LocalizedText t =
        LocalizedText::read(cursorOf("feeds.json", R"({"name": "230 V 16 A single-phase"})")
                                .field(QStringLiteral("name")));
    EXPECT_EQ(t.english(), QStringLiteral("230 V 16 A single-phase"));
    EXPECT_TRUE(t.translations().isEmpty());
    EXPECT_EQ(t.text(QStringLiteral("de")), t.english());
    LanguageForTest german("de");
    EXPECT_EQ(t.text(), t.english());
}

TEST(LocalizedText, ObjectHoldsTheTranslations)
{
    const LocalizedText t = LocalizedText::read(
        cursorOf("feeds.json", R"({"name": {"en": "400 V 16 A three-phase", "de": "dreiphasig"}})")
            .field(QStringLiteral("name")));
    EXPECT_EQ(t.english(), QStringLiteral("400 V 16 A three-phase"));
    EXPECT_EQ(t.text(QStringLiteral("de")), QStringLiteral("dreiphasig"));
    EXPECT_EQ(t.text(QStringLiteral("fr")), t.english()); // no French: English
    EXPECT_TRUE(t.hasTranslation(QStringLiteral("de")));
    EXPECT_FALSE(t.hasTranslation(QStringLiteral("fr")));
    {
        LanguageForTest german("de");
        EXPECT_EQ(t.text(), t.text(QStringLiteral("de")));
    }
    LanguageForTest english("en");
    EXPECT_EQ(t.text(), t.english());
}

TEST(LocalizedText, NumberInsteadOfTextNamesFileAndPath)
{
    EXPECT_EQ(readError(cursorOf("feeds.json", R"({"feeds": [{"name": 230}]})")
                            .field(QStringLiteral("feeds"))
                            .at(0)
                            .field(QStringLiteral("name"))),
              "feeds.json: $.feeds[0].name: expected a text: a string or an object such as "
              "{\"en\": \"...\", \"de\": \"...\"}, found a number");
}

TEST(LocalizedText, ObjectWithoutEnglishNamesFileAndPath)
{
    EXPECT_EQ(readError(cursorOf("chassis.json", R"({"name": {"de": "2U-Server"}})")
                            .field(QStringLiteral("name"))),
              "chassis.json: $.name: a translated text needs its English text under \"en\"");
}

TEST(LocalizedText, TranslationIsAStringUnderALanguageCode)
{
    EXPECT_EQ(readError(cursorOf("feeds.json", R"({"name": {"en": "x", "de": 5}})")
                            .field(QStringLiteral("name"))),
              "feeds.json: $.name.de: expected a string, found a number");
    EXPECT_EQ(readError(cursorOf("feeds.json", R"({"name": {"en": "x", "German": "y"}})")
                            .field(QStringLiteral("name"))),
              "feeds.json: $.name.German: expected a language code such as \"de\" as the key");
}

TEST(LocalizedText, ALanguageCodeIsTwoLowerCaseLetters)
{
    // The key as written in JSON, and as the message shows it (on one line).
    const QList<std::pair<const char *, const char *>> refused = {
        {"De", "De"}, {"d", "d"}, {"deu", "deu"}, {"d1", "d1"}, {"de\\n", "de\\n"}, {"", ""}};
    for (const auto &[key, shown] : refused) {
        const QByteArray json = QByteArray(R"({"name": {"en": "x", ")") + key + R"(": "y"}})";
        EXPECT_EQ(readError(cursorOf("feeds.json", json).field(QStringLiteral("name"))),
                  "feeds.json: $.name." + std::string(shown) +
                      ": expected a language code such as \"de\" as the key");
    }
    const LocalizedText french =
        LocalizedText::read(cursorOf("feeds.json", R"({"name": {"en": "x", "fr": "y"}})")
                                .field(QStringLiteral("name")));
    EXPECT_EQ(french.text(QStringLiteral("fr")), QStringLiteral("y"));
}

TEST(JsonCursor, ForEachFieldGivesEveryMemberWithItsPath)
{
    const JsonCursor root = cursorOf("x.json", R"({"s": {"a": 1, "b": null, "c": "t"}})");
    QStringList seen;
    root.field(QStringLiteral("s")).forEachField([&seen](const QString &key, const JsonCursor &v) {
        seen.append(key + QLatin1Char('=') + v.path());
    });
    EXPECT_EQ(seen, (QStringList{QStringLiteral("a=$.s.a"), QStringLiteral("b=$.s.b"),
                                 QStringLiteral("c=$.s.c")}));
    // has(): present and not null; field(): present, null included.
    const JsonCursor s = root.field(QStringLiteral("s"));
    EXPECT_TRUE(s.has(QStringLiteral("a")));
    EXPECT_FALSE(s.has(QStringLiteral("b")));
    EXPECT_FALSE(s.has(QStringLiteral("d")));
    EXPECT_TRUE(s.field(QStringLiteral("b")).value().isNull());
    try {
        (void)s.field(QStringLiteral("d"));
        ADD_FAILURE() << "a missing field was read";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.message(), QStringLiteral("x.json: $.s.d: missing"));
    }
}

TEST(LocalizedText, EnglishOnlyIsWrittenAsAPlainString)
{
    // So that build files and user catalogues written before translations
    // existed come out byte for byte as they were.
    LocalizedText t(QStringLiteral("BF16"));
    EXPECT_EQ(t.toJson(), QJsonValue(QStringLiteral("BF16")));
    t.setTranslation(QStringLiteral("de"), QStringLiteral("BF16 (de)"));
    const QJsonObject o = t.toJson().toObject();
    EXPECT_EQ(o.value(QStringLiteral("en")).toString(), QStringLiteral("BF16"));
    EXPECT_EQ(o.value(QStringLiteral("de")).toString(), QStringLiteral("BF16 (de)"));
    EXPECT_EQ(LocalizedText::read(JsonCursor(QStringLiteral("x.json"), t.toJson())), t);
}

TEST(CatalogueTexts, EveryTextOfProseHasGerman)
{
    // A new catalogue entry without German fails here.
    const QList<CatalogueText> texts = builtInTexts();
    ASSERT_GT(texts.size(), 80);
    int prose = 0;
    for (const CatalogueText &t : texts) {
        if (!isProse(t.text.english()))
            continue;
        ++prose;
        EXPECT_TRUE(t.text.hasTranslation(QStringLiteral("de")))
            << t.where.toStdString() << ": \"" << t.text.english().toStdString()
            << "\" has no German";
        EXPECT_FALSE(t.text.text(QStringLiteral("de")).trimmed().isEmpty())
            << t.where.toStdString();
    }
    EXPECT_GT(prose, 80);
    // The rule above exempts terms, not prose.
    EXPECT_FALSE(isProse(QStringLiteral("GDDR7")));
    EXPECT_FALSE(isProse(QStringLiteral("BF16")));
    EXPECT_TRUE(isProse(QStringLiteral("DGX Spark desktop system")));
    EXPECT_TRUE(isProse(QStringLiteral("nvidia-smi: 183,359 MiB")));
}

TEST(CatalogueTexts, EveryTranslationInTheFilesReachesTheCatalogue)
{
    // A translated field the reader skips, or one the walk misses, shows here.
    const QMultiMap<QString, QString> german = germanInFiles();
    ASSERT_FALSE(german.isEmpty());
    QSet<QString> reached;
    for (const CatalogueText &t : builtInTexts())
        if (t.text.hasTranslation(QStringLiteral("de")))
            reached.insert(t.text.english());
    for (const QString &english : german.uniqueKeys())
        EXPECT_TRUE(reached.contains(english)) << english.toStdString();
}

TEST(CatalogueTexts, FollowTheLanguage)
{
    const QMultiMap<QString, QString> german = germanInFiles();
    const QList<CatalogueText> texts = builtInTexts();
    int translated = 0;
    {
        LanguageForTest de("de");
        for (const CatalogueText &t : texts) {
            if (!german.contains(t.text.english())) {
                EXPECT_EQ(t.text.text(), t.text.english()) << t.where.toStdString();
                continue;
            }
            EXPECT_TRUE(german.values(t.text.english()).contains(t.text.text()))
                << t.where.toStdString() << ": \"" << t.text.text().toStdString() << "\"";
            EXPECT_NE(t.text.text(), t.text.english()) << t.where.toStdString();
            ++translated;
        }
    }
    EXPECT_GT(translated, 80);
    LanguageForTest en("en");
    for (const CatalogueText &t : texts)
        EXPECT_EQ(t.text.text(), t.text.english()) << t.where.toStdString();
    // The reader keeps the English of each file as it is.
    const Catalogue &c = Catalogue::builtIn();
    const QJsonObject feeds = [] {
        QFile file(QStringLiteral(LLMCONF_CATALOGUE_DIR "/feeds.json"));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        return QJsonDocument::fromJson(file.readAll()).object();
    }();
    for (const QJsonValue &f : feeds.value(QStringLiteral("feeds")).toArray()) {
        const QJsonObject name = f[QStringLiteral("name")].toObject();
        const Feed *feed = c.feed(f[QStringLiteral("id")].toString());
        ASSERT_TRUE(feed);
        EXPECT_EQ(feed->name.english(), name.value(QStringLiteral("en")).toString());
        EXPECT_EQ(feed->name.text(QStringLiteral("de")),
                  name.value(QStringLiteral("de")).toString());
    }
}

TEST(CatalogueEntryWriter, KeepsTheTranslations)
{
    const Catalogue &c = Catalogue::builtIn();
    const Checkpoint &checkpoint = *c.checkpoint(QStringLiteral("nvidia/GLM-5.3-Flash-NVFP4"));
    ASSERT_TRUE(checkpoint.formatDetail.hasTranslation(QStringLiteral("de")));
    ASSERT_FALSE(checkpoint.unquantised.isEmpty());
    ASSERT_TRUE(checkpoint.unquantised.first().hasTranslation(QStringLiteral("de")));
    ASSERT_TRUE(
        checkpoint.sources.value(QStringLiteral("size")).hasTranslation(QStringLiteral("de")));
    const QJsonObject written = CatalogueEntryWriter::checkpoint(checkpoint);
    const Checkpoint read =
        CatalogueReader::readCheckpoint(JsonCursor(QStringLiteral("checkpoints.json"), written));
    EXPECT_EQ(read, checkpoint);
    EXPECT_EQ(CatalogueEntryWriter::checkpoint(read), written);

    const ModelFamily &model = *c.model(QStringLiteral("GLM-5.3-Flash"));
    ASSERT_TRUE(model.attention.planningSource.hasTranslation(QStringLiteral("de")));
    const QJsonObject writtenModel = CatalogueEntryWriter::model(model);
    const ModelFamily readModel =
        CatalogueReader::readModel(JsonCursor(QStringLiteral("models.json"), writtenModel));
    EXPECT_EQ(readModel, model);
    EXPECT_EQ(CatalogueEntryWriter::model(readModel), writtenModel);
}

TEST(CatalogueEntryWriter, BuildFilesAndUserCataloguesKeepTheTranslations)
{
    const Catalogue &c = Catalogue::builtIn();
    CustomCheckpoint custom{*c.model(QStringLiteral("GLM-5.3-Flash")),
                            *c.checkpoint(QStringLiteral("nvidia/GLM-5.3-Flash-NVFP4"))};
    custom.model.id = QStringLiteral("test/GLM-5.3-Flash-copy");
    custom.checkpoint.id = QStringLiteral("test/GLM-5.3-Flash-copy-NVFP4");
    custom.checkpoint.model = custom.model.id;

    Build build = BuildAssembler::reference(c);
    build.customCheckpoints = {custom};
    const QByteArray json = BuildFile::toJson(build, Catalogue::builtIn().rules());
    EXPECT_TRUE(json.contains(custom.checkpoint.formatDetail.text(QStringLiteral("de")).toUtf8()));
    const Build read =
        BuildFile::fromJson(json, QStringLiteral("b.json"), Catalogue::builtIn().rules());
    EXPECT_EQ(read.customCheckpoints, build.customCheckpoints);
    EXPECT_EQ(BuildFile::toJson(read, Catalogue::builtIn().rules()), json);

    const QByteArray user = UserCatalogue::toJson({custom});
    EXPECT_EQ(UserCatalogue::fromJson(user, QStringLiteral("user.json")),
              QList<CustomCheckpoint>{custom});
}
