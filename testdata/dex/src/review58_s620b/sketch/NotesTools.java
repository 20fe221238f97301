package com.sp;

import android.content.Context;
import android.os.Bundle;
import java.io.File;

/** delete_note: spends the ticket whatever the delete does. */
final class NotesTools extends ToolSet {
    NotesTools(Context context, Tickets tickets) {
        super(context, tickets);
    }

    @Override
    Bundle execute(Bundle req, int uid) {
        Tickets.Ticket t = prepare(req, uid);
        if (t == null) {
            return ask(uid, "delete_note");
        }
        try {
            new File(context.getFilesDir(), "note.txt").delete();
        } finally {
            tickets.spend(t.token);
        }
        Bundle out = new Bundle();
        out.putString("result", "{\"deleted\":true}");
        return out;
    }
}
