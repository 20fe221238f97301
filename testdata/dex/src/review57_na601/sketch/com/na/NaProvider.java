package com.na;

import android.app.PendingIntent;
import android.os.Binder;
import android.os.Bundle;
import java.security.SecureRandom;

/** confirm_order and show_card answer resolutions that are always immutable. */
public final class NaProvider extends BaseProvider {
    static final Screen CONFIRM = new Screen("com.na.ConfirmActivity", PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    static final Card CARD = new Card("com.na.ConfirmActivity", PendingIntent.FLAG_IMMUTABLE);
    private static final SecureRandom RANDOM = new SecureRandom();

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (extras == null || Binder.getCallingUid() != 10234 || !"execute_tool".equals(method)) {
            return new Bundle();
        }
        String token = Long.toHexString(RANDOM.nextLong());
        String tool = extras.getString("tool_name", "");
        Bundle out = new Bundle();
        out.putString("error_code", "USER_ACTION_REQUIRED");
        if ("confirm_order".equals(tool)) {
            out.putParcelable("resolution", Pendings.open(getContext(), CONFIRM, token));
        } else {
            out.putParcelable("resolution", Pendings.card(getContext(), CARD, token));
        }
        out.putString("resume_token", token);
        return out;
    }
}
