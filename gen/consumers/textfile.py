# Copyright (c) 2026 The ectab authors
#
# Permission to use, copy, modify, and distribute this software for any
# purpose with or without fee is hereby granted, provided that the above
# copyright notice and this permission notice appear in all copies.
#
# THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHORS DISCLAIM ALL WARRANTIES
# WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
# MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHORS BE LIABLE FOR
# ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
# WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN
# ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
# OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.
"""Writing a file of a consumer's tree as ectab writes its outputs:
through its symbolic links, atomically, in the file's own mode.  Python
3 alone: gen/consumers/openssl/openssl.py and mbedtls.py, which a
maintainer runs in the library's tree, share it."""

import os
import tempfile


def replace_file(path, text):
    """Writes text to path through its symbolic links, atomically, in
    the file's own mode."""
    real = os.path.realpath(path)
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(real),
                               prefix="." + os.path.basename(real) + ".")
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
            f.flush()
            os.fchmod(f.fileno(), os.stat(real).st_mode & 0o7777)
            os.fsync(f.fileno())
        os.replace(tmp, real)
    except BaseException:
        os.unlink(tmp)
        raise
