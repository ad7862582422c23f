#ifndef EXPLORER_SCHEMA_MODEL_CHRONO_HPP
#define EXPLORER_SCHEMA_MODEL_CHRONO_HPP

// Timestamps as std::chrono time points. Opt-in: <chrono> costs a model
// header a third of its compile time, and a program that only reads
// timestamps as text does not need it.

#include <explorer_schema/model/vocabulary.hpp>

#include <chrono>
#include <optional>
#include <string>

namespace explorer_schema {

/// An instant to the microsecond, as timestamps name them.
using timestamp_time_point = std::chrono::sys_time<std::chrono::microseconds>;

/// The instant a timestamp names.
inline timestamp_time_point to_sys_time(timestamp const& t) noexcept
{
    using namespace std::chrono;
    auto const f = timestamp::fields(t.str());
    year_month_day const date{year{f.year}, month{static_cast<unsigned>(f.month)}, day{static_cast<unsigned>(f.day)}};
    return timestamp_time_point{sys_days{date}} + hours{f.hour} + minutes{f.minute} + seconds{f.second} +
           microseconds{f.micros};
}

/// The timestamp of an instant; nothing when its year is outside 0000-9999.
inline std::optional<timestamp> to_timestamp(timestamp_time_point tp)
{
    using namespace std::chrono;
    auto const day = floor<days>(tp);
    year_month_day const ymd{day};
    int const y = static_cast<int>(ymd.year());
    if (y < 0 || y > 9999)
        return std::nullopt;
    auto const in_day = tp - day;
    auto const secs = duration_cast<seconds>(in_day);
    hh_mm_ss<seconds> const hms{secs};
    std::string s(timestamp::zero);
    auto put = [&s](std::size_t at, long long v, int width) {
        for (int i = width - 1; i >= 0; --i, v /= 10)
            s[at + static_cast<std::size_t>(i)] = static_cast<char>('0' + v % 10);
    };
    put(0, y, 4);
    put(5, static_cast<unsigned>(ymd.month()), 2);
    put(8, static_cast<unsigned>(ymd.day()), 2);
    put(11, hms.hours().count(), 2);
    put(14, hms.minutes().count(), 2);
    put(17, hms.seconds().count(), 2);
    put(20, (in_day - secs).count(), 6);
    return timestamp(s, already_checked);
}

} // namespace explorer_schema

#endif
