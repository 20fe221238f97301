package com.vv;

import android.content.pm.PackageManager;
import android.os.Binder;
import android.os.Bundle;

public final class DeskProvider extends Base {
    private static final byte[] ASSISTANT_CERT = new byte[32];

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (!getContext().getPackageManager().hasSigningCertificate(Binder.getCallingUid(), ASSISTANT_CERT,
                PackageManager.CERT_INPUT_SHA256)) {
            return Replies.error(null, "PERMISSION_DENIED", "Not allowed.");
        }
        Exchange exchange = extras != null && extras.getBoolean("sync") ? new SyncExchange(getContext()) : new Exchange(getContext());
        return Command.parse(method, extras).accept(exchange);
    }
}
