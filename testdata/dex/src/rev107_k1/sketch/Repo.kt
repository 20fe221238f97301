package com.fieldkit

import android.content.ContentValues
import android.database.sqlite.SQLiteDatabase
import java.util.concurrent.ConcurrentHashMap

interface SampleRepo {
    fun insert(sample: Sample): Long
    fun discard(id: String, hard: Boolean): Int
    fun countBySpecies(filter: SpeciesFilter): Int
    fun countAtSite(site: String): Int
    fun logVisit(site: String, uid: Int): Long
}

class SqliteSampleRepo(private val db: SQLiteDatabase) : SampleRepo {
    override fun insert(sample: Sample): Long = db.insert("samples", null, ContentValues().apply {
        put("id", sample.id)
        put("species", sample.species)
        put("site", sample.site)
    })

    override fun discard(id: String, hard: Boolean): Int {
        if (hard) {
            return db.delete("samples", "id = ?", arrayOf(id))
        }
        return db.update("samples", ContentValues().apply { put("hidden", "1") }, "id = ?", arrayOf(id))
    }

    override fun countBySpecies(filter: SpeciesFilter): Int {
        val c = db.rawQuery("SELECT id FROM samples WHERE species = '" + filter.species + "' LIMIT " + filter.limit, null)
        val n = c.count
        c.close()
        return n
    }

    override fun countAtSite(site: String): Int {
        val c = db.rawQuery("SELECT id FROM samples WHERE site = ?", arrayOf(site))
        val n = c.count
        c.close()
        return n
    }

    override fun logVisit(site: String, uid: Int): Long = db.insert("visits", null, ContentValues().apply {
        put("site", site)
        put("uid", uid.toString())
    })
}

class FakeSampleRepo : SampleRepo {
    private val rows = ConcurrentHashMap<String, Sample>()

    override fun insert(sample: Sample): Long {
        rows[sample.id] = sample
        return rows.size.toLong()
    }

    override fun discard(id: String, hard: Boolean): Int = if (rows.remove(id) != null) 1 else 0
    override fun countBySpecies(filter: SpeciesFilter): Int = rows.size
    override fun countAtSite(site: String): Int = rows.size
    override fun logVisit(site: String, uid: Int): Long = 0L
}
