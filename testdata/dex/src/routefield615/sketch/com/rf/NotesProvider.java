package com.rf;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;

/** clear routes its confirmation through Route.ByComponent too, but to this app's own declared ConfirmActivity. */
public final class NotesProvider extends Base {
    static final String ACTION_CONFIRM = "com.rf.action.CONFIRM";
    static final String CONFIRM_CLASS = "com.rf.ConfirmActivity";

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
                return confirm(requestId, new Route.ByComponent(new ComponentName(getContext().getPackageName(), CONFIRM_CLASS)));
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
