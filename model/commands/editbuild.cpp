// SPDX-License-Identifier: MIT
#include "editbuild.h"

#include "builddocument.h"

namespace llmconf {

EditBuild::EditBuild(BuildDocument *document, const QString &text,
                     const std::function<void(Build &)> &change, CommandId mergeId,
                     QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_before(document->build()),
      m_after(document->build()), m_mergeId(mergeId)
{
    change(m_after);
    // An edit that changes nothing leaves no step on the stack.
    if (m_after == m_before)
        setObsolete(true);
}

EditBuild::EditBuild(BuildDocument *document, const Describe &describe,
                     const std::function<void(Build &)> &change, CommandId mergeId,
                     QUndoCommand *parent)
    : EditBuild(document, describe(), change, mergeId, parent)
{
    m_describe = describe;
}

void EditBuild::retranslate()
{
    if (m_describe)
        setText(m_describe());
}

void EditBuild::undo()
{
    m_document->replaceBuild(m_before);
}

void EditBuild::redo()
{
    m_document->replaceBuild(m_after);
}

bool EditBuild::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const EditBuild *>(other);
    if (edit->m_document != m_document)
        return false;
    m_after = edit->m_after;
    setObsolete(m_after == m_before);
    return true;
}

} // namespace llmconf
