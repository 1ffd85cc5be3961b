// SPDX-License-Identifier: MIT
#include "catalogue.h"
#include "commandline.h"
#include "formaterror.h"

#include <QApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    using namespace llmconf;
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));

    if (CommandLine::isCommand(arguments)) {
        // Commands need no display; the sheet renders charts offscreen.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        QTextStream out(stdout);
        QTextStream err(stderr);
        try {
            return CommandLine(Catalogue::builtIn(), out, err).run(arguments);
        } catch (const FormatError &e) {
            err << e.message() << Qt::endl;
            return CommandLine::kBadInput;
        }
    }
    QApplication app(argc, argv);
    QTextStream err(stderr);
    err << "The window is not built yet; try: llm-configurator evaluate" << Qt::endl;
    return 0;
}
