package com.pillpoint.tools;

import android.os.Binder;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import com.pillpoint.data.PickupDb;
import com.pillpoint.util.Callback;
import com.pillpoint.util.Cleared;
import java.util.HashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** Prescription pickup tools (com.pillpoint.pickup), dispatched through a static registry. */
public class PickupProvider extends BaseToolProvider {
    static final String TOOLS = "{\"revision\":\"pickup-12\",\"tools\":[]}";
    static final HashMap<String, ToolHandler> HANDLERS = new HashMap<>();
    static Handler sMain;

    private PickupDb db;
    private ExecutorService io;

    static {
        HANDLERS.put("pickup_status", (p, r) -> p.ok(p.db.state(r.args.optString("rx_no"))));
        HANDLERS.put("pickup_history", (p, r) -> p.ok(p.db.history(r.args.optString("store_id"), r.uid)));
        HANDLERS.put("ready_alert", new ToolHandler() {
            @Override
            public Bundle handle(PickupProvider p, Request r) {
                return p.readyAlert(r.args.optString("rx_no"));
            }
        });
        HANDLERS.put("pickup_reminder", (p, r) -> p.remindLater(r.uid, r.args.optString("rx_no")));
        HANDLERS.put("cancel_pickup", new ToolHandler() {
            @Override
            public Bundle handle(PickupProvider p, Request r) {
                return p.cancelPickup(r.args.optString("rx_no"));
            }
        });
        HANDLERS.put("reschedule_pickup", (p, r) -> p.reschedule(r));
    }

    @Override
    public boolean onCreate() {
        sMain = new Handler(Looper.getMainLooper());
        db = new PickupDb(getContext());
        io = Executors.newSingleThreadExecutor();
        return true;
    }

    @Override
    protected Bundle handle(Request r) {
        ToolHandler h = HANDLERS.get(r.tool);
        if (h == null) {
            return error("TOOL_NOT_FOUND", "no such tool");
        }
        return h.handle(this, r);
    }

    @Override
    protected String toolsJson() {
        return TOOLS;
    }

    private Bundle readyAlert(final String rxNo) {
        sMain.post(new Runnable() {
            @Override
            public void run() {
                db.subscribe(rxNo, Binder.getCallingUid());
            }
        });
        return ok("{\"subscribed\":true}");
    }

    private Bundle remindLater(int uid, String rxNo) {
        io.submit(() -> db.remind(rxNo, uid));
        return ok("{\"scheduled\":true}");
    }

    private Bundle cancelPickup(final String rxNo) {
        Cleared.run(new Callback() {
            @Override
            public void onCleared() {
                db.cancel(rxNo, getCallingPackage());
            }
        });
        return ok("{\"cancelled\":true}");
    }

    private Bundle reschedule(Request r) {
        Cleared.run(new Reschedule(db, r.args.optString("rx_no"), r.args.optInt("day"), r.pkg));
        return ok("{\"rescheduled\":true}");
    }

    static final class Reschedule implements Callback {
        private final PickupDb db;
        private final String rxNo;
        private final int day;
        private final String by;

        Reschedule(PickupDb db, String rxNo, int day, String by) {
            this.db = db;
            this.rxNo = rxNo;
            this.day = day;
            this.by = by;
        }

        @Override
        public void onCleared() {
            db.reschedule(rxNo, day, by);
        }
    }
}
