package com.sp;

import android.content.Context;
import android.os.Bundle;
import java.io.File;

/** purge_archive: spends the ticket only when the delete throws. */
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
        try {
            new File(context.getFilesDir(), "archive.db").delete();
        } catch (RuntimeException e) {
            tickets.spend(t.token);
            throw e;
        }
        Bundle out = new Bundle();
        out.putString("result", "{\"purged\":true}");
        return out;
    }
}
