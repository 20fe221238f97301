package com.fernhill.stockroom.core;

import android.content.Context;

/** The app's shared objects, created once per process for the providers and the confirmation screen. */
public final class Stockroom {
    private static Stockroom instance;

    public final Context app;
    public final StockDb db;
    public final Workers workers;
    public final RequestLedger ledger;
    public final ApprovalStore approvals;
    public final CallerGate gate;

    Stockroom(Context app) {
        this.app = app;
        this.db = new StockDb(app);
        this.workers = new Workers();
        this.ledger = new RequestLedger(db);
        this.approvals = new ApprovalStore(db);
        this.gate = new CallerGate(app.getPackageManager(), db);
    }

    public static synchronized Stockroom get(Context context) {
        if (instance == null) {
            instance = new Stockroom(context.getApplicationContext());
        }
        return instance;
    }
}
