package com.shedshare.lend

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase

sealed class Outcome {
    class Lent(val loanId: Long) : Outcome()
    class Refused(val reason: String) : Outcome()
}

interface Shelf {
    fun findTool(name: String): Long
    fun countLoans(name: String): Int
    fun lend(toolId: Long, borrower: String): Outcome
    fun retire(name: String): Int
    fun returnLoan(loanId: Long): Int
}

class SqlShelf(private val db: SQLiteDatabase) : Shelf {
    override fun findTool(name: String): Long {
        val c = db.rawQuery("SELECT _id FROM tools WHERE name = '" + name + "'", null)
        val id = if (c.moveToNext()) c.getLong(0) else -1L
        c.close()
        return id
    }

    override fun countLoans(name: String): Int {
        val c = db.rawQuery("SELECT COUNT(*) FROM loans WHERE tool = ?", arrayOf(name))
        val n = if (c.moveToNext()) c.getInt(0) else 0
        c.close()
        return n
    }

    override fun lend(toolId: Long, borrower: String): Outcome {
        if (toolId < 0) return Outcome.Refused("no such tool")
        val row = ContentValues().apply {
            put("tool_id", toolId)
            put("borrower", borrower)
        }
        return Outcome.Lent(db.insert("loans", null, row))
    }

    override fun retire(name: String): Int = db.delete("tools", "name = ?", arrayOf(name))

    override fun returnLoan(loanId: Long): Int = db.delete("loans", "_id = ?", arrayOf(loanId.toString()))

    companion object {
        fun open(ctx: Context): SqlShelf = SqlShelf(ctx.openOrCreateDatabase("shed.db", 0, null))
    }
}
