// SPDX-License-Identifier: MIT
// The configuration sheet of a build on an imported checkpoint whose licence
// the catalogue lacks or whose files state none: the licence is named as
// such in the checkpoint section, the advice and the sources, never blank.
#include "buildadvisor.h"
#include "buildassembler.h"
#include "catalogue.h"
#include "checkpointimporter.h"
#include "checkpointlicences.h"
#include "configurationsheet.h"
#include "pdfreading.h"
#include "quantityformat.h"
#include "sheetsections.h"
#include "sheettable.h"
#include "sizingengine.h"
#include "softwarecatalogue.h"
#include "testinputs.h"
#include "usercatalogue.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace llmconf {
namespace {

struct ImportedCase
{
    const char *folder;
    const char *id;
};

void PrintTo(const ImportedCase &c, std::ostream *out)
{
    *out << c.folder;
}

class ImportedLicenceSheet : public ::testing::TestWithParam<ImportedCase>
{
protected:
    void SetUp() override
    {
        const ImportedCase c = GetParam();
        imported = CheckpointImporter::importDirectory(Catalogue::builtIn(),
                                                       QStringLiteral(LLMCONF_TEST_DATA "/hf/") +
                                                           QString::fromLatin1(c.folder),
                                                       {}, QString::fromLatin1(c.id));
        catalogue = UserCatalogue::merged(Catalogue::builtIn(), {imported.entry});
        build = BuildAssembler::reference(Catalogue::builtIn());
        build.checkpoint = imported.entry.checkpoint.id;
        // vLLM refuses expert parallelism for a dense model such as Llama 3.3.
        build.layout.ep = imported.entry.model.shape.hasExperts();
        evaluation = SizingEngine::evaluate(build, catalogue);
        ASSERT_TRUE(evaluation.ok()) << evaluation.error.toStdString();
        names =
            CheckpointLicences::names(catalogue, &imported.entry.model, imported.entry.checkpoint);
    }

    ImportedCheckpoint imported;
    Catalogue catalogue;
    Build build;
    Evaluation evaluation;
    QStringList names;
};

TEST_P(ImportedLicenceSheet, NamesTheLicenceOnThePages)
{
    ASSERT_EQ(names.size(), 1);
    EXPECT_TRUE(names.first().contains(QStringLiteral("check the model card")));
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
    ConfigurationSheet::write(assess(build, test::inputs(catalogue)), pdf);
    EXPECT_EQ(pageCount(pdf), ConfigurationSheet::kPages);
    const QString flat = squeezed(pdfText(pdf));
    EXPECT_TRUE(flat.contains(squeezed(names.first()))) << names.first().toStdString();
    const QList<AdviceItem> advice = BuildAdvisor::advise(
        build, catalogue, SoftwareCatalogue::builtIn(), QuantityFormat(QLocale()));
    int licenceItems = 0;
    for (const AdviceItem &item : advice)
        if (item.code.startsWith(QLatin1String("licence-"))) {
            ++licenceItems;
            EXPECT_TRUE(flat.contains(squeezed(item.text))) << item.text.toStdString();
        }
    EXPECT_EQ(licenceItems, 1);
}

TEST_P(ImportedLicenceSheet, SourcesTableCitesWhereTheLicenceWasRead)
{
    const SheetTable table =
        SheetSections::sourcesTable(build, catalogue, SoftwareCatalogue::builtIn(),
                                    evaluation.figures, QuantityFormat(QLocale()));
    QList<QStringList> licenceRows;
    for (const QStringList &row : table.rows)
        if (row.value(0) == SheetSections::tr("Licence"))
            licenceRows.append(row);
    ASSERT_EQ(licenceRows.size(), 1);
    EXPECT_EQ(licenceRows[0].value(1), names.first());
    EXPECT_EQ(licenceRows[0].value(2),
              imported.entry.model.sources.value(QStringLiteral("licence")).text());
    EXPECT_FALSE(licenceRows[0].value(2).isEmpty());
}

INSTANTIATE_TEST_SUITE_P(
    Imported, ImportedLicenceSheet,
    ::testing::Values(ImportedCase{"qwen3-next-80b", "Qwen/Qwen3-Next-80B-A3B-Thinking"},
                      ImportedCase{"llama-3.3-70b", "meta-llama/Llama-3.3-70B-Instruct"}),
    [](const ::testing::TestParamInfo<ImportedCase> &imported) {
        return std::string(imported.param.folder[0] == 'q' ? "NotInTheCatalogue" : "NotStated");
    });

} // namespace
} // namespace llmconf
