// SPDX-License-Identifier: MIT
#include "softwarecatalogue.h"
#include "advicejson.h"
#include "advicetestbuilds.h"
#include "buildadvisor.h"
#include "card.h"
#include "formaterror.h"
#include "jsoncursor.h"
#include "softwarecataloguereader.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::testing;

namespace {

QJsonObject builtInJson()
{
    QFile file(QStringLiteral(":/catalogue/software.json"));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    return QJsonDocument::fromJson(file.readAll()).object();
}

FormatError readError(const QJsonObject &o)
{
    try {
        (void)SoftwareCatalogueReader::read(JsonCursor(QStringLiteral("software.json"), o));
    } catch (const FormatError &e) {
        return e;
    }
    ADD_FAILURE() << "no error";
    return FormatError(QString(), QString(), QString());
}

} // namespace

TEST(SoftwareCatalogue, BuiltInHasEveryRecordWithItsDate)
{
    const SoftwareCatalogue &s = SoftwareCatalogue::builtIn();
    EXPECT_FALSE(s.releases.isEmpty());
    EXPECT_FALSE(s.weightFormats.isEmpty());
    EXPECT_FALSE(s.attentionBackends.isEmpty());
    EXPECT_FALSE(s.issues.isEmpty());
    EXPECT_FALSE(s.dimmSizes.isEmpty());
    for (const EngineRelease &r : s.releases)
        EXPECT_TRUE(r.cited.date.isValid()) << r.version.toStdString();
    for (const EngineIssue &i : s.issues)
        EXPECT_TRUE(i.cited.date.isValid() && !i.cited.source.isEmpty());
    for (const char *key : {"nvlink-domain", "power-cable", "feed-plan", "host-memory"})
        EXPECT_TRUE(s.citation(QString::fromLatin1(key)).date.isValid()) << key;
}

TEST(SoftwareCatalogue, CapabilitiesMatchFamiliesExactVersionsAndAny)
{
    const Card &rtx = *Catalogue::builtIn().card(QStringLiteral("rtx-pro-6000-se"));
    const Card &h200 = *Catalogue::builtIn().card(QStringLiteral("h200-nvl"));
    EXPECT_TRUE(SoftwareCatalogue::matches({QStringLiteral("12.x")}, rtx));
    EXPECT_FALSE(SoftwareCatalogue::matches({QStringLiteral("12.x")}, h200));
    EXPECT_TRUE(SoftwareCatalogue::matches({QStringLiteral("9.0")}, h200));
    EXPECT_TRUE(SoftwareCatalogue::matches({QStringLiteral("any")}, h200));
    EXPECT_FALSE(SoftwareCatalogue::namesExactly({QStringLiteral("any")}, h200));
}

TEST(SoftwareCatalogue, BadDateNamesFileAndPath)
{
    QJsonObject o = builtInJson();
    QJsonArray issues = o.value(QStringLiteral("issues")).toArray();
    QJsonObject first = issues.first().toObject();
    first.insert(QStringLiteral("opened"), QStringLiteral("late August"));
    issues.replace(0, first);
    o.insert(QStringLiteral("issues"), issues);
    const FormatError e = readError(o);
    EXPECT_EQ(e.file(), QStringLiteral("software.json"));
    EXPECT_EQ(e.field(), QStringLiteral("$.issues[0].opened"));
}

TEST(SoftwareCatalogue, SourceThatIsNoTextNamesFileAndPath)
{
    QJsonObject o = builtInJson();
    QJsonObject citations = o.value(QStringLiteral("citations")).toObject();
    QJsonObject feedPlan = citations.value(QStringLiteral("feed-plan")).toObject();
    feedPlan.insert(QStringLiteral("source"), 2.94);
    citations.insert(QStringLiteral("feed-plan"), feedPlan);
    o.insert(QStringLiteral("citations"), citations);
    EXPECT_EQ(readError(o).message(),
              QStringLiteral("software.json: $.citations.feed-plan.source: expected a text: a "
                             "string or an object such as {\"en\": \"...\", \"de\": \"...\"}, "
                             "found a number"));

    feedPlan.insert(QStringLiteral("source"),
                    QJsonObject{{QStringLiteral("de"), QStringLiteral("x")}});
    citations.insert(QStringLiteral("feed-plan"), feedPlan);
    o.insert(QStringLiteral("citations"), citations);
    EXPECT_EQ(readError(o).message(),
              QStringLiteral("software.json: $.citations.feed-plan.source: a translated text "
                             "needs its English text under \"en\""));
}

TEST(SoftwareCatalogue, IssueStateIsOpenOrClosed)
{
    // The state is a word of a translated sentence, so only known states.
    QJsonObject o = builtInJson();
    QJsonArray issues = o.value(QStringLiteral("issues")).toArray();
    QJsonObject first = issues.first().toObject();
    first.insert(QStringLiteral("state"), QStringLiteral("stale"));
    issues.replace(0, first);
    o.insert(QStringLiteral("issues"), issues);
    EXPECT_EQ(readError(o).message(),
              QStringLiteral("software.json: $.issues[0].state: expected \"open\" or \"closed\""));
}

TEST(SoftwareCatalogue, UnknownEngineAndCapabilityAreRefused)
{
    QJsonObject o = builtInJson();
    QJsonArray formats = o.value(QStringLiteral("weightFormats")).toArray();
    QJsonObject first = formats.first().toObject();
    first.insert(QStringLiteral("engine"), QStringLiteral("llama"));
    formats.replace(0, first);
    o.insert(QStringLiteral("weightFormats"), formats);
    EXPECT_EQ(readError(o).field(), QStringLiteral("$.weightFormats[0].engine"));

    o = builtInJson();
    QJsonArray backends = o.value(QStringLiteral("attentionBackends")).toArray();
    first = backends.first().toObject();
    first.insert(QStringLiteral("computeCapabilities"), QJsonArray{QStringLiteral("SM120")});
    backends.replace(0, first);
    o.insert(QStringLiteral("attentionBackends"), backends);
    EXPECT_EQ(readError(o).field(), QStringLiteral("$.attentionBackends[0].computeCapabilities"));
}

TEST(SoftwareCatalogue, RulesReadTheDataNotTheCode)
{
    // Without the issue record the warning disappears: the fact lives in software.json.
    SoftwareCatalogue s = SoftwareCatalogue::builtIn();
    s.issues.clear();
    const QList<AdviceItem> advice = BuildAdvisor::advise(
        buildOf("rtx-pro-6000-se", 4, "nvidia/GLM-5.3-Flash-NVFP4", 4), Catalogue::builtIn(), s);
    EXPECT_FALSE(find(advice, QStringLiteral("engine-issue-53963")));
    EXPECT_TRUE(find(advice, QStringLiteral("minimum-release")));
}

TEST(AdviceJson, ListsCodeSeverityTextAndSource)
{
    const QList<AdviceItem> advice = BuildAdvisor::advise(
        buildOf("h200-nvl", 4, "nvidia/GLM-5.3-Flash-NVFP4", 4), Catalogue::builtIn(), SoftwareCatalogue::builtIn());
    const QJsonArray json = AdviceJson::toJson(advice);
    ASSERT_EQ(json.size(), advice.size());
    const QJsonObject first = json.first().toObject();
    EXPECT_EQ(first.value(QStringLiteral("code")).toString(), advice.first().code);
    EXPECT_EQ(first.value(QStringLiteral("severity")).toString(), QStringLiteral("blocker"));
    EXPECT_FALSE(first.value(QStringLiteral("text")).toString().isEmpty());
    EXPECT_FALSE(first.value(QStringLiteral("source")).toString().isEmpty());
}
