package b;

import a.f;

import android.database.sqlite.SQLiteDatabase;
import android.util.Log;

import org.json.JSONObject;

/** The worker body of one archive operation. */
public final class aa implements Runnable {
    private final f d;
    private final String e;
    private final long g;

    aa(f helper, String id, long site) {
        this.d = helper;
        this.e = id;
        this.g = site;
    }

    @Override
    public void run() {
        SQLiteDatabase db = d.getWritableDatabase();
        try {
            if (c.a(db, e)) {
                c.a(db, e, "cancelled", null);
                return;
            }
            c.a(db, e, "running", null);
            JSONObject done = b.b(db, g);
            if (done == null) {
                c.a(db, e, "failed", new JSONObject().put("error_code", "CONFLICT")
                        .put("error_message", "The current state does not allow this change.")
                        .put("retryable", false).toString());
            } else {
                c.a(db, e, "succeeded", new JSONObject().put("kind", "inline").put("value", done).toString());
            }
        } catch (Exception ex) {
            Log.w("Fieldbook", "archive operation failed", ex);
            try {
                c.a(db, e, "failed", new JSONObject().put("error_code", "INTERNAL_ERROR")
                        .put("error_message", "Something went wrong in Fieldbook.").put("retryable", false)
                        .toString());
            } catch (Exception ignored) {
                // the row stays running and is picked up after the next start
            }
        }
    }
}
