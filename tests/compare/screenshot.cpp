// SPDX-License-Identifier: MIT
// Not a test: writes docs/screenshot-compare.png, the comparison view with
// the third preset (GLM-5.3 on 8x RTX PRO 6000 SE against 8x H200 NVL), and
// docs/screenshot-compare-charts.png, its charts column whole.
// Usage: compare_screenshot OUTDIR (under xvfb-run for the real platform).
#include "buildassembler.h"
#include "builddocument.h"
#include "catalogue.h"
#include "compare/comparisonview.h"
#include "language.h"
#include "settledgrab.h"
#include "testinputs.h"

#include <QApplication>
#include <QDir>
#include <QScrollArea>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    using namespace llmconf;
    Language::apply(QStringLiteral("en"));
    const Catalogue &catalogue = Catalogue::builtIn();
    BuildDocument document(test::inputs(catalogue));
    document.reset(BuildAssembler::reference(catalogue));
    ComparisonView view(&document, test::inputs(catalogue));
    view.setWindowTitle(QStringLiteral("Comparison"));
    view.showPreset(QStringLiteral("glm53-rtx-vs-h200"));
    view.resize(1600, 1000);
    view.show();
    const QDir out(argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("."));
    saveSettledGrab(view, out.filePath(QStringLiteral("screenshot-compare.png")));
    // The charts column whole, down to the speed and cost charts every build shares.
    if (auto *scroll = view.findChild<QScrollArea *>(); scroll && scroll->widget())
        saveSettledGrab(*scroll->widget(),
                        out.filePath(QStringLiteral("screenshot-compare-charts.png")));
    return 0;
}
