// SPDX-License-Identifier: MIT
#include "sheetdetailsdialog.h"

#include "builddocument.h"
#include "editbuild.h"

#include <QDateEdit>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QUndoStack>
#include <QVBoxLayout>

namespace llmconf {

namespace {
QLineEdit *textField(const QString &name, const QString &text)
{
    auto *edit = new QLineEdit(text);
    edit->setObjectName(name);
    edit->setClearButtonEnabled(true);
    return edit;
}
} // namespace

SheetDetailsDialog::SheetDetailsDialog(BuildDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document)
{
    const Build &b = document->build();
    m_title = textField(QStringLiteral("title"), b.title);
    m_customer = textField(QStringLiteral("customer"), b.customer);
    m_project = textField(QStringLiteral("project"), b.project);
    m_author = textField(QStringLiteral("author"), b.author);
    m_date = new QDateEdit(b.date.isValid() ? b.date : QDate::currentDate());
    m_date->setObjectName(QStringLiteral("date"));
    m_date->setCalendarPopup(true);

    // Labels are set by retranslate(): the dialog may stay open over a language switch.
    m_form = new QFormLayout;
    for (QWidget *field : {static_cast<QWidget *>(m_title), static_cast<QWidget *>(m_customer),
                           static_cast<QWidget *>(m_project), static_cast<QWidget *>(m_author),
                           static_cast<QWidget *>(m_date)}) {
        auto *label = new QLabel;
        label->setBuddy(field);
        m_form->addRow(label, field);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(buttons);
    setMinimumWidth(420);
    retranslate();
}

void SheetDetailsDialog::retranslate()
{
    setWindowTitle(tr("Sheet details"));
    const auto row = [this](QLineEdit *field, const QString &label, const QString &placeholder) {
        if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(field)))
            l->setText(label);
        field->setPlaceholderText(placeholder);
    };
    row(m_title, tr("&Title:"), tr("from the build when empty"));
    row(m_customer, tr("&Customer:"), tr("e.g. Muster GmbH"));
    row(m_project, tr("&Project:"), tr("e.g. customer service chat"));
    row(m_author, tr("Prepared &by:"), tr("who prepares the sheet"));
    if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(m_date)))
        l->setText(tr("&Date:"));
}

void SheetDetailsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    // A date field keeps the format of the language it was made in.
    if (event->type() == QEvent::LocaleChange)
        m_date->setDisplayFormat(locale().dateFormat(QLocale::ShortFormat));
    QDialog::changeEvent(event);
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
            new EditBuild(m_document, EditBuild::Describe([] { return tr("Edit sheet details"); }),
                          [=](Build &edited) {
                              edited.title = title;
                              edited.customer = customer;
                              edited.project = project;
                              edited.author = author;
                              edited.date = date;
                          }));
    QDialog::accept();
}

} // namespace llmconf
