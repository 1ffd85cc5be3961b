// SPDX-License-Identifier: MIT
// Pictures of issue 15's window changes, to look at: DeepSeek-V3 at DP8 x
// EP8 on eight H200 SXM (the canvas shows the ranks) and File > Add card...
// Usage: cards_screenshots OUTDIR
#include "addcarddialog.h"
#include "buildassembler.h"
#include "catalogue.h"
#include "language.h"
#include "mainwindow.h"
#include "settledgrab.h"
#include "testinputs.h"

#include <QApplication>
#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("llm-configurator-screenshots"));
    const QDir out(argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("."));
    using namespace llmconf;
    Language::apply(QStringLiteral("en"));
    const Catalogue &catalogue = Catalogue::builtIn();
    BuildRequest request;
    request.card = QStringLiteral("h200-sxm");
    request.cards = 8;
    request.checkpoint = QStringLiteral("deepseek-ai/DeepSeek-V3-0324");
    request.layout.tp = 1;
    request.layout.dp = 8;
    request.layout.ep = true;
    request.layout.copies = 1;
    Build build = BuildAssembler::assemble(request, catalogue);
    build.title = QStringLiteral("DeepSeek-V3 at DP8 x EP8 on eight H200 SXM");
    {
        MainWindow window(test::inputs(catalogue));
        window.openBuild(build);
        window.resize(1500, 950);
        window.show();
        saveSettledGrab(window, out.filePath(QStringLiteral("screenshot-dp8.png")));
    }
    {
        QTemporaryDir dir;
        AddCardDialog dialog(catalogue, dir.filePath(QStringLiteral("u.json")));
        dialog.startFrom(QStringLiteral("h100-sxm"));
        dialog.show();
        saveSettledGrab(dialog, out.filePath(QStringLiteral("screenshot-add-card.png")));
    }
    return 0;
}
