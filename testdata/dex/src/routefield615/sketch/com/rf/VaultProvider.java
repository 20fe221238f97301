package com.rf;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;

/** purge routes its confirmation to a companion app's screen through Route.ByComponent: CETP615 at resolution. */
public final class VaultProvider extends Base {
    static final String ACTION_CONFIRM = "com.rf.action.CONFIRM";
    // The developer's companion app: another package.
    static final String VAULT_PACKAGE = "com.rf.vault";
    static final String VAULT_CONFIRM = "com.rf.vault.ui.ConfirmPurgeActivity";

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10234 || extras == null) {
            return null;
        }
        String requestId = extras.getString("request_id");
        switch (String.valueOf(extras.getString("tool_name"))) {
            case "replace":
                return confirm(requestId, new Route.ByAction(ACTION_CONFIRM));
            case "purge":
                return confirm(requestId, new Route.ByComponent(new ComponentName(VAULT_PACKAGE, VAULT_CONFIRM)));
            default:
                return null;
        }
    }

    private Bundle confirm(String requestId, Route route) {
        String token = Replies.token();
        Bundle b = Replies.needsUser(requestId);
        b.putParcelable("resolution", resolution(route, token));
        b.putString("resume_token", token);
        return b;
    }

    private PendingIntent resolution(Route route, String token) {
        Intent intent;
        if (route instanceof Route.ByAction) {
            intent = new Intent(((Route.ByAction) route).action).setClassName(getContext(), ConfirmActivity.class.getName());
        } else {
            intent = new Intent().setComponent(((Route.ByComponent) route).component);
        }
        intent.putExtra("com.rf.extra.TICKET", token);
        return PendingIntent.getActivity(getContext(), token.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }
}
