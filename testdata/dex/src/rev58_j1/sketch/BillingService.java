package com.molar.billing;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.content.Context;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import com.molar.core.Replies;
import com.molar.core.Screens;
import com.molar.core.TokenStore;
import com.molar.ui.PaymentActivity;
import org.json.JSONException;
import org.json.JSONObject;

/** Charges and refunds. @Singleton, @Inject constructor. */
public class BillingService {
    static final Uri LEDGER = Uri.parse("content://com.molar.ledger/entries");

    private final TokenStore tokens;

    public BillingService(TokenStore tokens) {
        this.tokens = tokens;
    }

    public Bundle charge(Context ctx, JSONObject args, int uid, boolean resumed) throws JSONException {
        String visit = args.getString("visit_id");
        if (!resumed) {
            PendingIntent pi = Screens.confirm(ctx, PaymentActivity.class,
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            return Replies.needsUser(pi, tokens.newResumeToken(ctx, uid));
        }
        String payer = ctx.getPackageManager().getPackagesForUid(uid)[0];
        ContentValues v = new ContentValues();
        v.put("visit_id", visit);
        v.put("payer", payer);
        ChartDb.open(ctx).insert("charges", null, v);
        return Replies.ok("{\"charged\":true}");
    }

    public Bundle refund(Context ctx, String chargeId, int uid, boolean resumed) {
        if (!resumed) {
            PendingIntent pi = Screens.confirm(ctx, PaymentActivity.class, PendingIntent.FLAG_IMMUTABLE);
            return Replies.needsUser(pi, tokens.newResumeToken(ctx, uid));
        }
        long ident = Binder.clearCallingIdentity();
        try {
            ContentValues v = new ContentValues();
            v.put("refunded_for", uid);
            v.put("approved_by", Binder.getCallingUid());
            ctx.getContentResolver().update(LEDGER, v, "charge_id = ?", new String[] {chargeId});
        } finally {
            Binder.restoreCallingIdentity(ident);
        }
        return Replies.ok("{\"refunded\":true}");
    }
}
