// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace llmconf {

/// Where the user's own files live: the catalogue of imported checkpoints
/// and added cards (UserCatalogue) and the price list beside it (PriceList).
/// In files/, below both, so that the cost need not reach up to the import.
class UserFiles
{
public:
    /// The file named by the environment variable LLM_CONFIGURATOR_USER_CATALOGUE
    /// where it is set (tests, several users' catalogues), else
    /// <AppDataLocation>/user-catalogue.json.
    static QString cataloguePath();
    static constexpr const char *kCataloguePathVariable = "LLM_CONFIGURATOR_USER_CATALOGUE";

    /// The user's price list: prices.json in the user catalogue's folder.
    static QString priceListPath();
    /// Both: files every command may read, so no output may replace them.
    static QStringList all();
};

} // namespace llmconf
