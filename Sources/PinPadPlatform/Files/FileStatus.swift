/// What the system says of a file, as `fstat(2)` or `lstat(2)` report it: its kind, owner,
/// permission bits and link count, without following a symbolic link.
package struct FileStatus: Equatable {
    /// What a file is (`st_mode & S_IFMT`).
    package enum Kind: Equatable {
        /// A regular file (`S_IFREG`).
        case regular
        /// A directory (`S_IFDIR`).
        case directory
        /// An `AF_UNIX` socket (`S_IFSOCK`).
        case socket
        /// A symbolic link (`S_IFLNK`), seen because it was not followed.
        case symbolicLink
        /// A FIFO, a device or anything else.
        case other
    }

    /// Its kind.
    package var kind: Kind
    /// The user that owns it (`st_uid`).
    package var owner: UInt32
    /// The permission bits, set-id and sticky bits included (`st_mode & 07777`).
    package var permissions: UInt32
    /// How many names it has (`st_nlink`).
    package var linkCount: UInt64

    /// A status with these values.
    package init(kind: Kind, owner: UInt32, permissions: UInt32, linkCount: UInt64 = 1) {
        self.kind = kind
        self.owner = owner
        self.permissions = permissions
        self.linkCount = linkCount
    }

    /// Whether its group or other users may write it (`S_IWGRP | S_IWOTH`).
    package var isWritableByOthers: Bool { permissions & 0o022 != 0 }

    /// The kind in a person's words: "a regular file", "a symbolic link", ….
    package var kindName: String {
        switch kind {
        case .regular: return "a regular file"
        case .directory: return "a directory"
        case .socket: return "a socket"
        case .symbolicLink: return "a symbolic link"
        case .other: return "a device or FIFO"
        }
    }
}
