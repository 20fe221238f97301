package com.shedshare.tools

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import java.util.concurrent.atomic.AtomicReference

interface ToolLedger {
    fun findByName(name: String): Long
    fun countOpen(name: String): Int
    fun reserve(name: String, borrower: String): Long
    fun lend(toolId: Long, borrower: String): Long
    fun checkIn(tool: ToolId, uid: Int): Int
    fun extend(tool: ToolId, uid: Int, days: Int): Int
    fun handOver(name: String, toPackage: String): Int
    fun logRepair(name: String, byPackage: String): Int
    fun retire(name: String): Int
}

class SqlToolLedger(private val db: SQLiteDatabase) : ToolLedger {
    override fun findByName(name: String): Long =
        db.rawQuery("SELECT _id FROM tools WHERE name = '" + name + "' AND retired = 0", null).use { c ->
            if (c.moveToNext()) c.getLong(0) else -1L
        }

    override fun countOpen(name: String): Int =
        db.rawQuery("SELECT COUNT(*) FROM loans WHERE tool_name = ? AND returned = 0", arrayOf(name)).use { c ->
            if (c.moveToNext()) c.getInt(0) else 0
        }

    override fun reserve(name: String, borrower: String): Long {
        val row = ContentValues()
        row.put("tool_name", name)
        row.put("borrower", borrower)
        return db.insert("reservations", null, row)
    }

    override fun lend(toolId: Long, borrower: String): Long {
        val row = ContentValues()
        row.put("tool_id", toolId)
        row.put("borrower", borrower)
        return db.insert("loans", null, row)
    }

    override fun checkIn(tool: ToolId, uid: Int): Int {
        val row = ContentValues()
        row.put("returned", 1)
        return db.update("loans", row, "tool_key = ? AND borrower_uid = ?", arrayOf(tool.raw, uid.toString()))
    }

    override fun extend(tool: ToolId, uid: Int, days: Int): Int {
        val row = ContentValues()
        row.put("extra_days", days)
        return db.update("loans", row, "tool_key = ? AND borrower_uid = ?", arrayOf(tool.raw, uid.toString()))
    }

    override fun handOver(name: String, toPackage: String): Int {
        val row = ContentValues()
        row.put("holder", toPackage)
        return db.update("loans", row, "tool_name = ? AND returned = 0", arrayOf(name))
    }

    override fun logRepair(name: String, byPackage: String): Int {
        val row = ContentValues()
        row.put("tool_name", name)
        row.put("reported_by", byPackage)
        return if (db.insert("repairs", null, row) >= 0) 1 else 0
    }

    override fun retire(name: String): Int = db.delete("tools", "name = ?", arrayOf(name))
}

class MemoryToolLedger : ToolLedger {
    private val loans = HashMap<String, String>()

    override fun findByName(name: String): Long = if (loans.containsKey(name)) name.hashCode().toLong() else -1L
    override fun countOpen(name: String): Int = if (loans.containsKey(name)) 1 else 0
    override fun reserve(name: String, borrower: String): Long = lend(name.hashCode().toLong(), borrower)
    override fun lend(toolId: Long, borrower: String): Long {
        loans[toolId.toString()] = borrower
        return toolId
    }
    override fun checkIn(tool: ToolId, uid: Int): Int = if (loans.remove(tool.raw) != null) 1 else 0
    override fun extend(tool: ToolId, uid: Int, days: Int): Int = countOpen(tool.raw)
    override fun handOver(name: String, toPackage: String): Int = if (loans.put(name, toPackage) != null) 1 else 0
    override fun logRepair(name: String, byPackage: String): Int = 0
    override fun retire(name: String): Int = if (loans.remove(name) != null) 1 else 0
}

sealed class DeskResult {
    class Done(val rows: Int) : DeskResult()
    class Refused(val why: String) : DeskResult()
    object Unknown : DeskResult()
}

class ReturnDesk(private val ledger: ToolLedger) {
    private val lastReturned = AtomicReference<ToolId?>()

    fun checkIn(id: ToolId, uid: Int): DeskResult {
        val rows = ledger.checkIn(id, uid)
        lastReturned.set(id)
        return if (rows > 0) DeskResult.Done(rows) else DeskResult.Unknown
    }

    fun extend(id: ToolId, uid: Int, days: Int): DeskResult {
        if (days > 14) return DeskResult.Refused("loans extend by two weeks at most")
        val rows = ledger.extend(id, uid, days)
        return if (rows > 0) DeskResult.Done(rows) else DeskResult.Unknown
    }

    fun handOver(name: String, toPackage: String): DeskResult {
        val rows = ledger.handOver(name, toPackage)
        return if (rows > 0) DeskResult.Done(rows) else DeskResult.Unknown
    }
}

object ShedDb {
    fun open(context: Context): SQLiteDatabase = context.openOrCreateDatabase("shed.db", Context.MODE_PRIVATE, null)
}
