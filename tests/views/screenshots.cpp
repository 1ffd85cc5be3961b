// SPDX-License-Identifier: MIT
// Takes the README's screenshots of the real window: the reference build and
// 8x H200 NVL with GLM-5.3 FP8 at TP4 x PP2, a cluster of 64 such servers,
// the cost tab, a prefill/decode split, two models on the same cards, a refused B200 drop, the
// reference build in German and the planner dialog in both languages. Usage: views_screenshots
// OUTDIR [WIDTHxHEIGHT] (the window's size; 1500x950, the first start's, unless given).
#include "buildassembler.h"
#include "builddocument.h"
#include "canvasdrop.h"
#include "catalogue.h"
#include "language.h"
#include "mainwindow.h"
#include "plannerdialog.h"
#include "plannersearch.h"
#include "servercanvas.h"
#include "settledgrab.h"
#include "testinputs.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace {
QSize windowSize(1500, 950);

void shoot(const llmconf::Build &build, const QString &path)
{
    llmconf::MainWindow window(llmconf::test::inputs());
    window.openBuild(build);
    window.resize(windowSize);
    window.show();
    saveSettledGrab(window, path);
}

/// The reference build after a B200 was dropped onto its PCIe server: the
/// banner says why.
void shootRefusal(const QString &path)
{
    using namespace llmconf;
    MainWindow window(test::inputs());
    window.openBuild(BuildAssembler::reference(Catalogue::builtIn()));
    window.resize(windowSize);
    window.show();
    QApplication::processEvents();
    test::dropOnCanvas(window.canvas(), QStringLiteral("b200"), SlotRef{0, 1});
    saveSettledGrab(window, path);
}

/// The planner dialog on the reference build, once its search has ended.
void shootPlanner(const QString &path)
{
    using namespace llmconf;
    BuildDocument document(test::inputs());
    document.reset(BuildAssembler::reference(Catalogue::builtIn()));
    PlannerDialog dialog(&document);
    dialog.show();
    test::finishSearch(dialog);
    saveSettledGrab(dialog, path);
}
} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // no saved window state
    QCoreApplication::setOrganizationName(QStringLiteral("llm-configurator-screenshots"));
    // No window state of an earlier run: each picture shows the first start.
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    const QDir out(argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("."));
    if (argc > 2) {
        const QStringList size = QString::fromLocal8Bit(argv[2]).split(QLatin1Char('x'));
        if (size.size() == 2 && size[0].toInt() > 0 && size[1].toInt() > 0)
            windowSize = QSize(size[0].toInt(), size[1].toInt());
    }
    using namespace llmconf;
    Language::apply(QStringLiteral("en")); // as the app does: plural forms come from it
    const Catalogue &catalogue = Catalogue::builtIn();
    shoot(BuildAssembler::reference(catalogue),
          out.filePath(QStringLiteral("screenshot-reference.png")));
    BuildRequest request;
    request.card = QStringLiteral("h200-nvl");
    request.cards = 8;
    request.checkpoint = QStringLiteral("zai-org/GLM-5.3-FP8");
    request.layout = Layout{4, 2, false, 1, 0};
    Build h200 = BuildAssembler::assemble(request, catalogue);
    h200.title = QStringLiteral("GLM-5.3 FP8 on eight H200 NVL");
    shoot(h200, out.filePath(QStringLiteral("screenshot-8x-h200.png")));
    // A cluster: 64 of those servers, one copy each (512 cards).
    request.cards = 8 * 64;
    request.servers = 64;
    Build cluster = BuildAssembler::assemble(request, catalogue);
    cluster.title = QStringLiteral("GLM-5.3 FP8 on 64 servers of eight H200 NVL");
    shoot(cluster, out.filePath(QStringLiteral("screenshot-cluster.png")));
    {
        // The cost tab of the reference build with the built-in prices.
        MainWindow window(test::inputs(catalogue));
        window.openBuild(BuildAssembler::reference(catalogue));
        window.resize(windowSize);
        window.show();
        window.costDock()->raise();
        saveSettledGrab(window, out.filePath(QStringLiteral("screenshot-cost.png")));
    }
    {
        // A prefill/decode split: four TP2 copies of GLM-4.5-Air on eight
        // H200 NVL, the first prefilling, with a first-token target.
        BuildRequest air;
        air.card = QStringLiteral("h200-nvl");
        air.cards = 8;
        air.checkpoint = QStringLiteral("zai-org/GLM-4.5-Air-FP8");
        air.layout = Layout{2, 1, true, 1, 4};
        Build split = BuildAssembler::assemble(air, catalogue);
        split.layout.prefillCopies = 1;
        split.ttftTarget = milliseconds(500);
        split.title =
            QStringLiteral("GLM-4.5-Air FP8 on eight H200 NVL, 1 prefill + 3 decode copies");
        shoot(split, out.filePath(QStringLiteral("screenshot-split.png")));
        // The prefill pool on cards of its own type: two TP2 prefill copies
        // on four RTX PRO 6000 SE, two decode copies on four H200 NVL
        // (resources/examples/glm45air-split-rtx-prefill-h200-decode.json).
        Build twoTypes = split;
        twoTypes.layout.prefillCopies = 2;
        for (int slot = 0; slot < 4; ++slot)
            twoTypes.servers[0].slotCards[slot] = QStringLiteral("rtx-pro-6000-se");
        twoTypes.servers[0].feed = QStringLiteral("400V16A3P"); // 6.2 kW at the wall
        twoTypes.title =
            QStringLiteral("GLM-4.5-Air FP8, prefill on 4x RTX PRO 6000 SE, decode on 4x H200 NVL");
        shoot(twoTypes, out.filePath(QStringLiteral("screenshot-split-two-cards.png")));
    }
    {
        // Two models on the same cards: GLM-4.5-Air FP8 and GLM-4.7-Flash at
        // TP2 on two H200 NVL, 0.55 and 0.35 of each card.
        BuildRequest two;
        two.card = QStringLiteral("h200-nvl");
        two.cards = 2;
        two.checkpoint = QStringLiteral("zai-org/GLM-4.5-Air-FP8");
        two.layout = Layout{2, 1, false, 1, 1};
        Build models = BuildAssembler::assemble(two, catalogue);
        models.utilization = 0.55;
        models.instances.append({QStringLiteral("zai-org/GLM-4.7-Flash"), Layout{2, 1, false, 1, 1},
                                 0.35, models.reserve});
        models.title = QStringLiteral("GLM-4.5-Air and GLM-4.7-Flash on two H200 NVL");
        shoot(models, out.filePath(QStringLiteral("screenshot-two-models.png")));
        // The same two models, each on two H200 NVL of its own in one
        // four-card server (resources/examples/…-own-cards-4x-h200.json).
        two.cards = 4;
        Build own = BuildAssembler::assemble(two, catalogue);
        ModelInstance flash{QStringLiteral("zai-org/GLM-4.7-Flash"), Layout{2, 1, false, 1, 1},
                            own.utilization, own.reserve};
        flash.firstCard = 3;
        flash.lastCard = 4;
        own.instances.append(flash);
        own.title =
            QStringLiteral("GLM-4.5-Air and GLM-4.7-Flash, each on two H200 NVL of its own");
        shoot(own, out.filePath(QStringLiteral("screenshot-own-cards.png")));
    }
    shootPlanner(out.filePath(QStringLiteral("screenshot-planner.png")));
    shootRefusal(out.filePath(QStringLiteral("screenshot-refusal.png")));
    Language::apply(QStringLiteral("de"));
    shoot(BuildAssembler::reference(catalogue), out.filePath(QStringLiteral("screenshot-de.png")));
    shootPlanner(out.filePath(QStringLiteral("screenshot-planner-de.png")));
    return 0;
}
