// SPDX-License-Identifier: MIT
#include "pricelistedit.h"

#include "builddocument.h"
#include "formaterror.h"
#include "outputfile.h"

#include <QCoreApplication>
#include <QFile>

namespace llmconf {

PriceListEdit::PriceListEdit(BuildDocument *document, const std::optional<PriceList> &list,
                             std::optional<QByteArray> before, std::optional<QByteArray> after)
    : EditBuild(document, QCoreApplication::translate("PriceListEdit", "Edit price list"),
                [list](Build &b) { b.prices = list; }),
      m_fileBefore(std::move(before)), m_fileAfter(std::move(after))
{
}

void PriceListEdit::undo()
{
    keep(m_fileBefore);
    EditBuild::undo();
}

void PriceListEdit::redo()
{
    if (!m_first)
        keep(m_fileAfter);
    m_first = false;
    EditBuild::redo();
}

void PriceListEdit::keep(const std::optional<QByteArray> &content)
{
    const QString path = PriceList::userPath();
    try {
        if (content)
            OutputFile::write(*content, path);
        else
            QFile::remove(path);
        m_document->setPrices(PriceList::effective());
    } catch (const FormatError &) {
        // Undo cannot refuse: the build's own list (restored next) still
        // prices it; the file stays as it was.
    }
}

} // namespace llmconf
