package com.gridnote.outage;

import android.app.PendingIntent;
import android.database.SQLException;
import android.os.Bundle;
import android.os.Looper;
import android.os.Message;
import android.util.Log;
import com.gridnote.data.GridDb;
import com.gridnote.tools.Replies;
import com.gridnote.tools.ToolBase;
import com.gridnote.tools.ToolSpec;
import com.gridnote.util.Identity;
import com.gridnote.util.Intents;
import com.gridnote.util.PiFlags;
import com.gridnote.util.Tokens;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.json.JSONObject;

/** Outage reporting tools (com.gridnote.outage). */
public class OutageProvider extends ToolBase {
    static OutageHandler sHandler;

    private GridDb db;
    private List<ToolSpec> tools;

    @Override
    public boolean onCreate() {
        db = new GridDb(getContext());
        sHandler = new OutageHandler(Looper.getMainLooper(), db);
        tools = Arrays.asList(
                new ToolSpec("report_outage", "write", b -> reportOutage(b)),
                new ToolSpec("cancel_report", "write", b -> cancelReport(b)),
                new ToolSpec("reopen_report", "write", b -> reopenReport(b)),
                new ToolSpec("follow_outage", "write", b -> follow(b)),
                new ToolSpec("mute_outage", "write", b -> mute(b)));
        return true;
    }

    @Override
    protected List<ToolSpec> tools() {
        return tools;
    }

    private Bundle reportOutage(Bundle b) {
        JSONObject args = argsOf(b);
        String area = args.optString("area");
        if (resumes.take(b.getString("resume_token"), callerUid, "report_outage")) {
            try {
                return ok("{\"report\":" + db.report(area, args.optString("note"), callerUid) + "}");
            } catch (SQLException e) {
                Log.w("GridNote", "report failed", e);
                return Replies.error("INTERNAL_ERROR", Optional.ofNullable(area)
                        .map(a -> "could not save the report for " + a)
                        .orElse("could not save the report"));
            }
        }
        PendingIntent pi = PendingIntent.getActivity(getContext(), 1,
                Intents.confirm(getContext(), "report"), PiFlags.editable());
        String token = Tokens.get().ticket();
        resumes.put(token, callerUid, "report_outage");
        return needsUser(pi, token);
    }

    private Bundle cancelReport(Bundle b) {
        String ref = argsOf(b).optString("outage_ref");
        if (!resumes.take(b.getString("resume_token"), callerUid, "cancel_report")) {
            PendingIntent pi = PendingIntent.getActivity(getContext(), 2,
                    Intents.confirm(getContext(), "cancel"), PiFlags.locked());
            String token = Tokens.get().secure();
            resumes.put(token, callerUid, "cancel_report");
            return needsUser(pi, token);
        }
        int n = Identity.cleared(() -> db.cancel(ref, getCallingPackage()));
        return ok("{\"cancelled\":" + n + "}");
    }

    private Bundle reopenReport(Bundle b) {
        String ref = argsOf(b).optString("outage_ref");
        if (!resumes.take(b.getString("resume_token"), callerUid, "reopen_report")) {
            PendingIntent pi = PendingIntent.getActivity(getContext(), 3,
                    Intents.review(ref), PiFlags.locked());
            String token = Tokens.get().secure();
            resumes.put(token, callerUid, "reopen_report");
            return needsUser(pi, token);
        }
        String by = callerPkg;
        int n = Identity.cleared(() -> db.reopen(ref, by));
        return ok("{\"reopened\":" + n + "}");
    }

    private Bundle follow(Bundle b) {
        String ref = argsOf(b).optString("outage_ref");
        Message m = Message.obtain(sHandler, OutageHandler.MSG_FOLLOW, ref);
        sHandler.sendMessage(m);
        return ok("{\"following\":true}");
    }

    private Bundle mute(Bundle b) {
        String ref = argsOf(b).optString("outage_ref");
        Message m = Message.obtain(sHandler, OutageHandler.MSG_MUTE, callerUid, 0, ref);
        sHandler.sendMessage(m);
        return ok("{\"muted\":true}");
    }
}
