// SPDX-License-Identifier: MIT
#include "sheetdetailsdialog.h"

#include "builddocument.h"
#include "editbuild.h"

#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QUndoStack>
#include <QVBoxLayout>

namespace llmconf {

namespace {
QLineEdit *textField(const QString &name, const QString &text, const QString &placeholder)
{
    auto *edit = new QLineEdit(text);
    edit->setObjectName(name);
    edit->setPlaceholderText(placeholder);
    edit->setClearButtonEnabled(true);
    return edit;
}
} // namespace

SheetDetailsDialog::SheetDetailsDialog(BuildDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document)
{
    setWindowTitle(tr("Sheet details"));
    const Build &b = document->build();
    m_title = textField(QStringLiteral("title"), b.title, tr("from the build when empty"));
    m_customer = textField(QStringLiteral("customer"), b.customer, tr("e.g. Muster GmbH"));
    m_project = textField(QStringLiteral("project"), b.project, tr("e.g. customer service chat"));
    m_author = textField(QStringLiteral("author"), b.author, tr("who prepares the sheet"));
    m_date = new QDateEdit(b.date.isValid() ? b.date : QDate::currentDate());
    m_date->setObjectName(QStringLiteral("date"));
    m_date->setCalendarPopup(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Customer:"), m_customer);
    form->addRow(tr("&Project:"), m_project);
    form->addRow(tr("Prepared &by:"), m_author);
    form->addRow(tr("&Date:"), m_date);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    setMinimumWidth(420);
}

void SheetDetailsDialog::accept()
{
    const QString title = m_title->text().trimmed();
    const QString customer = m_customer->text().trimmed();
    const QString project = m_project->text().trimmed();
    const QString author = m_author->text().trimmed();
    const QDate date = m_date->date();
    const Build &b = m_document->build();
    if (title != b.title || customer != b.customer || project != b.project || author != b.author ||
        date != b.date)
        m_document->undoStack()->push(
            new EditBuild(m_document, tr("Edit sheet details"), [=](Build &edited) {
                edited.title = title;
                edited.customer = customer;
                edited.project = project;
                edited.author = author;
                edited.date = date;
            }));
    QDialog::accept();
}

} // namespace llmconf
