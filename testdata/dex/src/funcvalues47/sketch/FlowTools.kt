// funcvalues47's Flow shapes: the provider (FnProvider.java) hands the tag
// to these Kotlin helpers; kotlinc 2.4 compiles each runBlocking block to
// a SuspendLambda (FlowToolsKt$flowQuery$1) and each collect lambda to a
// FlowCollector class (FlowToolsKt$flowQuery$1$1) whose emit gets the
// value. kotlinx.coroutines is not in the APK. The smali keeps kotlinc's
// class and method shapes with a one-label state machine (the collect is
// the block's only suspension point); line numbers are the smali's.
package com.example.fv

import android.database.sqlite.SQLiteDatabase
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.runBlocking

// TP CETP622: the tag is what the flow emits; the collector runs it as SQL.
fun flowQuery(db: SQLiteDatabase, q: String) = runBlocking {                  // 14
    flowOf(q).collect { sql -> db.rawQuery(sql, null).close() }              // 15
}

// NM: the same flow, the tag bound as a selection argument.
fun flowBound(db: SQLiteDatabase, q: String) = runBlocking {                  // 19
    flowOf(q).collect { tag -> db.rawQuery("SELECT * FROM notes WHERE tag = ?", arrayOf(tag)).close() } // 20
}
