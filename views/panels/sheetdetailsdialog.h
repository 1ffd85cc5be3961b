// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QDateEdit;
class QFormLayout;
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

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    BuildDocument *m_document;
    QLineEdit *m_title;
    QLineEdit *m_customer;
    QLineEdit *m_project;
    QLineEdit *m_author;
    QDateEdit *m_date;
    QFormLayout *m_form;
};

} // namespace llmconf
