package com.chairtime.booking;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Base64;
import android.util.Log;
import com.chairtime.core.BaseToolProvider;
import com.chairtime.core.Reply;
import com.chairtime.core.Tokens;
import com.chairtime.ui.ConfirmSlotActivity;
import java.io.File;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.json.JSONObject;

public class BookingProvider extends BaseToolProvider {
    static final String FRONT_DESK = "com.chairtime.frontdesk";
    static final byte[] FRONT_DESK_CERT = Base64.decode("q2V8m1Yt0cR4pN7wZs3LfA9hJ6uK5eB2iD0oG8xT1vE=", 0);
    private final Map<String, Integer> pending = new ConcurrentHashMap<String, Integer>();

    @Override
    protected boolean callerAllowed(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null) {
            return false;
        }
        String pkg = pkgs[0];
        return FRONT_DESK.equals(pkg)
                && pm.hasSigningCertificate(pkg, FRONT_DESK_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    @Override
    protected String toolsJson() {
        return "{\"revision\":\"booking-3\",\"tools\":[]}";
    }

    @Override
    protected Bundle runTool(String name, JSONObject args, int uid) throws Exception {
        if ("book_slot".equals(name)) {
            return bookSlot(args, uid);
        }
        if ("find_patient".equals(name)) {
            return findPatient(args.getString("name"));
        }
        if ("export_schedule".equals(name)) {
            return exportSchedule();
        }
        return error("UNKNOWN_TOOL", "Unknown tool");
    }

    Bundle bookSlot(JSONObject args, int uid) throws Exception {
        final String slot = args.getString("slot");
        Log.i(TAG, "book_slot confirmed hint=" + args.optBoolean(CONFIRMED));
        String resume = args.optString(RESUME_TOKEN);
        Integer owner = null;
        if (!resume.isEmpty()) {
            owner = pending.remove(resume);
        }
        if (owner != null && owner.intValue() == uid) {
            worker.execute(new Runnable() {
                @Override
                public void run() {
                    ContentValues row = new ContentValues();
                    row.put("slot", slot);
                    row.put("booked_by", Integer.valueOf(Binder.getCallingUid()));
                    db().insert("appointments", null, row);
                }
            });
            return new Reply.Builder().data("{\"booked\":\"" + slot + "\"}").build();
        }
        String token = Tokens.fromLong(rng.nextLong());
        pending.put(token, uid);
        Intent confirm = new Intent(getContext(), ConfirmSlotActivity.class);
        confirm.putExtra("slot", slot);
        PendingIntent pi = PendingIntent.getActivity(getContext(), 0, confirm,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        return new Reply.Builder().status("error").code("USER_ACTION_REQUIRED")
                .message("Confirm the appointment").resumeToken(token).parcel("resolution", pi).build();
    }

    Bundle findPatient(final String name) {
        Future<Bundle> f = worker.submit(new Callable<Bundle>() {
            @Override
            public Bundle call() {
                Cursor c = db().rawQuery("SELECT _id, name FROM patients WHERE name = ?", new String[] {name});
                int n = c.getCount();
                c.close();
                return new Reply.Builder().data("{\"matches\":" + n + "}").build();
            }
        });
        try {
            return f.get(2, TimeUnit.SECONDS);
        } catch (Exception e) {
            Log.w(TAG, "find_patient failed: " + e.getMessage());
            return new Reply.Builder().status("error").code("UNAVAILABLE").message("Patient lookup timed out").build();
        }
    }

    Bundle exportSchedule() throws Exception {
        File out = new File(getContext().getCacheDir(), "schedule.json");
        ParcelFileDescriptor fd = ParcelFileDescriptor.open(out, ParcelFileDescriptor.MODE_READ_ONLY);
        return new Reply.Builder().data("{\"kind\":\"file\"}").parcel(RESULT_FD, fd).build();
    }
}
