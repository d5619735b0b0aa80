// The system SQLite (Debian libsqlite3-dev, the macOS SDK) as a Swift module.
//
// Swift cannot import function-like or cast macros, nor call C variadic
// functions, so the few we need are wrapped here as static inline functions.
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

// > If the destructor argument is SQLITE_TRANSIENT, SQLite makes its own
// > private copy of the data immediately, before the sqlite3_bind_*()
// > routine returns.
// SQLITE_TRANSIENT is `((sqlite3_destructor_type)-1)`, a cast Swift cannot import.
static inline sqlite3_destructor_type csqlite_transient(void) {
    return (sqlite3_destructor_type)-1;
}

// sqlite3_db_config is variadic. Every boolean option takes (int, int *);
// the answer is not needed, so the out-pointer is NULL.
static inline int csqlite_db_config_bool(sqlite3 *db, int op, int value) {
    return sqlite3_db_config(db, op, value, (int *)0);
}

#endif
