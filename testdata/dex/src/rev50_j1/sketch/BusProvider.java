package com.tripslip.bus;

import android.content.ContentValues;
import android.os.Binder;
import android.os.Handler;
import android.os.HandlerThread;
import android.os.Looper;
import android.os.Message;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.clawseed.cetp.sdk.CetpProviderTool;
import com.clawseed.cetp.sdk.CetpV2ContentProvider;
import com.clawseed.cetp.sdk.ConfirmationPolicy;
import com.clawseed.cetp.sdk.ToolAnnotations;
import com.clawseed.cetp.sdk.ToolEffect;
import com.clawseed.cetp.sdk.ToolRisk;
import com.tripslip.data.TripDb;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.json.JSONException;
import org.json.JSONObject;

/** School buses for a trip: trip info, arrival estimates, seats and the boarding manifest. */
public final class BusProvider extends CetpV2ContentProvider {
    static final String TAG = "BusProvider";
    static final int MSG_VIEWED = 1;
    static final int MSG_ETA_ASKED = 2;

    TripDb db;
    private Handler audit;

    @Override
    public boolean onCreate() {
        db = new TripDb(getContext());
        HandlerThread thread = new HandlerThread("bus-audit");
        thread.start();
        audit = new AuditHandler(thread.getLooper());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
                new CetpProviderTool("trip_info", "Trip details", Collections.singletonList("bus.read"),
                        new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("bus_eta", "Bus arrival estimate", Collections.singletonList("bus.read"),
                        new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("seat_check", "Check free seats", Collections.singletonList("bus.read"),
                        new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("book_seat", "Book a bus seat", Collections.singletonList("bus.write"),
                        new ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
                new CetpProviderTool("trip_manifest", "Boarding manifest", Collections.singletonList("bus.read"),
                        new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)));
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        Log.d(TAG, "authorize " + request.getToolName());
        return CetpAccessDecision.allow();
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        JSONObject args = request.getArgs();
        long trip = args.optLong("trip_id");
        try {
            switch (BusTool.of(request.getToolName())) {
                case TRIP_INFO:
                    audit.sendMessage(Message.obtain(audit, MSG_VIEWED, request.getCallingUid(), 0, Long.valueOf(trip)));
                    return CetpProviderResult.success(db.row("SELECT title, seats FROM trips WHERE id = ?", String.valueOf(trip)));
                case BUS_ETA:
                    audit.sendMessage(Message.obtain(audit, MSG_ETA_ASKED, (int) trip, 0));
                    return CetpProviderResult.success(db.row("SELECT eta_minutes FROM trips WHERE id = ?", String.valueOf(trip)));
                case SEAT_CHECK: {
                    int free = db.row("SELECT seats - (SELECT count(*) FROM seat_holds WHERE trip_id = ?) AS free FROM trips WHERE id = ?",
                            String.valueOf(trip), String.valueOf(trip)).optInt("free");
                    if (free > 0) {
                        ContentValues hold = new ContentValues();
                        hold.put("trip_id", Long.valueOf(trip));
                        hold.put("student", args.optString("student"));
                        db.insert("seat_holds", hold);
                    }
                    return CetpProviderResult.success(new JSONObject().put("free", free));
                }
                case BOOK_SEAT: {
                    ContentValues seat = new ContentValues();
                    seat.put("trip_id", Long.valueOf(trip));
                    seat.put("student", args.optString("student"));
                    return CetpProviderResult.success(new JSONObject().put("booking", db.insert("seat_holds", seat)));
                }
                case TRIP_MANIFEST:
                    return manifest(trip);
                default:
                    return CetpProviderResult.error("TOOL_NOT_FOUND", "no such tool");
            }
        } catch (JSONException e) {
            return CetpProviderResult.error("INTERNAL_ERROR", "could not build the reply");
        }
    }

    private CetpProviderResult manifest(long trip) {
        try {
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();
            String json = db.row("SELECT group_concat(student) AS riders FROM seat_holds WHERE trip_id = ?",
                    String.valueOf(trip)).toString();
            new ManifestWriter(pipe[0], json).start();
            return CetpProviderResult.file(pipe[1]);
        } catch (IOException e) {
            Log.w(TAG, "manifest pipe", e);
            return CetpProviderResult.error("UNAVAILABLE", "the manifest is not available, retry");
        }
    }

    /** Streams the manifest into the pipe. */
    static final class ManifestWriter extends Thread {
        private final ParcelFileDescriptor target;
        private final String json;

        ManifestWriter(ParcelFileDescriptor target, String json) {
            super("manifest-writer");
            this.target = target;
            this.json = json;
        }

        @Override
        public void run() {
            try {
                OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(target);
                out.write(json.getBytes(StandardCharsets.UTF_8));
                out.close();
            } catch (IOException e) {
                Log.w(TAG, "manifest reader went away", e);
            }
        }
    }

    /** Audit log of who looked at what, off the Binder thread. */
    final class AuditHandler extends Handler {
        AuditHandler(Looper looper) {
            super(looper);
        }

        @Override
        public void handleMessage(Message msg) {
            switch (msg.what) {
                case MSG_VIEWED:
                    Log.i(TAG, "trip " + msg.obj + " viewed by uid " + msg.arg1);
                    break;
                case MSG_ETA_ASKED:
                    Log.i(TAG, "eta of trip " + msg.arg1 + " asked by uid " + Binder.getCallingUid()
                            + " (" + db.row("SELECT title FROM trips WHERE id = ?", String.valueOf(msg.arg1)) + ")");
                    break;
                default:
                    super.handleMessage(msg);
            }
        }
    }
}
