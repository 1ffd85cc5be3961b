// SPDX-License-Identifier: MIT
#pragma once

#include "card.h"
#include "checkpoint.h"
#include "modelfamily.h"

#include <QJsonObject>

namespace llmconf {

/// Writes model and checkpoint entries in the catalogue's own JSON shape
/// (resources/catalogue/models.json, checkpoints.json), so that
/// CatalogueReader::readModel / readCheckpoint read them back unchanged.
class CatalogueEntryWriter
{
public:
    static QJsonObject model(const ModelFamily &model);
    static QJsonObject checkpoint(const Checkpoint &checkpoint);
    /// A card in cards.json's shape, read back by CatalogueReader::readCard.
    static QJsonObject card(const Card &card);
    static QString formFactorName(FormFactor formFactor);
    /// "464143549144 B": exact bytes, read back by QuantityParser.
    static QString exactBytes(Bytes value);
    static QString weightFormatName(WeightFormat format);
};

} // namespace llmconf
