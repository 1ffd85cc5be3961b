// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QString>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace llmconf {

class Catalogue;

/// File > New: chassis, card and count (or a recent build to start from)
/// in one small dialog that Enter accepts. Starts with the choice of the
/// last time, else the first card the supplier sells in the smallest
/// chassis that takes it, all its slots filled.
class NewBuildDialog : public QDialog
{
    Q_OBJECT

public:
    /// What to start from: a recent build file, or servers of one chassis
    /// with `count` cards.
    struct Choice
    {
        QString recentFile;
        QString chassis;
        QString card;
        int count = 0;
    };

    NewBuildDialog(const Catalogue &catalogue, const QStringList &recentFiles,
                   QWidget *parent = nullptr);

    Choice choice() const;
    /// Servers of the chosen chassis the cards need.
    int servers() const;

    QComboBox *startBox() const { return m_start; }
    QComboBox *chassisBox() const { return m_chassis; }
    QComboBox *cardBox() const { return m_card; }
    QSpinBox *countBox() const { return m_count; }

    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    /// A chassis that takes the card (the smallest for the count) when the
    /// chosen one does not; the summary below.
    void cardChanged();
    void update();

    const Catalogue &m_catalogue;
    QFormLayout *m_form;
    QComboBox *m_start, *m_chassis, *m_card;
    QSpinBox *m_count;
    QLabel *m_summary;
    QDialogButtonBox *m_buttons;
};

} // namespace llmconf
