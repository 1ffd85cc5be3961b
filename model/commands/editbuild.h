// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QUndoCommand>

#include <functional>

namespace llmconf {

class BuildDocument;

/// Merge ids of the commands, in one place so that they never collide.
enum class CommandId {
    None = -1,
    SetContext = 1,
    SetUtilization,
    SetReserve,
    SetPowerCap,
    SetBuildInfo,
    SetCostSettings,
    SetPromptTokens,
    SetAnswerTokens,
    SetActiveConversations,
    SetSpeedTarget,
    SetTtftTarget,
    SetTtftP95Target,
};

/// An edit of the build: the build before and after, and how to say it.
/// Named commands (PlaceCard, SetLayout, ...) derive from it or construct
/// it with the change they make; undo and redo swap whole builds, so undo
/// restores the build exactly.
class EditBuild : public QUndoCommand
{
public:
    /// Says the edit in the current language (a tr() call, run again after a
    /// language switch: the Edit menu names steps already on the stack).
    using Describe = std::function<QString()>;

    /// `change` is applied to a copy of the document's current build.
    EditBuild(BuildDocument *document, const QString &text,
              const std::function<void(Build &)> &change, CommandId mergeId = CommandId::None,
              QUndoCommand *parent = nullptr);
    EditBuild(BuildDocument *document, const Describe &describe,
              const std::function<void(Build &)> &change, CommandId mergeId = CommandId::None,
              QUndoCommand *parent = nullptr);

    /// Sets the text again in the current language (a fixed text stays).
    void retranslate();
    void undo() override;
    void redo() override;
    int id() const override { return int(m_mergeId); }
    /// Consecutive edits of one value (typing a context, dragging a slider)
    /// become one step.
    bool mergeWith(const QUndoCommand *other) override;

    const Build &before() const { return m_before; }
    const Build &after() const { return m_after; }
    /// Marks the edit as a layout the user chose (BuildDocument::layoutSetByUser).
    void setLayoutByUser();

protected:
    BuildDocument *m_document;
    Build m_before;
    Build m_after;
    CommandId m_mergeId;
    Describe m_describe;
    // BuildDocument::layoutSetByUser before and after the edit.
    bool m_userLayoutBefore = false;
    bool m_userLayoutAfter = false;
};

} // namespace llmconf
