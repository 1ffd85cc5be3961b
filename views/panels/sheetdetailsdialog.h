// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QDateEdit;
class QLineEdit;

namespace llmconf {

class BuildDocument;

/// File > Sheet details: the title, customer, project, author and date the
/// configuration sheet names, kept in the build file. OK applies them as one
/// undoable edit.
class SheetDetailsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SheetDetailsDialog(BuildDocument *document, QWidget *parent = nullptr);

    void accept() override;

private:
    BuildDocument *m_document;
    QLineEdit *m_title;
    QLineEdit *m_customer;
    QLineEdit *m_project;
    QLineEdit *m_author;
    QDateEdit *m_date;
};

} // namespace llmconf
