// SPDX-License-Identifier: MIT
#include "cardmimedata.h"

#include <QDataStream>
#include <QIODevice>

namespace llmconf {

QString CardMimeData::mimeType()
{
    return QStringLiteral("application/vnd.llm-configurator.card");
}

CardMimeData::CardMimeData(const QString &cardId, const QList<SlotRef> &from)
{
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream << cardId << qint32(from.size());
    for (const SlotRef &s : from)
        stream << qint32(s.server) << qint32(s.slot);
    setData(mimeType(), bytes);
    setText(cardId);
}

bool CardMimeData::decode(const QMimeData *data, QString *cardId, QList<SlotRef> *from)
{
    if (!data || !data->hasFormat(mimeType()))
        return false;
    QDataStream stream(data->data(mimeType()));
    qint32 count = 0;
    stream >> *cardId >> count;
    from->clear();
    for (qint32 i = 0; i < count && stream.status() == QDataStream::Ok; ++i) {
        qint32 server = 0, slot = 0;
        stream >> server >> slot;
        from->append(SlotRef{server, slot});
    }
    return stream.status() == QDataStream::Ok && !cardId->isEmpty();
}

} // namespace llmconf
