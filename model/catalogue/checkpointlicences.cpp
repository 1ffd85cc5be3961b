// SPDX-License-Identifier: MIT
#include "checkpointlicences.h"

#include "catalogue.h"
#include "checkpoint.h"
#include "modelfamily.h"

namespace llmconf {

QString CheckpointLicences::notStated()
{
    return QStringLiteral("not-stated");
}

bool CheckpointLicences::isNotStated(const QString &id)
{
    return id.isEmpty() || id == notStated();
}

QStringList CheckpointLicences::ids(const ModelFamily *model, const Checkpoint &checkpoint)
{
    QStringList all;
    if (model)
        all.append(model->licence);
    all += checkpoint.licences;
    QStringList stated;
    for (const QString &id : std::as_const(all))
        if (!isNotStated(id) && !stated.contains(id))
            stated.append(id);
    return stated.isEmpty() ? QStringList{notStated()} : stated;
}

QString CheckpointLicences::name(const Catalogue &catalogue, const QString &id)
{
    if (isNotStated(id))
        return tr("not stated (check the model card)");
    if (const Licence *licence = catalogue.licence(id))
        return licence->name;
    return tr("%1 (not in the catalogue: check the model card)").arg(id);
}

QStringList CheckpointLicences::names(const Catalogue &catalogue, const ModelFamily *model,
                                      const Checkpoint &checkpoint)
{
    QStringList names;
    for (const QString &id : ids(model, checkpoint)) {
        const QString n = name(catalogue, id);
        if (!names.contains(n))
            names.append(n);
    }
    return names;
}

} // namespace llmconf
