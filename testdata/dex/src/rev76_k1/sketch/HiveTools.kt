package com.hivewatch

import android.app.PendingIntent
import android.content.ContentValues
import android.content.Intent
import android.os.Bundle
import org.json.JSONObject
import javax.inject.Inject

class InspectHiveTool @Inject constructor(private val hives: HiveDb) : ToolHandler {
    override fun run(ctx: ToolCtx, args: JSONObject): Bundle {
        val hive = args.optString("hive")
        val c = hives.db.rawQuery("SELECT frames, brood FROM inspections WHERE hive = '" + hive + "'", null)
        val n = c.count
        c.close()
        return okBundle("{\"inspections\":" + n + "}")
    }
}

class HiveHistoryTool @Inject constructor(private val hives: HiveDb) : ToolHandler {
    override fun run(ctx: ToolCtx, args: JSONObject): Bundle {
        val hive = args.optString("hive")
        val c = hives.db.rawQuery("SELECT day, note FROM inspections WHERE hive = ?", arrayOf(hive))
        val n = c.count
        c.close()
        return okBundle("{\"visits\":" + n + "}")
    }
}

class RequeenTool @Inject constructor(
    private val hives: HiveDb,
    private val book: ResumeBook,
    private val tokens: HiveTokens,
) : ToolHandler {
    override fun run(ctx: ToolCtx, args: JSONObject): Bundle {
        val hive = args.optString("hive")
        if (book.take(ctx.resumeToken, ctx.uid, "requeen_hive")) {
            hives.db.update("hives", ContentValues().apply { put("queen", args.optString("queen")) }, "id = ?", arrayOf(hive))
            return okBundle("{\"requeened\":true}")
        }
        val intent = Intent(ctx.context, RequeenActivity::class.java).putExtra("hive", hive)
        val pi = PendingIntent.getActivity(ctx.context, 1, intent, PendingIntent.FLAG_UPDATE_CURRENT)
        return needsUser(pi, book.issue(tokens.next(), ctx.uid, "requeen_hive"))
    }
}

class CombineTool @Inject constructor(
    private val hives: HiveDb,
    private val book: ResumeBook,
    private val tokens: HiveTokens,
) : ToolHandler {
    override fun run(ctx: ToolCtx, args: JSONObject): Bundle {
        val weak = args.optString("weak")
        if (book.take(ctx.resumeToken, ctx.uid, "combine_hives")) {
            hives.db.delete("hives", "id = ?", arrayOf(weak))
            return okBundle("{\"combined\":true}")
        }
        val intent = Intent(ctx.context, CombineActivity::class.java).putExtra("weak", weak)
        val pi = PendingIntent.getActivity(ctx.context, 2, intent, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, book.issue(tokens.next(), ctx.uid, "combine_hives"))
    }
}

class HarvestTool @Inject constructor(
    private val hives: HiveDb,
    private val book: ResumeBook,
    private val tokens: HiveTokens,
) : ToolHandler {
    override fun run(ctx: ToolCtx, args: JSONObject): Bundle {
        val hive = args.optString("hive")
        if (!args.optBoolean("confirmed")) {
            val intent = Intent(ctx.context, HarvestActivity::class.java).putExtra("hive", hive)
            val pi = PendingIntent.getActivity(ctx.context, 3, intent, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, book.issue(tokens.next(), ctx.uid, "harvest_honey"))
        }
        hives.db.insert("harvests", null, ContentValues().apply {
            put("hive", hive)
            put("frames", args.optInt("frames"))
        })
        return okBundle("{\"harvested\":true}")
    }
}

class SplitColonyTool @Inject constructor(
    private val hives: HiveDb,
    private val book: ResumeBook,
    private val tokens: HiveTokens,
) : ToolHandler {
    override fun run(ctx: ToolCtx, args: JSONObject): Bundle {
        val hive = args.optString("hive")
        if (!book.take(ctx.resumeToken, ctx.uid, "split_colony")) {
            val intent = Intent(ctx.context, SplitColonyActivity::class.java).putExtra("hive", hive)
            val pi = PendingIntent.getActivity(ctx.context, 4, intent, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, book.issue(tokens.next(), ctx.uid, "split_colony"))
        }
        hives.db.insert("hives", null, ContentValues().apply { put("parent", hive) })
        return okBundle("{\"split\":true}")
    }
}
