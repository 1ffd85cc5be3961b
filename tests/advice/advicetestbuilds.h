// SPDX-License-Identifier: MIT
// Builds of the sources' examples, assembled from the catalogue.
#pragma once

#include "adviceitem.h"
#include "buildassembler.h"
#include "catalogue.h"

#include <QList>

#include <optional>

namespace llmconf::testing {

inline Build buildOf(const char *card, int cards, const char *checkpoint, int tp, int pp = 1,
                     CacheDtype dtype = CacheDtype::Bf16, int dcp = 1, int servers = 1)
{
    BuildRequest r;
    r.card = QString::fromLatin1(card);
    r.cards = cards;
    r.servers = servers;
    r.checkpoint = QString::fromLatin1(checkpoint);
    r.layout.tp = tp;
    r.layout.pp = pp;
    r.layout.dcp = dcp;
    r.layout.copies = 0;
    r.cacheDtype = dtype;
    return BuildAssembler::assemble(r, Catalogue::builtIn());
}

/// The item with `code`, by value: the advice lists tests search are often
/// temporaries, and a pointer into one dangles at the end of the statement.
inline std::optional<AdviceItem> find(const QList<AdviceItem> &items, const QString &code)
{
    for (const AdviceItem &i : items)
        if (i.code == code)
            return i;
    return std::nullopt;
}

} // namespace llmconf::testing
