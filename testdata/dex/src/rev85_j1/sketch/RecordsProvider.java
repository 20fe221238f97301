package com.chairtime.records;

import android.app.PendingIntent;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Base64;
import android.util.Log;
import com.chairtime.core.BaseToolProvider;
import com.chairtime.core.Reply;
import com.chairtime.core.Tokens;
import com.chairtime.ui.ConfirmDeleteActivity;
import java.io.File;
import java.util.concurrent.Callable;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.json.JSONObject;

public class RecordsProvider extends BaseToolProvider {
    static final byte[] CLINIC_CERT = Base64.decode("Zk3pW8sQ1aT6yH0vB4nM7cX2rL9gE5uJ3dK8oF1iP6w=", 0);

    @Override
    protected boolean callerAllowed(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length == 0) {
            return false;
        }
        for (String p : pkgs) {
            if (!pm.hasSigningCertificate(p, CLINIC_CERT, PackageManager.CERT_INPUT_SHA256)) {
                return false;
            }
        }
        return true;
    }

    @Override
    protected boolean sessionOk(String token, int uid) {
        Integer owner = sessions.get(token);
        return owner != null && owner.intValue() == uid;
    }

    @Override
    protected String toolsJson() {
        return "{\"revision\":\"records-2\",\"tools\":[]}";
    }

    @Override
    protected Bundle runTool(String name, JSONObject args, int uid) throws Exception {
        if ("delete_note".equals(name)) {
            return deleteNote(args, uid);
        }
        if ("search_notes".equals(name)) {
            return searchNotes(args.getString("text"));
        }
        if ("export_xray".equals(name)) {
            return exportXray();
        }
        return error("UNKNOWN_TOOL", "Unknown tool");
    }

    Bundle deleteNote(JSONObject args, final int uid) throws Exception {
        final long id = args.getLong("note_id");
        if (args.optBoolean(CONFIRMED)) {
            worker.submit(new Runnable() {
                @Override
                public void run() {
                    Log.i(TAG, "deleting note " + id + " for uid " + uid);
                    db().delete("notes", "_id = ?", new String[] {String.valueOf(id)});
                }
            }).get(2, TimeUnit.SECONDS);
            return new Reply.Builder().data("{\"deleted\":" + id + "}").build();
        }
        String token = Tokens.fromSecure(secureRng);
        Intent confirm = new Intent(getContext(), ConfirmDeleteActivity.class);
        confirm.putExtra("note_id", id);
        PendingIntent pi = PendingIntent.getActivity(getContext(), 0, confirm, PendingIntent.FLAG_UPDATE_CURRENT);
        return new Reply.Builder().status("error").code("USER_ACTION_REQUIRED")
                .message("Confirm deleting the note").resumeToken(token).parcel("resolution", pi).build();
    }

    Bundle searchNotes(final String text) {
        Future<Bundle> f = worker.submit(new Callable<Bundle>() {
            @Override
            public Bundle call() {
                Cursor c = db().rawQuery("SELECT _id, body FROM notes WHERE body LIKE '%" + text + "%'", null);
                int n = c.getCount();
                c.close();
                return new Reply.Builder().data("{\"matches\":" + n + "}").build();
            }
        });
        try {
            return f.get(2, TimeUnit.SECONDS);
        } catch (Exception e) {
            return new Reply.Builder().status("error").code("INTERNAL").message(e.getMessage()).build();
        }
    }

    Bundle exportXray() throws Exception {
        File out = new File(getContext().getCacheDir(), "xray.json");
        ParcelFileDescriptor fd = ParcelFileDescriptor.open(out, ParcelFileDescriptor.MODE_READ_WRITE);
        return new Reply.Builder().data("{\"kind\":\"file\"}").parcel(RESULT_FD, fd).build();
    }
}
