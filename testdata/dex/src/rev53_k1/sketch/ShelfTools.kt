package com.lendshelf

import android.app.PendingIntent
import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import org.json.JSONObject

enum class Effect { READ, CREATE, UPDATE, DELETE }

sealed interface ShelfTool {
    val name: String
    val effect: Effect get() = Effect.READ

    fun run(ctx: Context, caller: CallerUid, args: JSONObject): Bundle

    companion object {
        val all: List<ShelfTool> = listOf(SearchGames, CountCopies, LendGame(), WriteOff(), RenewLoan(), MyLoans, ExportShelf)
        val byName: Map<String, ShelfTool> = all.associateBy { it.name }
    }
}

data object SearchGames : ShelfTool {
    override val name = "search_games"

    override fun run(ctx: Context, caller: CallerUid, args: JSONObject): Bundle {
        val title = args.optString("title")
        val hits = ctx.shelfDb().findBy<Game>("title", title).use { it.count }
        return okBundle("{\"matches\":$hits}")
    }
}

data object CountCopies : ShelfTool {
    override val name = "count_copies"

    override fun run(ctx: Context, caller: CallerUid, args: JSONObject): Bundle {
        val title = args.optString("title")
        val copies = ctx.shelfDb().findBound<Game>("title", title).use { it.count }
        return okBundle("{\"copies\":$copies}")
    }
}

class LendGame : ShelfTool {
    override val name = "lend_game"
    override val effect get() = Effect.CREATE

    override fun run(ctx: Context, caller: CallerUid, args: JSONObject): Bundle {
        val gameId = args.optLong("game_id")
        if (args.optBoolean("confirmed")) Log.i("LendShelf", "lend_game: consumer-side confirmation ignored")
        if (!ResumeBook.take(args.optString("resume_token"), caller, name)) {
            val token = Tokens.secure()
            ResumeBook.issue(token, caller, name)
            val pi = resolution(ctx) {
                target = ConfirmLendActivity::class.java
                requestCode = gameId.toInt()
                flags = PendingIntent.FLAG_UPDATE_CURRENT
            }
            return needsUser(pi, token)
        }
        ctx.shelfDb().insert("loans", null, ContentValues().apply {
            put("game_id", gameId)
            put("borrower_uid", caller.raw)
        })
        return okBundle("{\"lent\":$gameId}")
    }
}

class WriteOff : ShelfTool {
    override val name = "write_off"
    override val effect get() = Effect.DELETE

    override fun run(ctx: Context, caller: CallerUid, args: JSONObject): Bundle {
        val gameId = args.optLong("game_id")
        if (!args.optBoolean("user_confirmed")) {
            val token = Tokens.secure()
            ResumeBook.issue(token, caller, name)
            return needsUser(resolution(ctx) {
                target = ConfirmLendActivity::class.java
                flags = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
            }, token)
        }
        ctx.shelfDb().delete("Game", "_id = ?", arrayOf(gameId.toString()))
        return okBundle("{\"written_off\":$gameId}")
    }
}

class RenewLoan : ShelfTool {
    override val name = "renew_loan"
    override val effect get() = Effect.UPDATE

    override fun run(ctx: Context, caller: CallerUid, args: JSONObject): Bundle {
        val loanId = args.optLong("loan_id")
        val renewed = shelfWorker.submit<Int> { Loans.renew(ctx.shelfDb(), CallerUid.current(), loanId) }.get()
        return okBundle("{\"renewed\":$renewed}")
    }
}

data object MyLoans : ShelfTool {
    override val name = "my_loans"

    override fun run(ctx: Context, caller: CallerUid, args: JSONObject): Bundle {
        val open = shelfWorker.submit<Int> { Loans.countFor(ctx.shelfDb(), caller) }.get()
        return okBundle("{\"open_loans\":$open}")
    }
}

data object ExportShelf : ShelfTool {
    override val name = "export_shelf"

    override fun run(ctx: Context, caller: CallerUid, args: JSONObject): Bundle {
        val (readEnd, writeEnd) = ParcelFileDescriptor.createPipe()
        val text = Loans.titles(ctx.shelfDb())
        shelfWorker.execute {
            ParcelFileDescriptor.AutoCloseOutputStream(writeEnd).use { it.write(text.toByteArray()) }
        }
        Log.i("LendShelf", "export_shelf: read end $readEnd")
        return fileBundle(writeEnd)
    }
}

object Loans {
    fun renew(db: SQLiteDatabase, who: CallerUid, loanId: Long): Int =
        db.update("loans", ContentValues().apply { put("due", System.currentTimeMillis() + WEEK_MS) },
            "_id = ? AND borrower_uid = ?", arrayOf(loanId.toString(), who.raw.toString()))

    fun countFor(db: SQLiteDatabase, who: CallerUid): Int =
        db.rawQuery("SELECT _id FROM loans WHERE borrower_uid = ?", arrayOf(who.raw.toString())).use { it.count }

    fun titles(db: SQLiteDatabase): String =
        db.rawQuery("SELECT title FROM Game", null).use { c ->
            buildString { while (c.moveToNext()) append(c.getString(0)).append('\n') }
        }

    private const val WEEK_MS = 7L * 24 * 60 * 60 * 1000
}
