// SPDX-License-Identifier: MIT
#pragma once

#include "cardplacement.h"

#include <QMimeData>

namespace llmconf {

/// The data of a card drag: the card id and, for cards already placed, the
/// slots they come from. Encoded with QDataStream under one MIME type so
/// that a drop from another instance of the app works too.
class CardMimeData : public QMimeData
{
    Q_OBJECT

public:
    static QString mimeType();

    CardMimeData(const QString &cardId, const QList<SlotRef> &from = {});

    /// Reads any QMimeData carrying the card MIME type; false when it carries none.
    static bool decode(const QMimeData *data, QString *cardId, QList<SlotRef> *from);
};

} // namespace llmconf
