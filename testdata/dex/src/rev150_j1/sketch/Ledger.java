package com.kestrel.ledger.data;

import android.content.Context;
import android.content.SharedPreferences;
import com.kestrel.ledger.tools.PendingConfirmations;

/** What the providers and the confirmation screens share, made once per process. */
public final class Ledger {
    private static Ledger instance;

    public final Context context;
    public final String packageName;
    public final LedgerDb db;
    /** Budget settings: per-category limits, the current period and its carry-over. */
    public final SharedPreferences budgets;
    public final AuditWriter audit;
    public final PendingConfirmations pending;

    Ledger(Context context) {
        this.context = context;
        this.packageName = context.getPackageName();
        this.db = new LedgerDb(context);
        this.budgets = context.getSharedPreferences("budgets", Context.MODE_PRIVATE);
        this.audit = new AuditWriter(context.getDir("audit", Context.MODE_PRIVATE));
        this.pending = new PendingConfirmations();
    }

    public static synchronized Ledger get(Context context) {
        if (instance == null) {
            instance = new Ledger(context.getApplicationContext());
        }
        return instance;
    }
}
