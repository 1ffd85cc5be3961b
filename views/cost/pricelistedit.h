// SPDX-License-Identifier: MIT
#pragma once

#include "editbuild.h"

#include <QByteArray>
#include <optional>

namespace llmconf {

/// OK in the price list editor: one undoable step that sets the list the
/// build carries and the user's list kept beside the user catalogue
/// (PriceList::userPath()), so that undo brings back both; the file was
/// written once already by the dialog, which reported any failure.
class PriceListEdit : public EditBuild
{
public:
    /// `before`/`after`: the user's file before and after; nullopt: no file.
    PriceListEdit(BuildDocument *document, const std::optional<PriceList> &list,
                  std::optional<QByteArray> before, std::optional<QByteArray> after);

    void undo() override;
    void redo() override;

private:
    /// Puts `content` at the user's path (removes the file for nullopt) and
    /// has the document read it again.
    void keep(const std::optional<QByteArray> &content);

    std::optional<QByteArray> m_fileBefore;
    std::optional<QByteArray> m_fileAfter;
    bool m_first = true;
};

} // namespace llmconf
