package com.plotshare.garden

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import androidx.sqlite.db.SupportSQLiteDatabase
import androidx.sqlite.db.framework.FrameworkSQLiteDatabase
import dagger.internal.Factory
import javax.inject.Provider
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock

object GardenDb {
    fun open(context: Context): SQLiteDatabase = context.openOrCreateDatabase("garden.db", 0, null)

    fun support(context: Context): SupportSQLiteDatabase = FrameworkSQLiteDatabase(open(context))
}

interface PlotDao {
    fun insertBooking(plot: String, uid: Int): Long
    fun deleteBooking(plot: String, uid: Int): Int
    fun swap(from: String, to: String, by: String): Int
    fun insertWatering(plot: String, by: String): Long
    fun countInvites(plot: String): Long
    fun countByCrop(crop: String): Int
    fun insertShare(crop: String, kg: Int, owner: String): Long
    fun claimShare(shareId: Long, by: String): Int
    fun findOutcome(requestId: String): String?
    fun saveOutcome(requestId: String, json: String)
}

class PlotDao_Impl(private val __db: SupportSQLiteDatabase) : PlotDao {
    override fun insertBooking(plot: String, uid: Int): Long {
        val _stmt = __db.compileStatement("INSERT INTO booking (plot, uid) VALUES (?, ?)")
        _stmt.bindString(1, plot)
        _stmt.bindLong(2, uid.toLong())
        return _stmt.executeInsert()
    }

    override fun deleteBooking(plot: String, uid: Int): Int {
        val _stmt = __db.compileStatement("DELETE FROM booking WHERE plot = ? AND uid = ?")
        _stmt.bindString(1, plot)
        _stmt.bindLong(2, uid.toLong())
        return _stmt.executeUpdateDelete()
    }

    override fun swap(from: String, to: String, by: String): Int {
        val _stmt = __db.compileStatement("UPDATE booking SET plot = ?, swapped_by = ? WHERE plot = ?")
        _stmt.bindString(1, to)
        _stmt.bindString(2, by)
        _stmt.bindString(3, from)
        return _stmt.executeUpdateDelete()
    }

    override fun insertWatering(plot: String, by: String): Long {
        val _stmt = __db.compileStatement("INSERT INTO watering (plot, logged_by) VALUES (?, ?)")
        _stmt.bindString(1, plot)
        _stmt.bindString(2, by)
        return _stmt.executeInsert()
    }

    override fun countInvites(plot: String): Long {
        val _stmt = __db.compileStatement("SELECT COUNT(*) FROM invite WHERE plot = ?")
        _stmt.bindString(1, plot)
        return _stmt.simpleQueryForLong()
    }

    override fun countByCrop(crop: String): Int {
        val _cursor = __db.query("SELECT COUNT(*) FROM harvest WHERE crop = ?", arrayOf<Any>(crop))
        try {
            return if (_cursor.moveToNext()) _cursor.getInt(0) else 0
        } finally {
            _cursor.close()
        }
    }

    override fun insertShare(crop: String, kg: Int, owner: String): Long {
        val _stmt = __db.compileStatement("INSERT INTO harvest (crop, kg, owner_app) VALUES (?, ?, ?)")
        _stmt.bindString(1, crop)
        _stmt.bindLong(2, kg.toLong())
        _stmt.bindString(3, owner)
        return _stmt.executeInsert()
    }

    override fun claimShare(shareId: Long, by: String): Int {
        val _stmt = __db.compileStatement("UPDATE harvest SET claimed_by = ? WHERE id = ?")
        _stmt.bindString(1, by)
        _stmt.bindLong(2, shareId)
        return _stmt.executeUpdateDelete()
    }

    override fun findOutcome(requestId: String): String? {
        val _cursor = __db.query("SELECT outcome FROM journal WHERE request_id = ?", arrayOf<Any>(requestId))
        try {
            return if (_cursor.moveToNext()) _cursor.getString(0) else null
        } finally {
            _cursor.close()
        }
    }

    override fun saveOutcome(requestId: String, json: String) {
        val _stmt = __db.compileStatement("INSERT OR REPLACE INTO journal (request_id, outcome) VALUES (?, ?)")
        _stmt.bindString(1, requestId)
        _stmt.bindString(2, json)
        _stmt.executeInsert()
    }
}

sealed interface PlotResult {
    data class Booked(val plot: String, val bookingId: Long) : PlotResult
    data class Changed(val plot: String, val rows: Int) : PlotResult
    data object Taken : PlotResult
}

fun PlotResult.toBundle() = when (this) {
    is PlotResult.Booked -> okBundle("{\"plot\":\"$plot\",\"booking\":$bookingId}")
    is PlotResult.Changed -> okBundle("{\"plot\":\"$plot\",\"rows\":$rows}")
    PlotResult.Taken -> errorBundle("CONFLICT", "that plot is already booked")
}

open class PlotRepository(private val dao: PlotDao) {
    private val mutex = Mutex()

    open suspend fun book(plot: String, uid: Int): PlotResult = mutex.withLock {
        val id = dao.insertBooking(plot, uid)
        if (id < 0) PlotResult.Taken else PlotResult.Booked(plot, id)
    }

    fun release(plot: String, uid: Int): PlotResult = PlotResult.Changed(plot, dao.deleteBooking(plot, uid))

    fun swap(from: String, to: String, by: String): PlotResult = PlotResult.Changed(to, dao.swap(from, to, by))

    fun water(plot: String, by: String): PlotResult = PlotResult.Booked(plot, dao.insertWatering(plot, by))

    fun hasInvites(plot: String): Boolean = dao.countInvites(plot) > 0
}

class PlotRepository_Factory(private val daoProvider: Provider<PlotDao>) : Factory<PlotRepository> {
    override fun get(): PlotRepository = newInstance(daoProvider.get())

    companion object {
        @JvmStatic
        fun create(daoProvider: Provider<PlotDao>): PlotRepository_Factory = PlotRepository_Factory(daoProvider)

        @JvmStatic
        fun newInstance(dao: PlotDao): PlotRepository = PlotRepository(dao)
    }
}

fun harvestQuery(crop: String): String = "SELECT id, kg FROM harvest WHERE crop = '" + crop + "' AND claimed_by IS NULL"
