// SPDX-License-Identifier: MIT
// Ids compared in scalar code, and the catalogue's lookups by id, scanned
// for short lists and hashed for long ones (issue 31).
#include "catalogue.h"
#include "catalogueid.h"

#include <gtest/gtest.h>

using namespace llmconf;

TEST(CatalogueId, SameTextInAnyStrings)
{
    const QString a = QStringLiteral("h200-nvl");
    const QString built = QString::fromLatin1("h200-") + QString::fromLatin1("nvl");
    EXPECT_TRUE(CatalogueId::same(a, a));
    EXPECT_TRUE(CatalogueId::same(a, built));
    EXPECT_FALSE(CatalogueId::same(a, QStringLiteral("h200-nvL")));
    EXPECT_FALSE(CatalogueId::same(a, QStringLiteral("h200-nv")));
    EXPECT_TRUE(CatalogueId::same(QString(), QStringLiteral("")));
    EXPECT_FALSE(CatalogueId::same(QString(), a));
}

namespace {
/// Each card found by an unshared copy of its id, and an unknown id by none.
void expectEveryCardFound(const Catalogue &catalogue)
{
    for (qsizetype i = 0; i < catalogue.cards().size(); ++i) {
        const QString &id = catalogue.cards()[i].id;
        EXPECT_EQ(catalogue.card(QString(id.constData(), id.size())), &catalogue.cards()[i]);
    }
    EXPECT_EQ(catalogue.card(QStringLiteral("gtx-1080")), nullptr);
}
} // namespace

TEST(CatalogueId, LookupsFindEveryEntryOfShortAndLongLists)
{
    // The built-in catalogue's cards (scanned), then as many more as make
    // the list long enough to be hashed.
    Catalogue catalogue = Catalogue::builtIn();
    ASSERT_LE(catalogue.cards().size(), 64);
    expectEveryCardFound(catalogue);
    for (int i = 0; i < 100; ++i) {
        Card extra = catalogue.cards().first();
        extra.id = QStringLiteral("extra-%1").arg(i);
        catalogue.addCard(extra);
    }
    ASSERT_GT(catalogue.cards().size(), 64);
    expectEveryCardFound(catalogue);
}
