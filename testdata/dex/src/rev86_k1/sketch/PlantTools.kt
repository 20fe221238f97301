package com.fernlog

import android.content.ContentValues
import android.os.Bundle
import android.os.ParcelFileDescriptor
import java.io.File

object WaterPlant : Tool {
    override val name = "water_plant"
    override val effect = "write"

    override fun run(call: ToolCall): Bundle {
        val args = call.waterArgs
        val row = ContentValues()
        row.put("plant", args.plantId)
        row.put("by_pkg", call.pkg)
        call.db.insert("waterings", null, row)
        return ok("{\"watered\":true}")
    }
}

object DeletePlant : Tool {
    override val name = "delete_plant"
    override val effect = "delete"

    override fun run(call: ToolCall): Bundle {
        val args = call.waterArgs
        if (!args.confirmed) {
            val pi = confirmIntent(call.context, 1, ConfirmDeleteActivity::class.java)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), call.uid, name))
        }
        call.db.delete("plants", "id = ? AND owner = ?", arrayOf(args.plantId, call.pkg))
        return ok("{\"deleted\":true}")
    }
}

object ClearLog : Tool {
    override val name = "clear_log"
    override val effect = "delete"

    override fun run(call: ToolCall): Bundle {
        val args = call.waterArgs
        if (!ResumeBook.take(call.req.resumeToken, call.uid, name)) {
            val pi = confirmIntent(call.context, 2, ConfirmClearActivity::class.java)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), call.uid, name))
        }
        call.db.delete("waterings", "plant = ? AND by_pkg = ?", arrayOf(args.plantId, call.pkg))
        return ok("{\"cleared\":true}")
    }
}

object FindPlant : Tool {
    override val name = "find_plant"
    override val effect = "read"

    override fun run(call: ToolCall): Bundle {
        val args = call.waterArgs
        val c = call.db.rawQuery("SELECT name, last_watered FROM plants WHERE id = '" + args.plantId + "'", null)
        val found = c.moveToFirst()
        c.close()
        return ok("{\"found\":" + found + "}")
    }
}

object PlantHistory : Tool {
    override val name = "plant_history"
    override val effect = "read"

    override fun run(call: ToolCall): Bundle {
        val args = call.waterArgs
        val c = call.db.rawQuery("SELECT COUNT(*) FROM waterings WHERE plant = ?", arrayOf(args.plantId))
        val n = if (c.moveToFirst()) c.getLong(0) else 0L
        c.close()
        return ok("{\"waterings\":" + n + "}")
    }
}

object ShareLog : Tool {
    override val name = "share_log"
    override val effect = "read"

    override fun run(call: ToolCall): Bundle {
        val file = File(call.context.filesDir, "waterings.csv")
        return fileBundle(ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY))
    }
}

val PLANT_TOOLS: List<Tool> = listOf(WaterPlant, DeletePlant, ClearLog, FindPlant, PlantHistory, ShareLog)
