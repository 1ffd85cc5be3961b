// SPDX-License-Identifier: MIT
#pragma once

namespace llmconf {

/// What hardware and models can hold: every catalogue and card figure is
/// read within these bounds (CatalogueReader, so the shipped catalogue, the
/// user catalogue and `card add` alike), so that no figure the engine divides
/// by is zero, denormal or beyond what any product reaches. Each bound is
/// some ten to a thousand times outside the catalogue's own extremes (1
/// December 2026), so a real card or model passes and a unit slip or damage
/// does not. docs/architecture.md (Catalogue) points here.
struct PhysicalRanges
{
    // Memory per card, in GB: the smallest data-centre card sold since 2018
    // has 16 GB (T4), the largest 288 GB (B300); 1 GB to 40 TB.
    static constexpr double kLeastMemoryGB = 1.0;
    static constexpr double kMostMemoryGB = 40000.0;
    // Memory bandwidth and NVLink, in GB/s: 273 GB/s (DGX Spark) to 8 TB/s
    // (B200, B300) per card; 1 GB/s to 100 TB/s.
    static constexpr double kLeastBandwidthGBps = 1.0;
    static constexpr double kMostBandwidthGBps = 100000.0;
    // Dense tensor throughput per format, in TFLOPS: 65 (T4, FP16) to 15,000
    // (GB300, FP4); 0.1 to 100,000. Leave a format out where the card has
    // none: 0 is not a rate.
    static constexpr double kLeastTflops = 0.1;
    static constexpr double kMostTflops = 100000.0;
    // Power limits per card, in W: 72 W (L4) to 1,400 W (GB300); 1 W to 10 kW.
    static constexpr double kLeastPowerW = 1.0;
    static constexpr double kMostPowerW = 10000.0;
    // Parameters of a model: 0.6 billion to some 2 trillion published; one
    // million to 100 trillion.
    static constexpr double kLeastParameters = 1e6;
    static constexpr double kMostParameters = 1e14;
    // A checkpoint's size, in bytes: a thousand times the largest checkpoint
    // is damage; less than a kilobyte holds not even a header (a half byte
    // is no size at all). Import's tests size tiny stand-in files, so the
    // floor is not a real model's.
    static constexpr double kLeastCheckpointBytes = 1e3;
    static constexpr double kMostCheckpointBytes = 1e15;
};

} // namespace llmconf
