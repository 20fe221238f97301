package app.larder.home.data

@Suppress("ClassName")
class RequestDao_Impl(private val __db: LarderDatabase) : RequestDao {
    override fun find(uid: Int, provider: String, requestId: String): RequestRecord? {
        val cursor = __db.readableDatabase.rawQuery(SELECT, arrayOf(uid.toString(), provider, requestId))
        try {
            if (!cursor.moveToFirst()) return null
            val result = if (cursor.isNull(2)) null else cursor.getString(2)
            return RequestRecord(uid, provider, requestId, cursor.getString(0), cursor.getString(1), result)
        } finally {
            cursor.close()
        }
    }

    override fun claim(record: RequestRecord, createdAt: Long): RequestRecord? {
        val db = __db.writableDatabase
        db.beginTransaction()
        try {
            val prior = find(record.uid, record.provider, record.requestId)
            if (prior == null) {
                val stmt = db.compileStatement(INSERT)
                stmt.bindLong(1, record.uid.toLong())
                stmt.bindString(2, record.provider)
                stmt.bindString(3, record.requestId)
                stmt.bindString(4, record.tool)
                stmt.bindString(5, record.digest)
                stmt.bindLong(6, createdAt)
                stmt.executeInsert()
            }
            db.setTransactionSuccessful()
            return prior
        } finally {
            db.endTransaction()
        }
    }

    override fun complete(uid: Int, provider: String, requestId: String, result: String): Int {
        val db = __db.writableDatabase
        db.beginTransaction()
        try {
            val stmt = db.compileStatement(COMPLETE)
            stmt.bindString(1, result)
            stmt.bindLong(2, uid.toLong())
            stmt.bindString(3, provider)
            stmt.bindString(4, requestId)
            val changed = stmt.executeUpdateDelete()
            db.setTransactionSuccessful()
            return changed
        } finally {
            db.endTransaction()
        }
    }

    override fun release(uid: Int, provider: String, requestId: String): Int {
        val stmt = __db.writableDatabase.compileStatement(RELEASE)
        try {
            stmt.bindLong(1, uid.toLong())
            stmt.bindString(2, provider)
            stmt.bindString(3, requestId)
            return stmt.executeUpdateDelete()
        } finally {
            stmt.close()
        }
    }

    private companion object {
        const val SELECT = "SELECT tool, digest, result FROM request_record WHERE uid = ? AND provider = ? AND request_id = ?"
        const val INSERT = "INSERT INTO request_record (uid, provider, request_id, tool, digest, created_at) VALUES (?, ?, ?, ?, ?, ?)"
        const val COMPLETE = "UPDATE request_record SET result = ? WHERE uid = ? AND provider = ? AND request_id = ?"
        const val RELEASE = "DELETE FROM request_record WHERE uid = ? AND provider = ? AND request_id = ? AND result IS NULL"
    }
}
