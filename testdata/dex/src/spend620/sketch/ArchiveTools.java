package com.sp;

import android.content.Context;
import android.os.Bundle;
import java.io.File;

/** purge_archive: runs on the approved ticket and leaves it open. */
final class ArchiveTools extends ToolSet {
    ArchiveTools(Context context, Tickets tickets) {
        super(context, tickets);
    }

    @Override
    Bundle execute(Bundle req, int uid) {
        Tickets.Ticket t = prepare(req, uid);
        if (t == null) {
            return ask(uid, "purge_archive");
        }
        new File(context.getFilesDir(), "archive.db").delete();
        Bundle out = new Bundle();
        out.putString("result", "{\"purged\":true}");
        return out;
    }
}
