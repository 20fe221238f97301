// funcvalues47's Flow shapes: the provider (FnProvider.java) hands the tag
// to these Kotlin helpers; kotlinc 2.4 compiles each runBlocking block to
// a SuspendLambda (FlowToolsKt$flowQuery$1) and each collect lambda to a
// FlowCollector class (FlowToolsKt$flowQuery$1$1) whose emit gets the
// value. kotlinx.coroutines is not in the APK. The smali keeps kotlinc's
// class and method shapes with a one-label state machine (the collect is
// the block's only suspension point); line numbers are the smali's.
package com.example.fv

import android.database.sqlite.SQLiteDatabase
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.runBlocking

// TP CETP622: the tag is what the flow emits; the collector runs it as SQL.
fun flowQuery(db: SQLiteDatabase, q: String) = runBlocking {                  // 14
    flowOf(q).collect { sql -> db.rawQuery(sql, null).close() }              // 15
}

// NM: the same flow, the tag bound as a selection argument.
fun flowBound(db: SQLiteDatabase, q: String) = runBlocking {                  // 19
    flowOf(q).collect { tag -> db.rawQuery("SELECT * FROM notes WHERE tag = ?", arrayOf(tag)).close() } // 20
}

// kotlinx.coroutines' map is inline: kotlinc copies it into the caller as a
// Flow class (...$$inlined$map$1, keeping the upstream in
// $this_unsafeTransform$inlined) whose collect hands the upstream a
// FlowCollector (...$$inlined$map$1$2) with the lambda's body inlined
// into its emit (a state machine with its own continuation class
// ...$$inlined$map$1$2$1). first() is not inline.

// TP CETP622: the first map builds SQL from the tag, the second runs it.
fun flowMapped(db: SQLiteDatabase, q: String): Int = runBlocking {            // 24
    flowOf(q).map { "SELECT * FROM notes WHERE tag = '$it'" }                   // 25
        .map { sql -> db.rawQuery(sql, null).count }.first()                    // 26
}

// NM: one map binds the tag as a selection argument.
fun flowTagged(db: SQLiteDatabase, q: String): Int = runBlocking {            // 30
    flowOf(q).map { tag -> db.rawQuery("SELECT * FROM notes WHERE tag = ?", arrayOf(tag)).count }.first() // 31
}
