// SPDX-License-Identifier: MIT
// Cold start harness: builds the app's window as main() does and writes
// "painted" once the window and its charts have painted for the first time.
#include "catalogue.h"
#include "mainwindow.h"
#include "paintwatch.h"
#include "testinputs.h"

#include <QApplication>
#include <QChartView>
#include <QTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("llm-configurator-benchmark"));
    llmconf::MainWindow window(llmconf::test::inputs());
    QList<QWidget *> watched;
    for (QChartView *view : window.chartViews())
        watched.append(view->viewport());
    PaintWatch watch(watched);
    window.show();
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &app, [&] {
        if (watch.allPainted()) {
            std::fputs("painted\n", stdout);
            std::fflush(stdout);
            app.quit();
        }
    });
    poll.start(0);
    return app.exec();
}
