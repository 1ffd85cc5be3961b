// SPDX-License-Identifier: MIT
#pragma once

#include "catalogue.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace llmconf {

class JsonCursor;

/// Reads the catalogue's JSON files (cards.json, cpus.json, chassis.json,
/// feeds.json, models.json, checkpoints.json, licences.json, rules.json and
/// the cost settings' defaults of prices.json) and
/// checks that they agree with each other. Any problem throws a FormatError
/// naming the file and the JSON path of the bad value.
class CatalogueReader
{
    Q_DECLARE_TR_FUNCTIONS(CatalogueReader)

public:
    /// The files compiled into the binary under :/catalogue.
    static Catalogue readBuiltIn();
    /// The files of a folder (or resource prefix).
    static Catalogue readDirectory(const QString &directory);

    static void readCards(const JsonCursor &root, Catalogue &catalogue);
    static void readCpus(const JsonCursor &root, Catalogue &catalogue);
    static void readChassis(const JsonCursor &root, Catalogue &catalogue);
    static void readFeeds(const JsonCursor &root, Catalogue &catalogue);
    static void readModels(const JsonCursor &root, Catalogue &catalogue);
    static void readCheckpoints(const JsonCursor &root, Catalogue &catalogue);
    static void readLicences(const JsonCursor &root, Catalogue &catalogue);
    static void readRules(const JsonCursor &root, Catalogue &catalogue);
    /// prices.json's "settings": the cost settings' defaults (SizingRules::cost).
    static void readCostDefaults(const JsonCursor &root, Catalogue &catalogue);
    /// The numbers of a "settings" object of prices.json (CostDefaults reads
    /// the same object for their sources).
    static CostSettings readCostSettings(const JsonCursor &settings);

    /// Reads one card entry (built in, the user's own, or carried by a
    /// build file); every bad value names its field.
    static Card readCard(const JsonCursor &entry);
    /// The keys readCard reads; others are kept in Card::otherFields.
    static const QStringList &cardKeys();
    /// Reads one model entry (also used for models imported with a build).
    static ModelFamily readModel(const JsonCursor &entry);
    static Checkpoint readCheckpoint(const JsonCursor &entry);
    /// A model's "shape" (config.json field names); `layers` bounds first_k_dense_replace.
    static ModelShape readShape(const JsonCursor &shape, int layers);
    /// "bf16", "fp8-block" or "nvfp4".
    static WeightFormat readWeightFormat(const JsonCursor &value);

private:
    /// The catalogue from the documents `root` gives by file name.
    static Catalogue readDocuments(const std::function<JsonCursor(const QString &)> &root);
};

} // namespace llmconf
