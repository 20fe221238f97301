package com.pillpoint.tools;

import android.app.PendingIntent;
import android.os.Bundle;
import android.util.Log;
import com.pillpoint.data.Ledger;
import com.pillpoint.util.Callers;
import com.pillpoint.util.Cleared;
import com.pillpoint.util.Files;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** Loyalty points tools (com.pillpoint.rewards), dispatched by an enum switch. */
public class RewardsProvider extends BaseToolProvider {
    private static final String TAG = "RewardsProvider";
    static final String TOOLS = "{\"revision\":\"rewards-31\",\"tools\":[]}";

    enum Tool {
        POINTS_BALANCE, REDEEM_POINTS, DONATE_POINTS, EXPORT_STATEMENT, RECEIPT;

        static Tool of(String name) {
            for (Tool t : values()) {
                if (t.name().equalsIgnoreCase(name)) return t;
            }
            return null;
        }
    }

    private Ledger ledger;

    @Override
    public boolean onCreate() {
        ledger = new Ledger(getContext());
        return true;
    }

    @Override
    protected String toolsJson() {
        return TOOLS;
    }

    @Override
    protected Bundle handle(Request r) {
        Tool tool = Tool.of(r.tool);
        if (tool == null) {
            return error("TOOL_NOT_FOUND", "no such tool");
        }
        switch (tool) {
            case POINTS_BALANCE:
                return ok("{\"points\":" + ledger.balance(r.uid) + "}");
            case REDEEM_POINTS:
                return redeem(r);
            case DONATE_POINTS:
                return donate(r);
            case EXPORT_STATEMENT:
                return statement(r);
            case RECEIPT:
                return receipt(r);
            default:
                return error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private Bundle redeem(Request r) {
        int points = r.args.optInt("points");
        boolean confirmed = r.args.optBoolean("confirmed");
        if (!confirmed) {
            if (r.resumeToken == null) {
                PendingIntent pi = new ResolutionBuilder(getContext(), ConfirmActivity.class)
                        .tool("redeem_points").detail(String.valueOf(points)).build();
                return needsUser(pi, resumes.issue(r.uid, "redeem_points"));
            }
            if (!resumes.take(r.resumeToken, r.uid, "redeem_points")) {
                return error("INVALID_REQUEST", "resume token not valid");
            }
        }
        ledger.redeem(r.uid, points, Callers.packageOf(getContext(), r.uid));
        return ok("{\"redeemed\":" + points + "}");
    }

    private Bundle donate(Request r) {
        int points = r.args.optInt("points");
        if (r.args.optBoolean("confirmed")) {
            Log.i(TAG, "donate_points: Consumer-side confirmation ignored");
        }
        if (r.resumeToken == null) {
            PendingIntent pi = new ResolutionBuilder(getContext(), ConfirmActivity.class)
                    .tool("donate_points").detail(String.valueOf(points)).allowFillIn().build();
            return needsUser(pi, resumes.issue(r.uid, "donate_points"));
        }
        if (!resumes.take(r.resumeToken, r.uid, "donate_points")) {
            return error("INVALID_REQUEST", "resume token not valid");
        }
        String by = Callers.onlyPackage(getContext(), r.uid);
        if (by == null) {
            return error("PERMISSION_DENIED", "shared UIDs cannot donate points");
        }
        Cleared.run(() -> ledger.donate(r.uid, points, by));
        return ok("{\"donated\":" + points + "}");
    }

    private Bundle statement(Request r) {
        File file = new File(getContext().getCacheDir(), "statement-" + r.uid + ".csv");
        try {
            write(file, ledger.statement(r.uid));
            return file(Files.share(file), file.length());
        } catch (IOException e) {
            Log.w(TAG, "statement export failed", e);
            return error("UNAVAILABLE", "the statement service is busy");
        }
    }

    private Bundle receipt(Request r) {
        int order = r.args.optInt("order");
        File file = new File(getContext().getCacheDir(), "receipt-" + order + ".txt");
        try {
            write(file, ledger.receipt(r.uid, order));
            return file(Files.readOnly(file), file.length());
        } catch (IOException e) {
            return error("INTERNAL_ERROR", "receipt failed: " + e.getMessage());
        }
    }

    private static void write(File f, String text) throws IOException {
        try (FileOutputStream out = new FileOutputStream(f)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }
}
