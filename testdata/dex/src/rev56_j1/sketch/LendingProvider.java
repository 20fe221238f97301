package com.drillshare.lending;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.drillshare.core.CallerScope;
import com.drillshare.core.Replies;
import com.drillshare.core.Tokens;
import com.drillshare.core.Tool;
import com.drillshare.core.ToolProviderBase;
import com.drillshare.ui.InspectActivity;
import com.drillshare.ui.MainActivity;
import com.drillshare.ui.ReserveActivity;
import org.json.JSONObject;

/** Lending desk: reserve a power tool, hand it back, extend a loan, show a tool's page. */
public class LendingProvider extends ToolProviderBase {
    static final String TOOLS = "{\"revision\":\"drill-lending-3\",\"tools\":[{\"name\":\"reserve_tool\"},"
            + "{\"name\":\"return_tool\"},{\"name\":\"extend_loan\"},{\"name\":\"show_tool_page\"}]}";

    @Override
    protected String toolsJson() {
        return TOOLS;
    }

    @Override
    protected Bundle fastPath(String name, Context ctx, JSONObject args) throws Exception {
        switch (name) {
            case "reserve_tool":
                return reserveTool(ctx, args);
            case "return_tool":
                return returnTool(ctx, args);
            default:
                return null;
        }
    }

    @Tool(name = "reserve_tool", effect = "write")
    public Bundle reserveTool(Context ctx, JSONObject args) throws Exception {
        int uid = CallerScope.callerUid();
        Loan loan = new Loan(args.getString("tool_id"), uid, callerPackage(uid));
        if (!args.optBoolean("confirmed")) {
            String token = Tokens.fresh();
            RESUME.put(token, uid);
            Intent confirm = new Intent(ctx, ReserveActivity.class);
            return Replies.needsUser(PendingIntent.getActivity(ctx, 1, confirm, PendingIntent.FLAG_IMMUTABLE), token);
        }
        ContentValues v = new ContentValues();
        v.put("tool_id", loan.toolId());
        v.put("borrower", loan.borrowerPackage());
        ctx.openOrCreateDatabase("loans.db", 0, null).insert("loans", null, v);
        return Replies.ok("{\"reserved\":true}");
    }

    @Tool(name = "return_tool", effect = "write")
    public Bundle returnTool(Context ctx, JSONObject args) throws Exception {
        int uid = CallerScope.callerUid();
        if (!resumed()) {
            if (args.optBoolean("force")) {
                Log.i("DrillShare", "force asked for a return; asking the user anyway");
            }
            String token = Tokens.fresh();
            RESUME.put(token, uid);
            Intent[] stack = {new Intent(ctx, MainActivity.class), new Intent("com.drillshare.action.INSPECT")};
            return Replies.needsUser(PendingIntent.getActivities(ctx, 2, stack, PendingIntent.FLAG_IMMUTABLE), token);
        }
        ctx.openOrCreateDatabase("loans.db", 0, null).delete("loans", "tool_id = ? AND borrower_uid = ?",
                new String[] {args.getString("tool_id"), String.valueOf(uid)});
        return Replies.ok("{\"returned\":true}");
    }

    @Tool(name = "extend_loan", effect = "write")
    public Bundle extendLoan(Context ctx, JSONObject args) throws Exception {
        String toolId = args.getString("tool_id");
        int uid = CallerScope.callerUid();
        long ident = Binder.clearCallingIdentity();
        try {
            int who = Binder.getCallingUid();
            ctx.getSharedPreferences("extensions", 0).edit().putInt(toolId, who).apply();
        } finally {
            Binder.restoreCallingIdentity(ident);
        }
        if (!resumed()) {
            String token = Tokens.fresh();
            RESUME.put(token, uid);
            Intent i = Intent.parseUri("intent:#Intent;component=com.drillshare/.ui.ExtendLoanActivity;end", 0);
            return Replies.needsUser(PendingIntent.getActivity(ctx, 3, i, PendingIntent.FLAG_UPDATE_CURRENT), token);
        }
        ContentValues v = new ContentValues();
        v.put("extended_by", uid);
        ctx.openOrCreateDatabase("loans.db", 0, null).update("loans", v, "tool_id = ?", new String[] {toolId});
        return Replies.ok("{\"extended\":true}");
    }

    @Tool(name = "show_tool_page", effect = "read")
    public Bundle showToolPage(Context ctx, JSONObject args) throws Exception {
        Intent page = Intent.parseUri("intent://tools/" + args.getString("tool_id")
                + "#Intent;scheme=drillshare;package=com.drillshare;end", 0);
        ctx.startActivity(page.addFlags(Intent.FLAG_ACTIVITY_NEW_TASK));
        return Replies.ok("{\"shown\":true}");
    }
}
