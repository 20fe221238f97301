package app.tallybook.budget.data

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper

class TallyDb private constructor(context: Context) : SQLiteOpenHelper(context, "tally.db", null, 3) {
    override fun onCreate(db: SQLiteDatabase) {
        for (statement in SCHEMA) db.execSQL(statement)
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        db.execSQL("DROP TABLE IF EXISTS requests")
        db.execSQL(SCHEMA.last())
    }

    companion object {
        private val SCHEMA = listOf(
            "CREATE TABLE expenses (id INTEGER PRIMARY KEY AUTOINCREMENT, amount_cents INTEGER NOT NULL, " +
                "category TEXT NOT NULL, note TEXT NOT NULL DEFAULT '', spent_on TEXT NOT NULL, budget_id INTEGER)",
            "CREATE TABLE budgets (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, limit_cents INTEGER NOT NULL, " +
                "spent_cents INTEGER NOT NULL DEFAULT 0, period_start TEXT NOT NULL, closed INTEGER NOT NULL DEFAULT 0)",
            "CREATE TABLE requests (dedup_key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_digest TEXT NOT NULL, " +
                "state TEXT NOT NULL, outcome TEXT, created_at INTEGER NOT NULL)",
        )

        @Volatile
        private var instance: TallyDb? = null

        fun get(context: Context): TallyDb =
            instance ?: synchronized(this) { instance ?: TallyDb(context).also { instance = it } }
    }
}
