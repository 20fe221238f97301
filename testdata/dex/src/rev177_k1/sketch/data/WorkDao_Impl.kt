package app.larder.home.data

import android.database.Cursor

@Suppress("ClassName")
class WorkDao_Impl(private val __db: LarderDatabase) : WorkDao {
    override fun insert(info: WorkInfo, createdAt: Long) {
        val db = __db.writableDatabase
        db.beginTransaction()
        try {
            val stmt = db.compileStatement(INSERT)
            stmt.bindString(1, info.id)
            stmt.bindString(2, info.provider)
            stmt.bindLong(3, info.ownerUid.toLong())
            stmt.bindString(4, info.requestId)
            stmt.bindString(5, info.state)
            stmt.bindLong(6, createdAt)
            stmt.executeInsert()
            db.setTransactionSuccessful()
        } finally {
            db.endTransaction()
        }
    }

    override fun byId(id: String): WorkInfo? {
        val cursor = __db.readableDatabase.rawQuery(SELECT_BY_ID, arrayOf(id))
        try {
            return readOne(cursor)
        } finally {
            cursor.close()
        }
    }

    override fun byIdForOwner(id: String, ownerUid: Int, requestId: String): WorkInfo? {
        val cursor = __db.readableDatabase.rawQuery(SELECT_OWNED, arrayOf(id, ownerUid.toString(), requestId))
        try {
            return readOne(cursor)
        } finally {
            cursor.close()
        }
    }

    private fun readOne(cursor: Cursor): WorkInfo? {
        if (!cursor.moveToFirst()) return null
        val result = if (cursor.isNull(6)) null else cursor.getString(6)
        return WorkInfo(cursor.getString(0), cursor.getString(1), cursor.getInt(2), cursor.getString(3), cursor.getString(4),
            cursor.getInt(5) != 0, result)
    }

    override fun setState(id: String, state: String, result: String?): Int {
        val db = __db.writableDatabase
        db.beginTransaction()
        try {
            val stmt = db.compileStatement(SET_STATE)
            stmt.bindString(1, state)
            if (result == null) stmt.bindNull(2) else stmt.bindString(2, result)
            stmt.bindString(3, id)
            val changed = stmt.executeUpdateDelete()
            db.setTransactionSuccessful()
            return changed
        } finally {
            db.endTransaction()
        }
    }

    override fun requestCancel(id: String): Int {
        val stmt = __db.writableDatabase.compileStatement(REQUEST_CANCEL)
        try {
            stmt.bindString(1, id)
            return stmt.executeUpdateDelete()
        } finally {
            stmt.close()
        }
    }

    override fun cancelRequested(id: String): Boolean {
        val stmt = __db.readableDatabase.compileStatement(CANCEL_REQUESTED)
        try {
            stmt.bindString(1, id)
            return stmt.simpleQueryForLong() != 0L
        } finally {
            stmt.close()
        }
    }

    override fun failUnfinished(provider: String, error: String): Int {
        val db = __db.writableDatabase
        db.beginTransaction()
        try {
            val stmt = db.compileStatement(FAIL_UNFINISHED)
            stmt.bindString(1, error)
            stmt.bindString(2, provider)
            val changed = stmt.executeUpdateDelete()
            db.setTransactionSuccessful()
            return changed
        } finally {
            db.endTransaction()
        }
    }

    private companion object {
        const val COLUMNS = "id, provider, owner_uid, request_id, state, cancel_requested, result"
        const val INSERT = "INSERT INTO work_info (id, provider, owner_uid, request_id, state, created_at) VALUES (?, ?, ?, ?, ?, ?)"
        const val SELECT_BY_ID = "SELECT " + COLUMNS + " FROM work_info WHERE id = ?"
        const val SELECT_OWNED = "SELECT " + COLUMNS + " FROM work_info WHERE id = ? AND owner_uid = ? AND request_id = ?"
        const val SET_STATE = "UPDATE work_info SET state = ?, result = ? WHERE id = ?"
        const val REQUEST_CANCEL = "UPDATE work_info SET cancel_requested = 1 WHERE id = ?"
        const val CANCEL_REQUESTED = "SELECT COUNT(*) FROM work_info WHERE id = ? AND cancel_requested = 1"
        const val FAIL_UNFINISHED = "UPDATE work_info SET state = 'failed', result = ? WHERE provider = ? AND state IN ('queued', 'running')"
    }
}
