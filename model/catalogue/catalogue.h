// SPDX-License-Identifier: MIT
#pragma once

#include "card.h"
#include "chassis.h"
#include "checkpoint.h"
#include "cpu.h"
#include "feed.h"
#include "licence.h"
#include "modelfamily.h"
#include "sizingrules.h"

#include <QHash>
#include <QList>

namespace llmconf {

/// Everything the sizing knows of hardware and models: cards, CPUs, chassis,
/// feeds, models, checkpoints, licences and the rules' constants. A value;
/// CatalogueReader fills it from JSON.
class Catalogue
{
public:
    /// The catalogue compiled into the binary (resources/catalogue/*.json).
    static const Catalogue &builtIn();

    const QList<Card> &cards() const { return m_cards; }
    const QList<Cpu> &cpus() const { return m_cpus; }
    const QList<Chassis> &chassis() const { return m_chassis; }
    const QList<Feed> &feeds() const { return m_feeds; }
    const QList<ModelFamily> &models() const { return m_models; }
    const QList<Checkpoint> &checkpoints() const { return m_checkpoints; }
    const QList<Licence> &licences() const { return m_licences; }
    const SizingRules &rules() const { return m_rules; }

    /// Lookups by id; nullptr where the id is unknown.
    const Card *card(const QString &id) const;
    const Cpu *cpu(const QString &id) const;
    const Chassis *chassisById(const QString &id) const;
    const Feed *feed(const QString &id) const;
    const ModelFamily *model(const QString &id) const;
    const Checkpoint *checkpoint(const QString &id) const;
    const Licence *licence(const QString &id) const;

    /// The model a checkpoint belongs to; nullptr for an unknown checkpoint.
    const ModelFamily *modelOf(const QString &checkpointId) const;

    void addCard(Card card);
    void addCpu(Cpu cpu);
    void addChassis(Chassis chassis);
    void addFeed(Feed feed);
    void addModel(ModelFamily model);
    void addCheckpoint(Checkpoint checkpoint);
    void addLicence(Licence licence);
    void setRules(SizingRules rules)
    {
        m_rules = std::move(rules);
        m_serial.renew();
    }

    /// A number no other catalogue, copy or state of this one has: equal
    /// serials at one address mean the same entries at the same addresses,
    /// so that a pointer resolved once can be used again (SizingEngine).
    quint64 serial() const { return m_serial.value; }

private:
    /// Renewed on every copy, move and change.
    struct Serial
    {
        quint64 value = next();
        Serial() = default;
        Serial(const Serial &) : value(next()) {}
        Serial &operator=(const Serial &)
        {
            renew();
            return *this;
        }
        ~Serial() = default;
        void renew() { value = next(); }
        static quint64 next();
    };

    QList<Card> m_cards;
    QList<Cpu> m_cpus;
    QList<Chassis> m_chassis;
    QList<Feed> m_feeds;
    QList<ModelFamily> m_models;
    QList<Checkpoint> m_checkpoints;
    QList<Licence> m_licences;
    SizingRules m_rules;

    QHash<QString, qsizetype> m_cardIndex, m_cpuIndex, m_chassisIndex, m_feedIndex, m_modelIndex,
        m_checkpointIndex, m_licenceIndex;
    Serial m_serial;
};

} // namespace llmconf
