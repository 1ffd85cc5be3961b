// SPDX-License-Identifier: MIT
#pragma once

#include "attention.h"
#include "localizedtext.h"
#include "modelshape.h"

#include <QMap>
#include <QString>

namespace llmconf {

/// A model (GLM-5.3, GLM-4.7, ...): what all its checkpoints share.
struct ModelFamily
{
    QString id;
    QString name;
    QString architectures; // config.json "architectures"
    QString parameters;    // "753B", as the publisher states it
    QString activeParameters;
    int maxContext = 0;
    QString licence; // licence id
    AttentionArchitecture attention;
    ModelShape shape; // heads, experts and widths; zero where unknown
    QMap<QString, LocalizedText> sources;

    bool operator==(const ModelFamily &) const = default;
};

} // namespace llmconf
