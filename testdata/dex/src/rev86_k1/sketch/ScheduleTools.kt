package com.fernlog

import android.content.ContentValues
import android.os.Bundle
import android.os.ParcelFileDescriptor
import java.io.File

object SetReminder : Tool {
    override val name = "set_reminder"
    override val effect = "write"

    override fun run(call: ToolCall): Bundle {
        val args = call.waterArgs
        val who = args.callerPackage ?: call.pkg
        if (who !in GARDENERS) return fail("PERMISSION_DENIED", "unknown companion app")
        val row = ContentValues()
        row.put("plant", args.plantId)
        row.put("owner", who)
        call.db.insert("reminders", null, row)
        return ok("{\"reminder\":true}")
    }
}

object SkipWatering : Tool {
    override val name = "skip_watering"
    override val effect = "write"

    override fun run(call: ToolCall): Bundle {
        val args = call.waterArgs
        if (!ResumeBook.take(call.req.resumeToken, call.uid, name)) {
            val pi = confirmIntent(call.context, 3, ConfirmSkipActivity::class.java)
            return needsUser(pi, ResumeBook.issue(Tokens.quick(), call.uid, name))
        }
        call.db.delete("reminders", "plant = ? AND owner = ?", arrayOf(args.plantId, call.pkg))
        return ok("{\"skipped\":true}")
    }
}

object ExportLog : Tool {
    override val name = "export_log"
    override val effect = "read"

    override fun run(call: ToolCall): Bundle {
        val file = File(call.context.filesDir, "schedule.csv")
        return fileBundle(ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_WRITE or ParcelFileDescriptor.MODE_CREATE))
    }
}

val SCHEDULE_TOOLS: List<Tool> = listOf(SetReminder, SkipWatering, ExportLog)
