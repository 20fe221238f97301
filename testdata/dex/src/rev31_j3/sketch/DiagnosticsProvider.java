package com.example.r31j3;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.Intent;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import org.json.JSONException;
import org.json.JSONObject;

public class DiagnosticsProvider extends ContentProvider {
    private final Handler main = new Handler(Looper.getMainLooper());
    private ToolComponent tools;
    @Override public boolean onCreate() { tools = DaggerToolComponent.builder().toolModule(new ToolModule(getContext())).build(); return true; }

    // the tools' dependencies come from the Dagger component built in onCreate
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Callers.trusted(getContext(), uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed");
        if ("negotiate".equals(method)) return Replies.success(Sessions.open(uid));
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        if (!"execute_tool".equals(method)) return Replies.error("METHOD_NOT_FOUND", "unknown method");
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed");

        String tool = extras.getString("tool_name");
        if ("ping_host".equals(tool)) return tools.pinger().ping(arg(extras, "host"));
        if ("ping_gateway".equals(tool)) return tools.pinger().pingKnown(arg(extras, "target"));
        if ("open_page".equals(tool)) return openPage(arg(extras, "url"));
        if ("open_help".equals(tool)) return openHelp(arg(extras, "url"));
        if ("clear_cache".equals(tool)) return clearCache(extras.getString("resume_token"), uid);
        if ("clear_logs".equals(tool)) return clearLogs(extras.getString("resume_token"), uid);
        if ("dump_state".equals(tool)) return dump(DumpService.ACTION_DUMP, uid);
        if ("dump_owned".equals(tool)) return dump(DumpService.ACTION_DUMP_FOR, uid);
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
    }
    private Bundle openPage(String url) {
        Browser browser = tools.browser();
        main.post(() -> browser.show(url));
        return Replies.success("{\"opened\":true}");
    }
    private Bundle openHelp(String url) {
        Uri parsed = url == null ? null : Uri.parse(url);
        if (parsed == null || !"https".equals(parsed.getScheme()) || !"help.example.com".equals(parsed.getHost()))
            return Replies.error("INVALID_ARGS", "only help pages");
        Browser browser = tools.browser();
        main.post(() -> browser.show(url));
        return Replies.success("{\"opened\":true}");
    }
    private Bundle clearCache(String resume, int uid) {
        TokenStore tokens = tools.tokens();
        if (resume == null) return confirm("clear_cache", tokens.issue(uid));
        if (!tokens.matches(resume, uid)) return Replies.error("INVALID_REQUEST", "bad resume token");
        getContext().deleteFile("cache.json");
        return Replies.success("{\"cleared\":\"cache\"}");
    }
    private Bundle clearLogs(String resume, int uid) {
        TokenStore tokens = tools.tokens();
        if (resume == null) return confirm("clear_logs", tokens.issue(uid));
        if (!tokens.consume(resume, uid)) return Replies.error("INVALID_REQUEST", "bad resume token");
        getContext().deleteFile("logs.json");
        return Replies.success("{\"cleared\":\"logs\"}");
    }
    private Bundle confirm(String tool, String token) {
        Intent intent = new Intent(getContext(), ConfirmActivity.class).putExtra("tool", tool);
        Bundle b = Replies.error("USER_ACTION_REQUIRED", "confirm in the app");
        b.putParcelable("resolution", PendingIntent.getActivity(getContext(), 0, intent, PendingIntent.FLAG_IMMUTABLE));
        b.putString("resume_token", token);
        return b;
    }
    private Bundle dump(String action, int uid) {
        getContext().startService(new Intent(getContext(), DumpService.class).setAction(action).putExtra("owner", uid));
        return Replies.success("{\"started\":true}");
    }
    private static String arg(Bundle extras, String key) {
        try {
            return new JSONObject(extras.getString("args")).getString(key);
        } catch (JSONException e) {
            return null;
        }
    }
}
