// SPDX-License-Identifier: MIT
#pragma once

#include "cardplacement.h"
#include "cardroles.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QStaticText>

namespace llmconf {

/// What a card shows: its name, its role in the layout and how its memory
/// is filled (fractions of the card's memory, from the build's figures).
struct CardLook
{
    QString cardId;
    QString name;
    CardRole role;
    QString checkpoint; // of a further model on cards of its own (role.model > 1), else empty
    int tp = 1;
    int pp = 1;
    int dp = 1;         // data-parallel attention ranks per copy
    double weights = 0; // fractions of the card's memory
    double cache = 0;
    double reserve = 0;
    bool valid = true; // false when the build cannot be evaluated
    bool operator==(const CardLook &) const = default;
};

/// A card in a slot of a ServerItem: coloured by its copy, shaded by its
/// pipeline stage, labelled with its TP rank, with its own memory fill.
class CardItem : public QGraphicsItem
{
    Q_DECLARE_TR_FUNCTIONS(CardItem)

public:
    enum { Type = UserType + 2 };
    int type() const override { return Type; }

    CardItem(const CardLook &look, const QRectF &rect, QGraphicsItem *parent);

    const CardLook &look() const { return m_look; }
    /// Shows another look; repaints only when it differs.
    void setLook(const CardLook &look);
    SlotRef slotRef() const { return SlotRef{m_look.role.server, m_look.role.slot}; }
    /// The colour of a copy, shared with the legend.
    static QColor copyColour(int copy, int stage = 0);

    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /// The font of the card's words at scale 1 (the canvas keeps them readable).
    static QFont textFont(bool bold);
    /// The role's lines as the tile shows them (QChar::LineSeparator between
    /// them), each no wider than textRect().
    QString roleText() const;
    /// Where the card's words go.
    QRectF textRect() const { return m_rect.adjusted(6, 6, -20, -6); }

private:
    /// The card's colour: its pool's in a prefill/decode split, else its copy's.
    static QColor fill(const CardLook &look);
    /// The copy's line: "Decode copy 3", "Model 2, copy 1", or where that is
    /// wider than textRect() its short form ("Decode 3", "M2 · copy 1").
    QString copyLabel(const CardLook &look) const;
    /// `lines` (QChar::LineSeparator between them), each elided to textRect().
    QString elided(const QString &lines) const;

    CardLook m_look;
    QRectF m_rect;
    /// Below this scale of the view the card's words are not drawn.
    static constexpr qreal kLegibleScale = 0.5;

    // Laid out once per look, not on every paint: an edit repaints every card.
    QStaticText m_name;
    QStaticText m_role;
    bool m_textPrepared = false;
};

} // namespace llmconf
