// SPDX-License-Identifier: MIT
#include "editbuild.h"

#include "builddocument.h"

namespace llmconf {

EditBuild::EditBuild(BuildDocument *document, const QString &text,
                     const std::function<void(Build &)> &change, CommandId mergeId,
                     QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_before(document->build()),
      m_after(document->build()), m_mergeId(mergeId),
      m_userLayoutBefore(document->layoutSetByUser()), m_userLayoutAfter(m_userLayoutBefore)
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

void EditBuild::setLayoutByUser()
{
    m_userLayoutAfter = true;
    setObsolete(m_after == m_before && m_userLayoutAfter == m_userLayoutBefore);
}

void EditBuild::undo()
{
    m_document->setLayoutSetByUser(m_userLayoutBefore);
    m_document->replaceBuild(m_before);
}

void EditBuild::redo()
{
    m_document->setLayoutSetByUser(m_userLayoutAfter);
    m_document->replaceBuild(m_after);
}

bool EditBuild::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const EditBuild *>(other);
    if (edit->m_document != m_document)
        return false;
    m_after = edit->m_after;
    m_userLayoutAfter = edit->m_userLayoutAfter;
    setObsolete(m_after == m_before && m_userLayoutAfter == m_userLayoutBefore);
    return true;
}

} // namespace llmconf
