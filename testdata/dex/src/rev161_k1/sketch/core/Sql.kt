package com.marginalia.notes.core

import android.database.Cursor
import android.database.sqlite.SQLiteDatabase

/** Turns the cursor's current row into a value. */
typealias RowMapper<T> = (Cursor) -> T

/** Turns a caller's sort key into the ORDER BY clause of a listing. */
typealias Ordering = (String) -> String

/** Runs [sql] with its bound [args] and maps every row with [map]. */
fun <T> SQLiteDatabase.select(sql: String, args: Array<String>, map: RowMapper<T>): List<T> {
    val cursor = rawQuery(sql, args)
    try {
        val rows = ArrayList<T>()
        while (cursor.moveToNext()) rows.add(map(cursor))
        return rows
    } finally {
        cursor.close()
    }
}
