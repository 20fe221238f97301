package com.tidetable

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase

sealed interface Tool {
    val name: String
}

data object FindSailor : Tool {
    override val name: String get() = "find_sailor"

    operator fun invoke(db: SQLiteDatabase, req: ToolRequest): android.os.Bundle {
        val c = db.rawQuery("SELECT watch FROM rota WHERE sailor = '" + req.sailor + "'", null)
        val n = c.count
        c.close()
        return okBundle("{\"watches\":" + n + "}")
    }
}

data class BoatCrew(val boat: String) : Tool {
    override val name: String get() = "boat_crew"

    operator fun invoke(db: SQLiteDatabase): android.os.Bundle {
        val c = db.rawQuery("SELECT sailor FROM rota WHERE boat = ?", arrayOf(boat))
        val n = c.count
        c.close()
        return okBundle("{\"crew\":" + n + "}")
    }
}

data object DropSailor : Tool {
    override val name: String get() = "drop_sailor"

    operator fun invoke(ctx: Context, db: SQLiteDatabase, req: ToolRequest, uid: Int): android.os.Bundle {
        if (!req.confirmed) {
            val pi = ctx.lockedIntent(DropSailorActivity::class.java)
            return needsUser(pi, ResumeBook.issue(TideUtil.strongToken(), uid))
        }
        db.delete("rota", "sailor = ?", arrayOf(req.sailor))
        return okBundle("{\"dropped\":true}")
    }
}

data class SwapWatch(val from: String, val to: String) : Tool {
    override val name: String get() = "swap_watch"

    operator fun invoke(ctx: Context, db: SQLiteDatabase, req: ToolRequest, uid: Int): android.os.Bundle {
        if (!ResumeBook.take(req.resumeToken, uid)) {
            val pi = ctx.lockedIntent(SwapWatchActivity::class.java)
            return needsUser(pi, ResumeBook.issue(TideUtil.shortToken(), uid))
        }
        val values = ContentValues().apply { put("sailor", to) }
        db.update("rota", values, "sailor = ?", arrayOf(from))
        return okBundle("{\"swapped\":true}")
    }
}

data object AddSailor : Tool {
    override val name: String get() = "add_sailor"
}

data object RenameBoat : Tool {
    override val name: String get() = "rename_boat"
}

data object BookSlot : Tool {
    override val name: String get() = "book_slot"
}

data object HoldMooring : Tool {
    override val name: String get() = "hold_mooring"
}

data object ReleaseMooring : Tool {
    override val name: String get() = "release_mooring"
}

data object Ping : Tool {
    override val name: String get() = "ping"
}

data object Checkin : Tool {
    override val name: String get() = "checkin"
}

data object StampTide : Tool {
    override val name: String get() = "stamp_tide"
}

data object NoteTide : Tool {
    override val name: String get() = "note_tide"
}

object Tools {
    val registry: Map<String, Tool> by lazy {
        HashMap<String, Tool>().apply {
            for (tool in listOf(FindSailor, DropSailor, AddSailor, RenameBoat, BookSlot, HoldMooring,
                ReleaseMooring, Ping, Checkin, StampTide, NoteTide)) put(tool.name, tool)
        }
    }

    fun parse(req: ToolRequest, name: String?): Tool? = when (name) {
        "boat_crew" -> BoatCrew(req.boat)
        "swap_watch" -> SwapWatch(req.sailor, req.args.optString("to"))
        else -> registry[name]
    }
}

inline fun <reified T : Tool> find(name: String?): T? = Tools.registry[name] as? T
