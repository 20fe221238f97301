package com.larkbook

import android.database.Cursor
import android.database.sqlite.SQLiteDatabase

/** A WHERE clause and the values bound to its placeholders. */
class Clause(val sql: String, val args: List<String> = emptyList()) {
    infix fun and(other: Clause): Clause = Clause("($sql) AND (${other.sql})", args + other.args)
}

infix fun String.eq(value: String): Clause = Clause("$this = ?", listOf(value))

/** A prefix match on a text column (dates are stored as ISO text: "2026-12" matches the whole month). */
infix fun String.startsWith(prefix: String): Clause = Clause("$this LIKE '$prefix%'")

fun SQLiteDatabase.select(table: String, columns: String, where: Clause, orderBy: String): Cursor =
    rawQuery("SELECT $columns FROM $table WHERE ${where.sql} ORDER BY $orderBy", where.args.toTypedArray())

/** Every row of a cursor, read by [row]; the cursor is closed. */
inline fun <T> Cursor.rows(row: Cursor.() -> T): List<T> = use {
    buildList {
        while (moveToNext()) add(row())
    }
}
