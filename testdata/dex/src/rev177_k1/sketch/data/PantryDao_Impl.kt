package app.larder.home.data

import android.database.Cursor

/** Written in the shape Room generates: statements compiled from constant SQL, bound by index, inside transactions. */
@Suppress("ClassName")
class PantryDao_Impl(private val __db: LarderDatabase) : PantryDao {
    override fun all(location: String?, limit: Int): List<PantryItem> {
        val db = __db.readableDatabase
        val cursor = if (location == null) {
            db.rawQuery(SELECT_ALL, arrayOf(limit.toString()))
        } else {
            db.rawQuery(SELECT_AT, arrayOf(location, limit.toString()))
        }
        try {
            return readItems(cursor)
        } finally {
            cursor.close()
        }
    }

    private fun readItems(cursor: Cursor): List<PantryItem> {
        val out = ArrayList<PantryItem>(cursor.getCount())
        while (cursor.moveToNext()) {
            out.add(PantryItem(cursor.getLong(0), cursor.getString(1), cursor.getInt(2), cursor.getString(3), cursor.getString(4), cursor.getLong(5)))
        }
        return out
    }

    override fun insert(item: PantryItem): Long {
        val db = __db.writableDatabase
        db.beginTransaction()
        try {
            val stmt = db.compileStatement(INSERT)
            stmt.bindString(1, item.name)
            stmt.bindLong(2, item.quantity.toLong())
            stmt.bindString(3, item.unit)
            stmt.bindString(4, item.location)
            stmt.bindLong(5, item.expiresOnDay)
            val id = stmt.executeInsert()
            db.setTransactionSuccessful()
            return id
        } finally {
            db.endTransaction()
        }
    }

    override fun consume(id: Long, amount: Int): Int {
        val db = __db.writableDatabase
        db.beginTransaction()
        try {
            val stmt = db.compileStatement(CONSUME)
            stmt.bindLong(1, amount.toLong())
            stmt.bindLong(2, id)
            stmt.bindLong(3, amount.toLong())
            val changed = stmt.executeUpdateDelete()
            val purge = db.compileStatement(DROP_EMPTY)
            purge.bindLong(1, id)
            purge.executeUpdateDelete()
            db.setTransactionSuccessful()
            return changed
        } finally {
            db.endTransaction()
        }
    }

    override fun deleteExpired(beforeDay: Long): Int {
        val db = __db.writableDatabase
        db.beginTransaction()
        try {
            val stmt = db.compileStatement(DELETE_EXPIRED)
            stmt.bindLong(1, beforeDay)
            val removed = stmt.executeUpdateDelete()
            db.setTransactionSuccessful()
            return removed
        } finally {
            db.endTransaction()
        }
    }

    override fun countExpired(beforeDay: Long): Long {
        val stmt = __db.readableDatabase.compileStatement(COUNT_EXPIRED)
        try {
            stmt.bindLong(1, beforeDay)
            return stmt.simpleQueryForLong()
        } finally {
            stmt.close()
        }
    }

    private companion object {
        const val COLUMNS = "id, name, quantity, unit, location, expires_on_day"
        const val SELECT_ALL = "SELECT " + COLUMNS + " FROM pantry_item ORDER BY expires_on_day LIMIT ?"
        const val SELECT_AT = "SELECT " + COLUMNS + " FROM pantry_item WHERE location = ? ORDER BY expires_on_day LIMIT ?"
        const val INSERT = "INSERT INTO pantry_item (name, quantity, unit, location, expires_on_day) VALUES (?, ?, ?, ?, ?)"
        const val CONSUME = "UPDATE pantry_item SET quantity = quantity - ? WHERE id = ? AND quantity >= ?"
        const val DROP_EMPTY = "DELETE FROM pantry_item WHERE id = ? AND quantity = 0"
        const val DELETE_EXPIRED = "DELETE FROM pantry_item WHERE expires_on_day < ?"
        const val COUNT_EXPIRED = "SELECT COUNT(*) FROM pantry_item WHERE expires_on_day < ?"
    }
}
