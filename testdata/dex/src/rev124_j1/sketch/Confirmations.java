package com.scanbox.cetp;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.scanbox.data.ScanDatabase;
import java.util.Optional;

/** Pending confirmations: the ticket a tool hands out, what it is bound to, and the user's answer. */
public final class Confirmations {
    private static final String[] COLUMNS = {"uid", "request_id", "tool", "digest", "expires_at", "answer"};

    private final ScanDatabase database;

    public Confirmations(ScanDatabase database) {
        this.database = database;
    }

    /** Opens a confirmation for this call and answers USER_ACTION_REQUIRED with its screen. */
    public Reply ask(ToolContext tools, Invocation call, ScreenSpec screen, String summary) {
        String ticket = tools.tickets().mint();
        ContentValues row = new ContentValues();
        row.put("ticket", ticket);
        row.put("uid", call.uid());
        row.put("request_id", call.requestId());
        row.put("tool", call.tool());
        row.put("digest", Ledger.digest(call));
        row.put("summary", summary);
        row.put("expires_at", System.currentTimeMillis() + Cetp.CONFIRMATION_TTL_MS);
        row.putNull("answer");
        database.getWritableDatabase().insertOrThrow("confirmations", null, row);
        PendingIntent resolution = Resolutions.forScreen(tools.context(), screen, ticket);
        return Reply.needsUser("Confirm on the phone: " + summary, resolution, ticket);
    }

    /**
     * Whether the user approved the confirmation this call resumes. The ticket is deleted on first use
     * whatever it held; it must have been issued to the same caller for the same request, tool and arguments.
     */
    public boolean redeem(Invocation call) {
        if (!call.resuming()) {
            return false;
        }
        SQLiteDatabase db = database.getWritableDatabase();
        String[] key = {call.resumeToken()};
        Cursor cursor = db.query("confirmations", COLUMNS, "ticket = ?", key, null, null, null);
        try {
            if (!cursor.moveToFirst()) {
                return false;
            }
            db.delete("confirmations", "ticket = ?", key);
            return cursor.getInt(0) == call.uid()
                    && call.requestId().equals(cursor.getString(1))
                    && call.tool().equals(cursor.getString(2))
                    && Ledger.digest(call).equals(cursor.getString(3))
                    && System.currentTimeMillis() < cursor.getLong(4)
                    && !cursor.isNull(5)
                    && cursor.getInt(5) == 1;
        } finally {
            cursor.close();
        }
    }

    /** The text the confirmation screen shows, while the ticket is open and unanswered. */
    public Optional<String> summary(String ticket) {
        Cursor cursor = database.getReadableDatabase().query("confirmations", new String[] {"summary"},
                "ticket = ? AND answer IS NULL", new String[] {ticket}, null, null, null);
        try {
            return cursor.moveToFirst() ? Optional.ofNullable(cursor.getString(0)) : Optional.empty();
        } finally {
            cursor.close();
        }
    }

    public void answer(String ticket, boolean approved) {
        ContentValues row = new ContentValues();
        row.put("answer", approved ? 1 : 0);
        database.getWritableDatabase().update("confirmations", row, "ticket = ? AND answer IS NULL",
                new String[] {ticket});
    }
}
