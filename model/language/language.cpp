// SPDX-License-Identifier: MIT
#include "language.h"

#include "installeddata.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace llmconf {

namespace {
struct Installed
{
    QString code;
    std::unique_ptr<QTranslator> ours;
    std::unique_ptr<QTranslator> qt;
};

Installed &installed()
{
    static Installed state;
    return state;
}

QLocale localeFor(const QString &code)
{
    return code == QLatin1String("de") ? QLocale(QLocale::German, QLocale::Germany)
                                       : QLocale(QLocale::English, QLocale::UnitedKingdom);
}
} // namespace

QStringList Language::available() { return {QStringLiteral("en"), QStringLiteral("de")}; }

QString Language::systemDefault()
{
    return QLocale::system().language() == QLocale::German ? QStringLiteral("de") : QStringLiteral("en");
}

QString Language::current()
{
    return installed().code.isEmpty() ? QStringLiteral("en") : installed().code;
}

QString Language::nativeName(const QString &code)
{
    return code == QLatin1String("de") ? QStringLiteral("Deutsch") : QStringLiteral("English");
}

bool Language::apply(const QString &code)
{
    if (!available().contains(code))
        return false;
    Installed &state = installed();
    auto ours = std::make_unique<QTranslator>();
    if (!ours->load(QStringLiteral("llm-configurator_") + code, InstalledData::translationsDirectory()))
        return false;
    auto qt = std::make_unique<QTranslator>();
    const bool hasQt = code != QLatin1String("en") &&
                       qt->load(QStringLiteral("qtbase_") + code,
                                QLibraryInfo::path(QLibraryInfo::TranslationsPath));

    if (state.ours)
        QCoreApplication::removeTranslator(state.ours.get());
    if (state.qt)
        QCoreApplication::removeTranslator(state.qt.get());
    QLocale::setDefault(localeFor(code));
    state.ours = std::move(ours);
    state.qt = hasQt ? std::move(qt) : nullptr;
    state.code = code;
    if (state.qt)
        QCoreApplication::installTranslator(state.qt.get());
    QCoreApplication::installTranslator(state.ours.get());
    return true;
}

} // namespace llmconf
