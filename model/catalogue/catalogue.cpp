// SPDX-License-Identifier: MIT
#include "catalogue.h"

#include "catalogueid.h"
#include "cataloguereader.h"

#include <atomic>

namespace llmconf {

namespace {
/// Qt 6.4's qHash of a string (aeshash with 256-bit VAES on CPUs that have
/// it) returns with the upper halves of the YMM registers dirty, without a
/// vzeroupper: every SSE instruction after it then waits on those halves
/// until some AVX code clears them, and libm's pow and exp ran five to ten
/// times slower in the evaluation that followed a lookup (issue 31).
void clearUpperVectorState()
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    static const bool hasAvx = __builtin_cpu_supports("avx");
    if (hasAvx)
        asm volatile("vzeroupper");
#endif
}

/// Lists up to this long are searched entry by entry rather than hashed:
/// comparing lengths first, a scan of the built-in catalogue's few dozen
/// entries costs less than Qt's hash of the id (issue 31).
constexpr qsizetype kScannedEntries = 64;

template <typename T>
const T *lookup(const QList<T> &list, const QHash<QString, qsizetype> &index, const QString &id)
{
    if (list.size() <= kScannedEntries) {
        for (const T &entry : list)
            if (CatalogueId::same(entry.id, id))
                return &entry;
        return nullptr;
    }
    const auto it = index.constFind(id);
    clearUpperVectorState();
    return it == index.constEnd() ? nullptr : &list.at(*it);
}

/// Adds `item`, or replaces the entry of its id, and renews the catalogue's
/// serial (pointers resolved before may now be stale).
template <typename T, typename Serial>
void insert(QList<T> &list, QHash<QString, qsizetype> &index, T item, Serial &serial)
{
    serial.renew();
    // A later entry with the same id replaces the earlier one: the user's
    // catalogue may refine a built-in entry.
    const auto it = index.constFind(item.id);
    if (it != index.constEnd()) {
        list[*it] = std::move(item);
        return;
    }
    index.insert(item.id, list.size());
    list.append(std::move(item));
}
} // namespace

quint64 Catalogue::Serial::next()
{
    static std::atomic<quint64> last{0};
    return ++last;
}

const Catalogue &Catalogue::builtIn()
{
    static const Catalogue catalogue = CatalogueReader::readBuiltIn();
    return catalogue;
}

const Card *Catalogue::card(const QString &id) const
{
    return lookup(m_cards, m_cardIndex, id);
}
const Cpu *Catalogue::cpu(const QString &id) const
{
    return lookup(m_cpus, m_cpuIndex, id);
}
const Chassis *Catalogue::chassisById(const QString &id) const
{
    return lookup(m_chassis, m_chassisIndex, id);
}
const Feed *Catalogue::feed(const QString &id) const
{
    return lookup(m_feeds, m_feedIndex, id);
}
const ModelFamily *Catalogue::model(const QString &id) const
{
    return lookup(m_models, m_modelIndex, id);
}
const Checkpoint *Catalogue::checkpoint(const QString &id) const
{
    return lookup(m_checkpoints, m_checkpointIndex, id);
}
const Licence *Catalogue::licence(const QString &id) const
{
    return lookup(m_licences, m_licenceIndex, id);
}

const ModelFamily *Catalogue::modelOf(const QString &checkpointId) const
{
    const Checkpoint *c = checkpoint(checkpointId);
    return c ? model(c->model) : nullptr;
}

void Catalogue::addCard(Card card)
{
    insert(m_cards, m_cardIndex, std::move(card), m_serial);
}
void Catalogue::addCpu(Cpu cpu)
{
    insert(m_cpus, m_cpuIndex, std::move(cpu), m_serial);
}
void Catalogue::addChassis(Chassis chassis)
{
    insert(m_chassis, m_chassisIndex, std::move(chassis), m_serial);
}
void Catalogue::addFeed(Feed feed)
{
    insert(m_feeds, m_feedIndex, std::move(feed), m_serial);
}
void Catalogue::addModel(ModelFamily model)
{
    insert(m_models, m_modelIndex, std::move(model), m_serial);
}
void Catalogue::addCheckpoint(Checkpoint checkpoint)
{
    insert(m_checkpoints, m_checkpointIndex, std::move(checkpoint), m_serial);
}
void Catalogue::addLicence(Licence licence)
{
    insert(m_licences, m_licenceIndex, std::move(licence), m_serial);
}

} // namespace llmconf
