package com.laserlog.booking;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.laserlog.core.Chain;
import com.laserlog.core.Command;
import com.laserlog.core.Interceptor;
import com.laserlog.core.Reply;
import com.laserlog.core.Request;
import com.laserlog.core.Sessions;
import com.laserlog.core.StringUtils;
import com.laserlog.core.Terminal;
import java.util.Arrays;
import java.util.List;

/** LaserLog's booking tools: reserve, cancel, annotate, search and export bookings. */
public class BookingProvider extends ContentProvider implements Terminal {
    static final String TAG = "LaserLog";
    static final String TOOLS = "{\"revision\":\"booking-1\",\"tools\":[]}";
    private static final List<Interceptor> CHAIN = Arrays.asList(
            new AllowListInterceptor(), new RateLimitInterceptor(), new ConfirmInterceptor());

    private final Sessions sessions = new Sessions();

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        try {
            Request req = new Request(getContext(), method, extras != null ? extras : new Bundle(), Binder.getCallingUid());
            return new Chain(CHAIN, 0, this).proceed(req);
        } catch (Exception e) {
            Log.w(TAG, "booking call failed", e);
            return Reply.error("INTERNAL", "booking call failed");
        }
    }

    @Override
    public Bundle handle(Request req) throws Exception {
        if ("negotiate".equals(req.method)) {
            String token = StringUtils.randomAlphanumeric(32);
            sessions.open(token, req.uid);
            return Reply.negotiated(token);
        }
        if (!sessions.matches(req.extras.getString("session_token"), req.uid)) {
            return Reply.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(req.method)) {
            return Reply.ok(TOOLS);
        }
        Command cmd = BookingTools.COMMANDS.get(req.tool);
        if (!"execute_tool".equals(req.method) || cmd == null) {
            return Reply.error("INVALID_REQUEST", "unknown method or tool");
        }
        return cmd.execute(req.ctx, req.args);
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
