package com.fernhill.stockroom.inventory;

import android.app.PendingIntent;
import android.content.Intent;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.fernhill.stockroom.core.ApprovalStore;
import com.fernhill.stockroom.core.PluginProvider;
import com.fernhill.stockroom.core.PluginRegistry;
import com.fernhill.stockroom.core.Replies;
import com.fernhill.stockroom.core.RequestLedger;
import com.fernhill.stockroom.core.StateStore;
import com.fernhill.stockroom.core.Tokens;
import com.fernhill.stockroom.core.Tool;
import com.fernhill.stockroom.core.ToolContext;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The inventory tool provider (authority com.fernhill.stockroom.tools.inventory). */
public final class InventoryProvider extends PluginProvider {
    private static final String TAG = "InventoryProvider";
    static final String PROVIDER_ID = "com.fernhill.stockroom.inventory";

    /** The plugins, by tool name. */
    private static final String[][] PLUGINS = {
        {"list_items", "com.fernhill.stockroom.inventory.ListItemsTool"},
        {"export_catalog", "com.fernhill.stockroom.inventory.ExportCatalogTool"},
        {"adjust_stock", "com.fernhill.stockroom.inventory.AdjustStockTool"},
        {"recount_stock", "com.fernhill.stockroom.inventory.RecountStockTool"},
        {"delete_item", "com.fernhill.stockroom.inventory.DeleteItemTool"},
    };

    private static final Set<String> CAPABILITIES = Collections.unmodifiableSet(
            new LinkedHashSet<>(Arrays.asList("async_operations", "cancellation", "large_results")));

    private final StateStore sessions = new StateStore();
    private final AtomicLong operationSequence = new AtomicLong();
    private final Map<String, Function<String, File>> fileRoutes = new HashMap<>();
    private StockChangeFeed feed;

    @Override
    public boolean onCreate() {
        super.onCreate();
        feed = new StockChangeFeed(getContext(), graph.db);
        StockItems items = new StockItems(getContext(), graph.db);
        fileRoutes.put("photos", id -> items.photoFile(id));
        return true;
    }

    @Override
    protected PluginRegistry loadPlugins() {
        return PluginRegistry.fromTable(PLUGINS);
    }

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Stockroom Inventory";
    }

    @Override
    protected String description() {
        return "Look up, adjust, recount and remove the shop's stock items.";
    }

    @Override
    protected JSONArray scopeCatalog() throws JSONException {
        JSONArray scopes = new JSONArray();
        scopes.put(scope("stock.read", "View stock", "See items, locations and quantities", "read"));
        scopes.put(scope("stock.write", "Change stock counts", "Adjust and recount quantities", "write"));
        scopes.put(scope("stock.admin", "Remove items", "Delete items from the inventory", "write"));
        return scopes;
    }

    private static JSONObject scope(String name, String title, String description, String access)
            throws JSONException {
        JSONObject s = new JSONObject();
        s.put("name", name);
        s.put("title", title);
        s.put("description", description);
        s.put("access", access);
        s.put("sensitivity", "other");
        return s;
    }

    @Override
    protected Set<String> supportedCapabilities() {
        return CAPABILITIES;
    }

    @Override
    protected String openSession(int uid, Set<String> capabilities, Set<String> scopes, long expiresAt) {
        String token = Tokens.random(32);
        sessions.update(snapshot -> snapshot.withSession(
                new StateStore.Session(token, Binder.getCallingUid(), capabilities, scopes, expiresAt),
                System.currentTimeMillis()));
        return token;
    }

    @Override
    protected Grant resumeSession(Bundle in, int uid) {
        String token = in.getString("session_token");
        if (token == null) {
            return null;
        }
        StateStore.Session session = sessions.current().session(token);
        if (session == null || session.uid != uid || session.expired(System.currentTimeMillis())) {
            return null;
        }
        return new Grant(uid, session.capabilities, session.scopes);
    }

    @Override
    protected String newOperationId() {
        return "op_" + Long.toString(System.currentTimeMillis(), 36) + "_" + operationSequence.incrementAndGet();
    }

    @Override
    protected RequestLedger.Operation ownedOperation(String operationId, int uid, String requestId) {
        RequestLedger.Operation op = graph.ledger.operation(operationId);
        if (op == null || op.uid != uid || !PROVIDER_ID.equals(op.providerId) || !op.requestId.equals(requestId)) {
            return null;
        }
        return op;
    }

    /** Large results stream through a pipe: the pool writes the JSON into one end, the Consumer reads the other. */
    @Override
    protected Bundle fileResult(ToolContext ctx, Tool.Outcome outcome) throws IOException, JSONException {
        byte[] json = String.valueOf(outcome.value).getBytes(StandardCharsets.UTF_8);
        ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();
        ParcelFileDescriptor readSide = pipe[0];
        ParcelFileDescriptor writeSide = pipe[1];
        graph.workers.pool().execute(() -> pump(writeSide, json));
        return Replies.file(ctx.requestId(), json.length, Tokens.sha256(json), readSide);
    }

    private static void pump(ParcelFileDescriptor writeSide, byte[] json) {
        OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(writeSide);
        try {
            out.write(json);
        } catch (IOException e) {
            Log.w(TAG, "catalog reader went away", e);
        } finally {
            try {
                out.close();
            } catch (IOException ignored) {
                Log.d(TAG, "pipe already closed");
            }
        }
    }

    @Override
    protected Bundle failure(ToolContext ctx, Throwable error) {
        Throwable root = error;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return Replies.error(ctx.requestId(), "INTERNAL_ERROR", "Stock change failed: " + root.getMessage());
    }

    @Override
    protected void afterCommit(ToolContext ctx, Tool tool, Tool.Outcome outcome) {
        if (outcome.succeeded()) {
            feed.publish(ctx.request);
        }
    }

    @Override
    protected PendingIntent confirmation(ToolContext ctx, String resumeToken) {
        Intent intent = new Intent(getContext(), ConfirmChangeActivity.class);
        intent.putExtra(ApprovalStore.EXTRA_TOKEN, resumeToken);
        return PendingIntent.getActivity(getContext(), resumeToken.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    /** Item photos for the Consumer's UI: content://com.fernhill.stockroom.tools.inventory/photos/{item_id}. */
    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        List<String> segments = uri.getPathSegments();
        if (!"r".equals(mode) || segments.size() != 2) {
            throw new FileNotFoundException("read-only, /photos/{item_id}");
        }
        Function<String, File> route = fileRoutes.get(segments.get(0));
        File file = route == null ? null : route.apply(segments.get(1));
        if (file == null || !file.isFile()) {
            throw new FileNotFoundException("no such file");
        }
        return ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY);
    }
}
