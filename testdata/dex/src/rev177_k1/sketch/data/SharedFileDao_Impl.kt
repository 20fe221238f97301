package app.larder.home.data

@Suppress("ClassName")
class SharedFileDao_Impl(private val __db: LarderDatabase) : SharedFileDao {
    override fun record(name: String, provider: String, ownerUid: Int, createdAt: Long) {
        val db = __db.writableDatabase
        db.beginTransaction()
        try {
            val stmt = db.compileStatement(INSERT)
            stmt.bindString(1, name)
            stmt.bindString(2, provider)
            stmt.bindLong(3, ownerUid.toLong())
            stmt.bindLong(4, createdAt)
            stmt.executeInsert()
            db.setTransactionSuccessful()
        } finally {
            db.endTransaction()
        }
    }

    override fun exists(name: String, provider: String): Boolean = ownerOf(name, provider) != null

    override fun ownerOf(name: String, provider: String): Int? {
        val cursor = __db.readableDatabase.rawQuery(OWNER, arrayOf(name, provider))
        try {
            return if (cursor.moveToFirst()) cursor.getInt(0) else null
        } finally {
            cursor.close()
        }
    }

    private companion object {
        const val INSERT = "INSERT INTO shared_file (name, provider, owner_uid, created_at) VALUES (?, ?, ?, ?)"
        const val OWNER = "SELECT owner_uid FROM shared_file WHERE name = ? AND provider = ?"
    }
}
