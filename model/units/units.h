// SPDX-License-Identifier: MIT
// Quantities with units. Every byte count, power, voltage and current in the
// model is one of these types; binary (GiB) and decimal (GB) prefixes meet
// only here, through Boost.Units' scaled units.
#pragma once

#include <boost/units/make_scaled_unit.hpp>
#include <boost/units/quantity.hpp>
#include <boost/units/scale.hpp>
#include <boost/units/static_rational.hpp>
#include <boost/units/systems/information/byte.hpp>
#include <boost/units/systems/si/current.hpp>
#include <boost/units/systems/si/electric_potential.hpp>
#include <boost/units/systems/si/frequency.hpp>
#include <boost/units/systems/si/power.hpp>
#include <boost/units/systems/si/time.hpp>

namespace llmconf {

namespace bu = boost::units;

using ByteUnit = bu::information::info;
using Bytes = bu::quantity<ByteUnit, double>;

template <long Base, long Exponent>
using ScaledBytes = bu::quantity<
    typename bu::make_scaled_unit<ByteUnit, bu::scale<Base, bu::static_rational<Exponent>>>::type,
    double>;
using KibiBytes = ScaledBytes<2, 10>;
using MebiBytes = ScaledBytes<2, 20>;
using GibiBytes = ScaledBytes<2, 30>;
using GigaBytes = ScaledBytes<10, 9>;
using TeraBytes = ScaledBytes<10, 12>;

using Watts = bu::quantity<bu::si::power, double>;
using Volts = bu::quantity<bu::si::electric_potential, double>;
using Amperes = bu::quantity<bu::si::current, double>;
using BytesPerSecond = bu::quantity<decltype(bu::information::byte / bu::si::second), double>;
using Seconds = bu::quantity<bu::si::time, double>;
/// Floating-point operations per second: a count per second, so that
/// operations / FlopsPerSecond is a time in Seconds.
using FlopsPerSecond = bu::quantity<bu::si::frequency, double>;

inline Bytes bytes(double value)
{
    return value * bu::information::bytes;
}
inline Bytes kibibytes(double value)
{
    return Bytes(KibiBytes::from_value(value));
}
inline Bytes mebibytes(double value)
{
    return Bytes(MebiBytes::from_value(value));
}
inline Bytes gibibytes(double value)
{
    return Bytes(GibiBytes::from_value(value));
}
inline Bytes gigabytes(double value)
{
    return Bytes(GigaBytes::from_value(value));
}
inline Bytes terabytes(double value)
{
    return Bytes(TeraBytes::from_value(value));
}

inline double inBytes(Bytes b)
{
    return b.value();
}
inline double inKiB(Bytes b)
{
    return KibiBytes(b).value();
}
inline double inMiB(Bytes b)
{
    return MebiBytes(b).value();
}
inline double inGiB(Bytes b)
{
    return GibiBytes(b).value();
}
inline double inGB(Bytes b)
{
    return GigaBytes(b).value();
}
inline double inTB(Bytes b)
{
    return TeraBytes(b).value();
}

inline Watts watts(double value)
{
    return value * bu::si::watts;
}
inline Volts volts(double value)
{
    return value * bu::si::volts;
}
inline Amperes amperes(double value)
{
    return value * bu::si::amperes;
}
inline BytesPerSecond gigabytesPerSecond(double value)
{
    return value * 1e9 * bu::information::bytes / bu::si::second;
}

inline Seconds seconds(double value)
{
    return value * bu::si::seconds;
}
/// Time to move `amount` at `rate`.
inline Seconds transferTime(Bytes amount, BytesPerSecond rate)
{
    return Seconds(amount / rate);
}
inline double inSeconds(Seconds t)
{
    return t.value();
}
inline Seconds milliseconds(double value)
{
    return seconds(value / 1000.0);
}
inline double inMilliseconds(Seconds t)
{
    return t.value() * 1000.0;
}
inline FlopsPerSecond teraflopsPerSecond(double value)
{
    return value * 1e12 * bu::si::hertz;
}
inline double inTflops(FlopsPerSecond f)
{
    return f.value() / 1e12;
}

inline double inWatts(Watts w)
{
    return w.value();
}
inline double inKilowatts(Watts w)
{
    return w.value() / 1000.0;
}
inline double inGBps(BytesPerSecond r)
{
    return r.value() / 1e9;
}

} // namespace llmconf
