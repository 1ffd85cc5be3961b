// SPDX-License-Identifier: MIT
// The licence fields of model cards (README.md front matter) and how they
// map onto the catalogue's licences.
#include "modelcard.h"

#include "catalogue.h"

#include <QFile>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {
QByteArray readme(const char *folder)
{
    QFile f(QStringLiteral(LLMCONF_TEST_DATA "/hf/") + QString::fromLatin1(folder) +
            QStringLiteral("/README.md"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << folder;
    return f.readAll();
}

// The front matter of NVIDIA's model card of its gpt-oss-120b Eagle3 head
// (tests/data/README.md): "other" with the licence's own name and link.
const QByteArray kNvidiaCard = R"(---
pipeline_tag: text-generation
base_model:
- openai/gpt-oss-120b
license: other
license_name: nvidia-open-model-license
license_link: https://www.nvidia.com/en-us/agreements/enterprise-software/nvidia-open-model-license
library_name: Model Optimizer
tags:
- nvidia
- ModelOpt
- gpt-oss-120b
- quantized
- Eagle3
---
# Model Overview
)";
} // namespace

TEST(ModelCard, GlmCardNamesALicenceOfTheCatalogue)
{
    const ModelCard card = ModelCard::fromReadme(readme("glm-4.7-flash"));
    EXPECT_EQ(card.licences(), QStringList{QStringLiteral("mit")});
    EXPECT_EQ(card.licenceIds(Catalogue::builtIn()), QStringList{QStringLiteral("mit")});
    ASSERT_NE(Catalogue::builtIn().licence(QStringLiteral("mit")), nullptr);
    EXPECT_TRUE(card.licenceLink().isEmpty());
    EXPECT_TRUE(card.problem().isEmpty());
}

TEST(ModelCard, QwenCardNamesALicenceTheCatalogueLacks)
{
    const ModelCard card = ModelCard::fromReadme(readme("qwen3-next-80b"));
    EXPECT_EQ(card.licences(), QStringList{QStringLiteral("apache-2.0")});
    // Not in licences.json: kept as the card spells it.
    EXPECT_EQ(Catalogue::builtIn().licence(QStringLiteral("apache-2.0")), nullptr);
    EXPECT_EQ(card.licenceIds(Catalogue::builtIn()), QStringList{QStringLiteral("apache-2.0")});
    EXPECT_EQ(card.licenceLink(),
              QStringLiteral(
                  "https://huggingface.co/Qwen/Qwen3-Next-80B-A3B-Thinking/blob/main/LICENSE"));
}

TEST(ModelCard, OtherTakesTheLicenceName)
{
    const ModelCard card = ModelCard::fromReadme(kNvidiaCard);
    EXPECT_EQ(card.licences(), QStringList{QStringLiteral("nvidia-open-model-license")});
    // licences.json calls it "nvidia-open-model", named "NVIDIA Open Model Agreement".
    EXPECT_EQ(card.licenceIds(Catalogue::builtIn()),
              QStringList{QStringLiteral("nvidia-open-model")});
    EXPECT_TRUE(card.licenceLink().startsWith(QStringLiteral("https://www.nvidia.com/")));
}

TEST(ModelCard, EveryCatalogueLicenceIsFoundByItsIdAndItsName)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    ASSERT_FALSE(catalogue.licences().isEmpty());
    for (const Licence &l : catalogue.licences()) {
        EXPECT_EQ(ModelCard::catalogueId(catalogue, l.id), l.id) << l.id.toStdString();
        EXPECT_EQ(ModelCard::catalogueId(catalogue, l.name), l.id) << l.name.toStdString();
        EXPECT_EQ(ModelCard::catalogueId(catalogue, l.id.toUpper() + QStringLiteral(" License")),
                  l.id)
            << l.id.toStdString();
    }
    EXPECT_EQ(ModelCard::catalogueId(catalogue, QStringLiteral("apache-2.0")), QString());
    EXPECT_EQ(ModelCard::catalogueId(catalogue, QStringLiteral("other")), QString());
    EXPECT_EQ(ModelCard::catalogueId(catalogue, QString()), QString());
}

TEST(ModelCard, YamlSpellings)
{
    const auto licences = [](const char *text) {
        return ModelCard::fromReadme(QByteArray(text)).licences();
    };
    // Quoted, with a comment, CRLF line ends and a byte-order mark.
    EXPECT_EQ(licences("\xEF\xBB\xBF---\r\nlicense: \"mit\" # the usual\r\n---\r\n"),
              QStringList{QStringLiteral("mit")});
    EXPECT_EQ(licences("---\nlicense: 'apache-2.0'\n---\n"),
              QStringList{QStringLiteral("apache-2.0")});
    // A list, block and flow style.
    EXPECT_EQ(licences("---\nlicense:\n  - mit\n  - apache-2.0\ntags: [x]\n---\n"),
              (QStringList{QStringLiteral("mit"), QStringLiteral("apache-2.0")}));
    EXPECT_EQ(licences("---\nlicense: [mit, apache-2.0]\n---\n"),
              (QStringList{QStringLiteral("mit"), QStringLiteral("apache-2.0")}));
    // "other" without a name stays "other"; a name without license is taken.
    EXPECT_EQ(licences("---\nlicense: other\n---\n"), QStringList{QStringLiteral("other")});
    EXPECT_EQ(licences("---\nlicense_name: my-licence\n---\n"),
              QStringList{QStringLiteral("my-licence")});
    // Nested keys and text after the front matter do not count.
    EXPECT_EQ(licences("---\nextra:\n  license: other\nlicense: mit\n---\nlicense: gpl\n"),
              QStringList{QStringLiteral("mit")});
    EXPECT_TRUE(licences("---\nextra:\n  license: mit\n---\n").isEmpty());
}

TEST(ModelCard, CardsThatStateNoLicence)
{
    // No front matter at all: a plain README states nothing and is not an error.
    const ModelCard plain = ModelCard::fromReadme("# Model\nlicense: mit\n");
    EXPECT_TRUE(plain.licences().isEmpty());
    EXPECT_TRUE(plain.problem().isEmpty());
    EXPECT_TRUE(ModelCard::fromReadme(QByteArray()).licences().isEmpty());
    // Front matter without a licence.
    EXPECT_TRUE(ModelCard::fromReadme("---\ntags: [a]\n---\n").licences().isEmpty());
    // Front matter that is never closed: nothing read, and why.
    const ModelCard open = ModelCard::fromReadme("---\nlicense: mit\n# Model\n");
    EXPECT_TRUE(open.licences().isEmpty());
    EXPECT_TRUE(open.problem().contains(QStringLiteral("not closed")))
        << open.problem().toStdString();
}
