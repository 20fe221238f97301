package com.halyard.vault.jobs;

import android.database.Cursor;

/** Reads one row of a cursor into a value. */
public interface RowMapper<T> {
    T map(Cursor cursor);
}
