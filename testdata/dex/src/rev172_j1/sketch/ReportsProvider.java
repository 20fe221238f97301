package com.fernhill.stockroom.reports;

import android.net.Uri;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.fernhill.stockroom.core.PluginProvider;
import com.fernhill.stockroom.core.PluginRegistry;
import com.fernhill.stockroom.core.Replies;
import com.fernhill.stockroom.core.RequestLedger;
import com.fernhill.stockroom.core.Tokens;
import com.fernhill.stockroom.core.Tool;
import com.fernhill.stockroom.core.ToolContext;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The reports tool provider (authority com.fernhill.stockroom.tools.reports). */
public final class ReportsProvider extends PluginProvider {
    private static final String TAG = "ReportsProvider";
    static final String PROVIDER_ID = "com.fernhill.stockroom.reports";

    /** The plugins; each declares its own tool name. */
    private static final String[] PLUGINS = {
        "com.fernhill.stockroom.reports.ListReportsTool",
        "com.fernhill.stockroom.reports.BuildReportTool",
        "com.fernhill.stockroom.reports.DownloadReportTool",
        "com.fernhill.stockroom.reports.ArchiveReportTool",
    };

    private static final Set<String> CAPABILITIES = Collections.unmodifiableSet(
            new LinkedHashSet<>(Arrays.asList("async_operations", "cancellation", "large_results")));

    private final AtomicLong operationsStarted = new AtomicLong();
    private ReportShelf shelf;

    @Override
    public boolean onCreate() {
        super.onCreate();
        shelf = new ReportShelf(getContext(), graph.db);
        return true;
    }

    @Override
    protected PluginRegistry loadPlugins() {
        return PluginRegistry.load(PLUGINS);
    }

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Stockroom Reports";
    }

    @Override
    protected String description() {
        return "Build, list, download and archive stock reports.";
    }

    @Override
    protected JSONArray scopeCatalog() throws JSONException {
        JSONArray scopes = new JSONArray();
        JSONObject read = new JSONObject();
        read.put("name", "reports.read");
        read.put("title", "Read reports");
        read.put("description", "List and download the reports this app built");
        read.put("access", "read");
        read.put("sensitivity", "other");
        scopes.put(read);
        JSONObject write = new JSONObject();
        write.put("name", "reports.write");
        write.put("title", "Build reports");
        write.put("description", "Build new reports and archive old ones");
        write.put("access", "write");
        write.put("sensitivity", "other");
        scopes.put(write);
        return scopes;
    }

    @Override
    protected Set<String> supportedCapabilities() {
        return CAPABILITIES;
    }

    /** Reports keeps no session table: every call is checked against the pairing again (resumeSession). */
    @Override
    protected String openSession(int uid, Set<String> capabilities, Set<String> scopes, long expiresAt) {
        return Tokens.random(32);
    }

    @Override
    protected Grant resumeSession(Bundle in, int uid) {
        Set<String> scopes = graph.gate.admit(uid, PROVIDER_ID);
        return scopes.isEmpty() ? null : new Grant(uid, CAPABILITIES, scopes);
    }

    @Override
    protected String newOperationId() {
        String id = "op_" + Tokens.random(16);
        Log.d(TAG, "operation " + operationsStarted.incrementAndGet() + " since start: " + id);
        return id;
    }

    @Override
    protected RequestLedger.Operation ownedOperation(String operationId, int uid, String requestId) {
        RequestLedger.Operation op = graph.ledger.operation(operationId);
        return op != null && PROVIDER_ID.equals(op.providerId) ? op : null;
    }

    /** download_report answers with the stored report file itself. */
    @Override
    protected Bundle fileResult(ToolContext ctx, Tool.Outcome outcome) throws IOException, JSONException {
        File report = outcome.file;
        if (report == null) {
            return Replies.error(ctx.requestId(), "RESULT_TOO_LARGE");
        }
        ParcelFileDescriptor fd = shelf.handOff(report);
        return Replies.file(ctx.requestId(), report.length(), Tokens.sha256(report), fd);
    }

    @Override
    protected Bundle failure(ToolContext ctx, Throwable error) {
        Throwable root = error;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        Log.w(TAG, "report tool " + ctx.toolName() + " failed", error);
        String code = root instanceof ReportShelf.QuotaExceeded ? "RATE_LIMITED" : "INTERNAL_ERROR";
        return Replies.error(ctx.requestId(), code, Replies.messageFor(code));
    }

    @Override
    protected void afterCommit(ToolContext ctx, Tool tool, Tool.Outcome outcome) {
        if (outcome.succeeded() && outcome.value instanceof JSONObject) {
            String reportId = ((JSONObject) outcome.value).optString("report_id", "");
            if (!reportId.isEmpty()) {
                shelf.announce(reportId);
            }
        }
    }

    /** Report downloads for the Consumer's UI: content://com.fernhill.stockroom.tools.reports/reports/{report_id}. */
    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        if (!"r".equals(mode)) {
            throw new FileNotFoundException("reports are read-only");
        }
        File report = shelf.fileForCaller(uri.getLastPathSegment());
        if (report == null) {
            throw new FileNotFoundException("no such report");
        }
        return ParcelFileDescriptor.open(report, ParcelFileDescriptor.MODE_READ_ONLY);
    }
}
