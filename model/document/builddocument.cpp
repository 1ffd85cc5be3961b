// SPDX-License-Identifier: MIT
#include "builddocument.h"

#include "buildfile.h"

namespace llmconf {

BuildDocument::BuildDocument(const Catalogue &catalogue, QObject *parent)
    : QObject(parent), m_catalogue(catalogue)
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

void BuildDocument::reset(const Build &build, const QString &filePath)
{
    m_undoStack.clear();
    m_undoStack.setClean();
    m_filePath = filePath;
    replaceBuild(build);
    emit filePathChanged(m_filePath);
    emit modifiedChanged(false);
}

void BuildDocument::save(const QString &filePath)
{
    BuildFile::write(m_build, filePath);
    m_undoStack.setClean();
    if (filePath != m_filePath) {
        m_filePath = filePath;
        emit filePathChanged(m_filePath);
    }
}

void BuildDocument::replaceBuild(const Build &build)
{
    m_build = build;
    m_evaluation = SizingEngine::evaluate(m_build, m_catalogue);
    emit buildChanged();
}

} // namespace llmconf
