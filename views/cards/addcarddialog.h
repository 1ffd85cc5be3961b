// SPDX-License-Identifier: MIT
#pragma once

#include "card.h"

#include <QDialog>
#include <QJsonObject>

#include <optional>

class QComboBox;
class QFormLayout;
class QPushButton;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace llmconf {

class Catalogue;

/// File > Add card...: a card of the user's own, with the fields of the
/// built-in ones, filled from a card to start from. Each field is checked by
/// the catalogue's own reader, so a bad value is named as `card add` names
/// it; an accepted card is stored in the user catalogue.
class AddCardDialog : public QDialog
{
    Q_OBJECT

public:
    /// `userCataloguePath`: where the card is stored (tests pass their own).
    AddCardDialog(const Catalogue &catalogue, QString userCataloguePath, QWidget *parent = nullptr);

    /// Fills the fields from a card of the catalogue (id and name left for
    /// the user to change).
    void startFrom(const QString &cardId);
    /// The card the fields describe, or an empty optional with problem() set.
    std::optional<Card> card() const;
    QString problem() const;

    QLineEdit *idEdit() const { return m_id; }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *memoryEdit() const { return m_memory; }

signals:
    /// The card was stored in the user catalogue.
    void added(const llmconf::Card &card);

public slots:
    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QJsonObject entry() const;

    const Catalogue &m_catalogue;
    QString m_path;
    QComboBox *m_template;
    QLineEdit *m_id, *m_name, *m_shortName, *m_generation, *m_compute, *m_memory, *m_nominal,
        *m_memoryType, *m_bandwidth, *m_powerLimits;
    QSpinBox *m_nvlinkGroup;
    QComboBox *m_formFactor;
    QLabel *m_message;
    QFormLayout *m_form;
    QPushButton *m_addButton;
    QJsonObject m_otherFields; // of the card started from (speed fields and the like)
    // The chassis the card started from is sold in, with its form factor:
    // kept while the form factor stays (a lab copy of an H100 SXM goes on
    // the same boards).
    QStringList m_chassis;
    QString m_chassisFormFactor;
    mutable QString m_problem;
};

} // namespace llmconf
