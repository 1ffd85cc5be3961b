// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractSpinBox>
#include <QLocale>
#include <QString>

#include <functional>

namespace llmconf {

/// A spin box (QSpinBox or QDoubleSpinBox) that lets a number outside its
/// range be typed and, when it is entered, says so through refused()
/// instead of snapping back in silence. The caller words the message (the
/// field's name and its range in the language).
template <typename Base> class RangedBox : public Base
{
public:
    /// Called with the refused number when it is entered (Enter, focus out).
    using Refused = std::function<void(double value)>;

    using Base::Base;
    void setRefused(Refused refused) { m_refused = std::move(refused); }

protected:
    QValidator::State validate(QString &text, int &pos) const override
    {
        const QValidator::State state = Base::validate(text, pos);
        bool ok = false;
        // Out of range but a number: typed on, refused with a reason at the end.
        if (state == QValidator::Invalid)
            (void)number(text, &ok);
        return ok ? QValidator::Intermediate : state;
    }

    void fixup(QString &text) const override
    {
        bool ok = false;
        const double value = number(text, &ok);
        if (ok && (value < double(Base::minimum()) || value > double(Base::maximum())) && m_refused)
            m_refused(value);
        Base::fixup(text);
    }

private:
    /// The number typed, without prefix, suffix and group separators.
    double number(QString text, bool *ok) const
    {
        if (!Base::prefix().isEmpty() && text.startsWith(Base::prefix()))
            text.remove(0, Base::prefix().size());
        if (!Base::suffix().isEmpty() && text.endsWith(Base::suffix()))
            text.chop(Base::suffix().size());
        const QLocale locale = Base::locale();
        text = text.trimmed().remove(locale.groupSeparator());
        return locale.toDouble(text, ok);
    }

    Refused m_refused;
};

} // namespace llmconf
