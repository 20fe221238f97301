package com.lumenhall.hub;

import android.content.Context;
import com.lumenhall.hub.cetp.Approvals;
import com.lumenhall.hub.cetp.CallerCheck;
import com.lumenhall.hub.data.Grants;
import com.lumenhall.hub.data.HistoryFiles;
import com.lumenhall.hub.data.HubDb;
import com.lumenhall.hub.exec.CommandQueue;
import java.io.File;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** What the providers and the confirmation screen share; made on first use by whichever starts first. */
public final class Hub {
    private static Hub instance;

    public final Context context;
    public final HubDb db;
    public final CommandQueue queue;
    public final ExecutorService io;
    public final CallerCheck callers;
    public final Approvals approvals;
    public final Grants grants;
    public final HistoryFiles history;

    private Hub(Context context) {
        this.context = context;
        this.db = new HubDb(context);
        this.queue = new CommandQueue("lumenhall-commands");
        this.io = Executors.newSingleThreadExecutor();
        this.callers = new CallerCheck(context.getPackageManager());
        this.approvals = new Approvals();
        this.grants = new Grants(db);
        this.history = new HistoryFiles(new File(context.getFilesDir(), "history"));
    }

    public static synchronized Hub get(Context context) {
        if (instance == null) {
            instance = new Hub(context.getApplicationContext());
        }
        return instance;
    }
}
