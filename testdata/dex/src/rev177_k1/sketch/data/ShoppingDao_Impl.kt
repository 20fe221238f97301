package app.larder.home.data

@Suppress("ClassName")
class ShoppingDao_Impl(private val __db: LarderDatabase) : ShoppingDao {
    override fun entries(list: String, includeChecked: Boolean): List<ShoppingEntry> {
        val sql = if (includeChecked) SELECT_ALL else SELECT_OPEN
        val cursor = __db.readableDatabase.rawQuery(sql, arrayOf(list))
        try {
            val out = ArrayList<ShoppingEntry>()
            while (cursor.moveToNext()) {
                out.add(ShoppingEntry(cursor.getLong(0), cursor.getString(1), cursor.getString(2), cursor.getInt(3), cursor.getInt(4) != 0))
            }
            return out
        } finally {
            cursor.close()
        }
    }

    override fun add(list: String, name: String, quantity: Int, addedAt: Long): Long {
        val db = __db.writableDatabase
        db.beginTransaction()
        try {
            val stmt = db.compileStatement(INSERT)
            stmt.bindString(1, list)
            stmt.bindString(2, name)
            stmt.bindLong(3, quantity.toLong())
            stmt.bindLong(4, addedAt)
            val id = stmt.executeInsert()
            db.setTransactionSuccessful()
            return id
        } finally {
            db.endTransaction()
        }
    }

    override fun setChecked(id: Long, checked: Boolean): Int {
        val db = __db.writableDatabase
        db.beginTransaction()
        try {
            val stmt = db.compileStatement(CHECK)
            stmt.bindLong(1, if (checked) 1L else 0L)
            stmt.bindLong(2, id)
            val changed = stmt.executeUpdateDelete()
            db.setTransactionSuccessful()
            return changed
        } finally {
            db.endTransaction()
        }
    }

    override fun clear(list: String): Int {
        val db = __db.writableDatabase
        db.beginTransaction()
        try {
            val stmt = db.compileStatement(CLEAR)
            stmt.bindString(1, list)
            val removed = stmt.executeUpdateDelete()
            db.setTransactionSuccessful()
            return removed
        } finally {
            db.endTransaction()
        }
    }

    override fun count(list: String): Long {
        val stmt = __db.readableDatabase.compileStatement(COUNT)
        try {
            stmt.bindString(1, list)
            return stmt.simpleQueryForLong()
        } finally {
            stmt.close()
        }
    }

    private companion object {
        const val SELECT_ALL = "SELECT id, list, name, quantity, checked FROM shopping_entry WHERE list = ? ORDER BY added_at"
        const val SELECT_OPEN = "SELECT id, list, name, quantity, checked FROM shopping_entry WHERE list = ? AND checked = 0 ORDER BY added_at"
        const val INSERT = "INSERT INTO shopping_entry (list, name, quantity, added_at) VALUES (?, ?, ?, ?)"
        const val CHECK = "UPDATE shopping_entry SET checked = ? WHERE id = ?"
        const val CLEAR = "DELETE FROM shopping_entry WHERE list = ?"
        const val COUNT = "SELECT COUNT(*) FROM shopping_entry WHERE list = ?"
    }
}
