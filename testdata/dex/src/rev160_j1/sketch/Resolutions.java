package com.larder.kitchen.cetp;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import java.lang.reflect.Method;

/** Makes the resolution PendingIntent of a handler; the screen it opens comes from the handler's @Tool. */
public final class Resolutions {
    public static final String EXTRA_TOKEN = "com.larder.kitchen.extra.TOKEN";
    public static final String EXTRA_TOOL = "com.larder.kitchen.extra.TOOL";

    private Resolutions() {
    }

    /** A yes/no question: the screen shows what the token holds and answers it. */
    static PendingIntent confirm(Context context, Method handler, String token) {
        return build(context, handler, token, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    /** A choice the user makes on the screen, which fills what was chosen into the intent it was started with. */
    static PendingIntent picker(Context context, Method handler, String token) {
        return build(context, handler, token, PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    private static PendingIntent build(Context context, Method handler, String token, int flags) {
        Tool tool = handler.getAnnotation(Tool.class);
        Intent intent = new Intent(context, tool.screen());
        intent.putExtra(EXTRA_TOKEN, token);
        intent.putExtra(EXTRA_TOOL, tool.name());
        return PendingIntent.getActivity(context, token.hashCode(), intent, flags);
    }
}
