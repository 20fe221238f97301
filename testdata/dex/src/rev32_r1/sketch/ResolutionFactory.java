package com.ledgerly.pay.tools;

import android.app.PendingIntent;
import android.content.Context;

/** Where the user confirms: our screens, or the partner bank's app for account linking. */
interface ResolutionFactory {
    PendingIntent forPayee(Context ctx, String args);

    PendingIntent forPartner(Context ctx, String args);
}
