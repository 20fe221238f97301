package com.ledgerly.pay.tools;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import com.ledgerly.pay.ui.PayeeReviewActivity;

final class ActivityResolutions implements ResolutionFactory {
    private static final String PARTNER_PACKAGE = "com.partnerbank.mobile";

    @Override public PendingIntent forPayee(Context ctx, String args) {
        Intent review = new Intent(ctx, PayeeReviewActivity.class).putExtra("args", args);
        return PendingIntent.getActivity(ctx, 3, review, PendingIntent.FLAG_IMMUTABLE);
    }

    // the partner bank approves the link in its own app; it returns to us by deep link
    @Override public PendingIntent forPartner(Context ctx, String args) {
        Intent approve = new Intent()
                .setClassName(PARTNER_PACKAGE, PARTNER_PACKAGE + ".link.ApproveLinkActivity")
                .putExtra("args", args);
        return PendingIntent.getActivity(ctx, 4, approve, PendingIntent.FLAG_IMMUTABLE);
    }
}
