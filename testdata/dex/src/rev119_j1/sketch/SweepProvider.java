package com.hearthlist.sweep;

import android.app.PendingIntent;
import android.content.Context;
import android.os.Bundle;
import com.hearthlist.cetp.Confirmations;
import com.hearthlist.cetp.Ledger;
import com.hearthlist.cetp.Replies;
import com.hearthlist.cetp.Request;
import com.hearthlist.cetp.ResolutionIntent;
import com.hearthlist.cetp.ToolHost;
import com.hearthlist.cetp.ToolKind;
import com.hearthlist.cetp.ToolSpec;
import com.hearthlist.cetp.Tokens;
import com.hearthlist.ui.ConfirmActivity;
import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import org.json.JSONArray;
import org.json.JSONObject;

/** Storage sweeping: measure the app's folders, clear its cache, wipe old downloads. */
public final class SweepProvider extends ToolHost {
    static final String AUTHORITY = "com.hearthlist.sweep";
    private static final long CONFIRM_TTL_MS = 600_000L;
    private static final String[] NO_PACKAGES = new String[0];
    private static final Set<String> COMPANIONS = Collections.singleton("com.hearthlist.family");
    private static final Map<ToolKind, List<ToolSpec>> BY_KIND = new EnumMap<>(ToolKind.class);
    private static final List<ToolSpec> SPECS = Arrays.asList(
            ToolSpec.builder().name("storage_summary").title("Storage summary").kind(ToolKind.READ)
                    .description("Bytes used by each of the app's folders").scope("storage.read").build(),
            ToolSpec.builder().name("scan_storage").title("Scan storage").kind(ToolKind.READ).async(true)
                    .description("Measures every folder again").scope("storage.read").build(),
            ToolSpec.builder().name("clear_cache").title("Clear the cache").kind(ToolKind.DELETE).risk("moderate")
                    .description("Deletes cached thumbnails").scope("storage.write").build(),
            ToolSpec.builder().name("wipe_downloads").title("Wipe downloads").kind(ToolKind.DELETE)
                    .destructive(true).risk("high").description("Deletes downloaded files older than N days")
                    .scope("storage.write").build());

    static {
        for (ToolSpec spec : SPECS) {
            BY_KIND.computeIfAbsent(spec.kind(), kind -> new ArrayList<>()).add(spec);
        }
    }

    private final Map<String, Function<Request, Bundle>> handlers = new HashMap<>();
    private final Confirmations confirmations = Confirmations.shared();
    private final ExecutorService scanner = Executors.newSingleThreadExecutor();
    private File cacheRoot;
    private File downloads;
    private StorageSweeper sweeper;

    @Override
    protected void open(Context context) {
        cacheRoot = new File(context.getCacheDir(), "thumbnails");
        downloads = context.getExternalFilesDir("Download");
        sweeper = new StorageSweeper(cacheRoot, downloads);
        handlers.put("storage_summary", this::storageSummary);
        handlers.put("scan_storage", this::scanStorage);
        handlers.put("clear_cache", this::clearCache);
        handlers.put("wipe_downloads", this::wipeDownloads);
    }

    @Override
    protected String providerId() {
        return "com.hearthlist";
    }

    @Override
    protected JSONObject providerInfo() {
        JSONArray scopes = new JSONArray()
                .put(Replies.obj("name", "storage.read", "title", "See storage use", "access", "read",
                        "sensitivity", "device"))
                .put(Replies.obj("name", "storage.write", "title", "Delete files", "access", "write",
                        "sensitivity", "device"));
        return Replies.obj("provider_id", providerId(), "provider_name", "Hearthlist storage",
                "description", "Keeps the app's storage tidy", "scopes", scopes);
    }

    @Override
    protected boolean offersAsync() {
        return true;
    }

    @Override
    protected List<ToolSpec> specs() {
        List<ToolSpec> visible = new java.util.ArrayList<>(BY_KIND.get(ToolKind.READ));
        visible.addAll(BY_KIND.get(ToolKind.DELETE));
        return visible;
    }

    @Override
    protected Bundle run(ToolSpec spec, Request req) {
        return Optional.ofNullable(handlers.get(spec.name()))
                .map(handler -> handler.apply(req))
                .orElseGet(() -> Replies.error(req, "TOOL_NOT_FOUND", "No such tool", false));
    }

    Bundle storageSummary(Request req) {
        return Replies.success(req, sweeper.scan());
    }

    Bundle scanStorage(Request req) {
        if (!req.asyncGranted()) {
            return Replies.success(req, sweeper.scan());
        }
        String operationId = Tokens.mint(Tokens.STRONG);
        Ledger ledger = ledger();
        StorageSweeper measure = sweeper;
        ledger.openOperation(AUTHORITY, operationId, req);
        scanner.execute(() -> ledger.finishOperation(operationId, "succeeded", measure.scan().toString(), null));
        return Replies.accepted(req, operationId, 2000L);
    }

    Bundle clearCache(Request req) {
        Optional<Confirmations.Pending> grant = confirmations.redeem(req);
        if (grant.isPresent() && !grant.get().approved()) {
            return Replies.error(req, "USER_CANCELLED", "The user declined", false);
        }
        SweepPlan plan = SweepPlan.builder()
                .root(cacheRoot)
                .olderThanDays(req.args().optInt("older_than_days", 0))
                .confirmed(grant.isPresent())
                .build();
        if (!plan.confirmed()) {
            return askUser(req, "Clear cached thumbnails");
        }
        return Replies.success(req, Replies.obj("freed_bytes", sweeper.sweep(plan)));
    }

    Bundle wipeDownloads(Request req) {
        if (!companionCaller(req.uid())) {
            return Replies.error(req, "PERMISSION_DENIED", "Only the family app may wipe downloads", false);
        }
        Optional<Confirmations.Pending> grant = confirmations.redeem(req);
        if (grant.isPresent() && !grant.get().approved()) {
            return Replies.error(req, "USER_CANCELLED", "The user declined", false);
        }
        int days = req.args().optInt("older_than_days", 30);
        SweepPlan plan = SweepPlan.builder()
                .root(downloads)
                .olderThanDays(days)
                .confirmed(grant.isPresent() || req.args().optBoolean("confirmed", false))
                .build();
        if (!plan.confirmed()) {
            return askUser(req, "Delete downloads older than " + days + " days");
        }
        return Replies.success(req, Replies.obj("freed_bytes", sweeper.sweep(plan)));
    }

    @Override
    protected Bundle operation(Request req, String operationId) {
        Optional<Ledger.Operation> op = ledger().operations(AUTHORITY).stream()
                .filter(o -> o.id.equals(operationId))
                .findFirst();
        return op.map(o -> Replies.operation(req, o))
                .orElseGet(() -> Replies.error(req, "INVALID_REQUEST", "No such operation", false));
    }

    private Bundle askUser(Request req, String summary) {
        String token = Tokens.mint(Tokens.STRONG);
        confirmations.open(token, req, summary, CONFIRM_TTL_MS);
        int flags = Optional.ofNullable(req.resumeToken())
                .map(stale -> PendingIntent.FLAG_UPDATE_CURRENT)
                .orElse(PendingIntent.FLAG_ONE_SHOT);
        PendingIntent resolution = ResolutionIntent.with(getContext())
                .screen(ConfirmActivity.class)
                .extra(ConfirmActivity.EXTRA_TOKEN, token)
                .requestCode(token.hashCode())
                .flags(flags)
                .activity();
        return Replies.needsUser(req, resolution, token, summary);
    }

    private boolean companionCaller(int uid) {
        String[] packages = Optional.ofNullable(getContext().getPackageManager().getPackagesForUid(uid))
                .orElse(NO_PACKAGES);
        return Arrays.stream(packages).anyMatch(COMPANIONS::contains);
    }
}
