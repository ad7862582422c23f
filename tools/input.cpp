// Reading the inputs of explorer-schema: files, standard input, pipes.

#include "cli.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iostream>
#include <limits>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace explorer_schema::cli {

namespace {

/// An input opened once (`-`: standard input). Its kind and size are those
/// of the descriptor opened, and all that is read comes from it: a named
/// pipe is read once, a file replaced meanwhile is read as opened. Nothing
/// is mapped into memory, so a file truncated while it is read gives a
/// shorter text, not SIGBUS.
class input_file {
public:
    explicit input_file(std::string const& path) : name_(path == "-" ? "<stdin>" : path), owned_(path != "-")
    {
        fd_ = owned_ ? ::open(path.c_str(), O_RDONLY | O_CLOEXEC) : STDIN_FILENO;
        if (fd_ < 0)
            throw input_error("cannot open " + path + ": " + std::strerror(errno));
        struct stat info {};
        if (::fstat(fd_, &info) == 0 && S_ISREG(info.st_mode))
            size_ = static_cast<std::size_t>(info.st_size);
    }
    ~input_file()
    {
        if (owned_)
            ::close(fd_);
    }
    input_file(input_file const&) = delete;
    input_file& operator=(input_file const&) = delete;

    /// The size of a regular file when it was opened; none for anything else.
    std::optional<std::size_t> regular_size() const noexcept { return size_; }

    /// Reads at most `n` bytes into `to`: how many, 0 at the end.
    std::size_t read(char* to, std::size_t n)
    {
        for (;;) {
            auto const got = ::read(fd_, to, n);
            if (got >= 0)
                return static_cast<std::size_t>(got);
            if (errno != EINTR)
                throw input_error("cannot read " + name_ + ": " + std::strerror(errno));
        }
    }

private:
    std::string name_;
    bool owned_;
    int fd_ = -1;
    std::optional<std::size_t> size_;
};

} // namespace

/// A regular file's size is looked at first (a larger one is refused unread)
/// and it is read in one piece; anything else (standard input, a pipe, a
/// device) is read until its end or past the limit. Reading copies what
/// mapping did not (about 30 ms for 64 MB), the price of never being killed
/// by a file that shrinks while it is read.
input_text::input_text(std::string const& path, std::size_t limit)
{
    input_file file(path);
    auto const regular = file.regular_size();
    if (regular && *regular > limit) {
        too_large_ = document_too_large(*regular, limit);
        return;
    }
    auto const most = limit == std::numeric_limits<std::size_t>::max() ? limit : limit + 1;
    // One byte more than a regular file's size, to see that it is whole.
    std::size_t capacity = std::min(most, regular ? *regular + 1 : std::size_t{1} << 16);
    data_.reset(new char[capacity]);
    while (size_ <= limit) {
        if (size_ == capacity) {
            auto const larger = std::min(most, capacity * 2);
            std::unique_ptr<char[]> grown(new char[larger]);
            std::memcpy(grown.get(), data_.get(), size_);
            data_ = std::move(grown);
            capacity = larger;
        }
        auto const got = file.read(data_.get() + size_, capacity - size_);
        if (got == 0)
            break;
        size_ += got;
    }
    if (size_ > limit) {
        too_large_ = document_too_large(std::nullopt, limit);
        data_.reset();
        size_ = 0;
    }
}

std::optional<input_text> read_body(std::string const& path, std::size_t mebibytes, std::string_view command)
{
    input_text text(path, mebibytes << 20);
    if (!text.too_large())
        return text;
    print_issues(std::cerr, {*text.too_large()});
    std::cerr << "explorer-schema: " << command << " takes bodies of at most " << mebibytes << " MiB\n";
    return std::nullopt;
}

void for_each_line(std::string const& path, std::size_t limit,
                   std::function<void(std::size_t, std::optional<std::string_view>)> const& f)
{
    input_file file(path);
    std::string line;
    bool too_long = false;
    std::size_t number = 1;
    auto end_line = [&] {
        if (too_long)
            f(number, std::optional<std::string_view>());
        else if (line.find_first_not_of(" \t\r") != std::string::npos)
            f(number, std::optional<std::string_view>(line));
        line.clear();
        too_long = false;
        ++number;
    };
    auto const buffer = std::make_unique<char[]>(std::size_t{1} << 16);
    while (auto const n = file.read(buffer.get(), std::size_t{1} << 16)) {
        std::string_view rest(buffer.get(), n);
        for (auto newline = rest.find('\n');; newline = rest.find('\n')) {
            auto const part = rest.substr(0, newline);
            too_long = too_long || line.size() + part.size() > limit;
            if (!too_long)
                line.append(part);
            else
                line = std::string();
            if (newline == std::string_view::npos)
                break;
            end_line();
            rest.remove_prefix(newline + 1);
        }
    }
    if (!line.empty() || too_long)
        end_line();
}

} // namespace explorer_schema::cli
