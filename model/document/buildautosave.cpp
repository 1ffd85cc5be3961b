// SPDX-License-Identifier: MIT
#include "buildautosave.h"

#include "asidefile.h"
#include "buildcatalogue.h"
#include "builddocument.h"
#include "buildfile.h"
#include "formaterror.h"
#include "outputfile.h"
#include "userfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace llmconf {

namespace {
// The build file's own keys plus this one: an autosave is a build file too.
const QString kAutosaveOf = QStringLiteral("autosaveOf");
// Far more than any build file; a larger one is not ours.
constexpr qint64 kLargestCopy = 16 * 1024 * 1024;
} // namespace

BuildAutosave::BuildAutosave(BuildDocument *document, const QString &path, QObject *parent)
    : QObject(parent), m_document(document), m_path(path)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDelayMs);
    connect(&m_timer, &QTimer::timeout, this, &BuildAutosave::write);
    connect(document, &BuildDocument::buildChanged, this, &BuildAutosave::edited);
    connect(document, &BuildDocument::modifiedChanged, this, [this](bool modified) {
        // Saved, or every edit undone: nothing left to lose. A copy an earlier
        // run left stays until the user has answered the offer to restore it.
        // The first edit makes the document modified after its buildChanged().
        if (modified)
            m_timer.start();
        else if (m_written)
            discard();
        else
            m_timer.stop();
    });
}

void BuildAutosave::edited()
{
    if (m_document->isModified())
        m_timer.start();
}

void BuildAutosave::flush()
{
    if (m_timer.isActive()) {
        m_timer.stop();
        write();
    }
}

void BuildAutosave::write()
{
    if (!m_document->isModified())
        return;
    Build carried = m_document->build();
    BuildCatalogue::embedCustom(carried, m_document->catalogue(), *m_document->inputs().builtIn);
    QJsonObject root =
        QJsonDocument::fromJson(BuildFile::toJson(carried, m_document->catalogue().rules()))
            .object();
    root.insert(kAutosaveOf, m_document->filePath());
    try {
        QDir().mkpath(QFileInfo(m_path).absolutePath());
        OutputFile::write(QJsonDocument(root).toJson(QJsonDocument::Indented), m_path,
                          UserFiles::all());
        m_written = true;
    } catch (const FormatError &e) {
        emit failed(e.message());
    }
}

void BuildAutosave::discard()
{
    m_timer.stop();
    QFile::remove(m_path);
    m_written = false;
}

QString BuildAutosave::setAside(const QString &path, const QDateTime &now)
{
    return AsideFile::move(path, QStringLiteral("unread"), now);
}

std::optional<BuildAutosave::Pending> BuildAutosave::pending(const QString &path,
                                                             const SizingRules &rules)
{
    QFile file(path);
    if (!file.exists())
        return std::nullopt;
    const QString name = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly))
        throw FormatError(name, QString(),
                          QCoreApplication::translate("BuildAutosave", "cannot be read: %1")
                              .arg(file.errorString()));
    if (file.size() > kLargestCopy)
        throw FormatError(name, QString(),
                          QCoreApplication::translate("BuildAutosave", "is too large for a build"));
    const QByteArray data = file.readAll();
    Pending p;
    p.build = BuildFile::fromJson(data, name, rules);
    p.filePath = QJsonDocument::fromJson(data).object().value(kAutosaveOf).toString();
    p.written = QFileInfo(path).lastModified();
    return p;
}

} // namespace llmconf
