package com.hearthlist.chores;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.database.SQLException;
import android.os.Bundle;
import android.util.Log;
import com.hearthlist.cetp.Confirmations;
import com.hearthlist.cetp.Extras;
import com.hearthlist.cetp.Ledger;
import com.hearthlist.cetp.Replies;
import com.hearthlist.cetp.Request;
import com.hearthlist.cetp.ResolutionIntent;
import com.hearthlist.cetp.ToolHost;
import com.hearthlist.cetp.ToolKind;
import com.hearthlist.cetp.ToolSpec;
import com.hearthlist.cetp.Tokens;
import com.hearthlist.ui.ConfirmActivity;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.json.JSONArray;
import org.json.JSONObject;

/** Household chores: list, add, rename, archive, reset, and reports for the family apps. */
public final class ChoreProvider extends ToolHost {
    static final String AUTHORITY = "com.hearthlist.chores";
    static final String ACTION_REPORT_READY = "com.hearthlist.action.REPORT_READY";
    private static final String TAG = "ChoreProvider";
    private static final String ACTION_CONFIRM_RESET = "com.hearthlist.action.CONFIRM_RESET";
    private static final long CONFIRM_TTL_MS = 600_000L;
    private static final Set<String> HOUSEHOLD = new HashSet<>(Arrays.asList("com.hearthlist.family",
            "com.hearthlist.kiosk"));
    private static final Map<String, Function<Bundle, Bundle>> READERS = new HashMap<>();
    private static final List<ToolSpec> SPECS;
    private static volatile ChoreDb store;

    static {
        READERS.put("list_chores", ChoreProvider::listChores);
        READERS.put("get_chore", ChoreProvider::getChore);
        SPECS = Collections.unmodifiableList(Arrays.asList(
                ToolSpec.builder().name("list_chores").title("List chores").kind(ToolKind.READ)
                        .description("Lists open chores, optionally for one assignee").scope("chores.read").build(),
                ToolSpec.builder().name("get_chore").title("Get a chore").kind(ToolKind.READ)
                        .description("Reads one chore").scope("chores.read").build(),
                ToolSpec.builder().name("add_chore").title("Add a chore").kind(ToolKind.CREATE).risk("moderate")
                        .description("Adds a chore to the household list").scope("chores.write").build(),
                ToolSpec.builder().name("rename_chore").title("Rename a chore").kind(ToolKind.UPDATE)
                        .risk("moderate").description("Renames a chore").scope("chores.write").build(),
                ToolSpec.builder().name("archive_chores").title("Archive chores").kind(ToolKind.DELETE)
                        .risk("moderate").description("Archives the given chores").scope("chores.write").build(),
                ToolSpec.builder().name("reset_household").title("Reset the household").kind(ToolKind.DELETE)
                        .destructive(true).risk("high").description("Deletes every chore")
                        .scope("chores.write").build(),
                ToolSpec.builder().name("export_report").title("Export a report").kind(ToolKind.READ).async(true)
                        .description("Sends a report of recent chores to the calling app").scope("chores.read")
                        .build(),
                ToolSpec.builder().name("share_list").title("Share the list").kind(ToolKind.READ)
                        .description("Sends the open chores to the calling app").scope("chores.read").build()));
    }

    private final Map<String, Function<Request, Bundle>> handlers = new HashMap<>();
    private final Confirmations confirmations = Confirmations.shared();
    private final ExecutorService reports = Executors.newSingleThreadExecutor();
    private ChoreDb db;

    @Override
    protected void open(Context context) {
        db = new ChoreDb(context);
        store = db;
        handlers.put("add_chore", this::addChore);
        handlers.put("rename_chore", this::renameChore);
        handlers.put("archive_chores", this::handleDelete);
        handlers.put("reset_household", this::resetHousehold);
        handlers.put("export_report", this::exportReport);
        handlers.put("share_list", this::shareList);
    }

    @Override
    protected String providerId() {
        return "com.hearthlist";
    }

    @Override
    protected JSONObject providerInfo() {
        JSONArray scopes = new JSONArray()
                .put(Replies.obj("name", "chores.read", "title", "Read chores", "access", "read",
                        "sensitivity", "personal"))
                .put(Replies.obj("name", "chores.write", "title", "Change chores", "access", "write",
                        "sensitivity", "personal"));
        return Replies.obj("provider_id", providerId(), "provider_name", "Hearthlist chores",
                "description", "The household's chore list", "scopes", scopes);
    }

    @Override
    protected boolean offersAsync() {
        return true;
    }

    @Override
    protected List<ToolSpec> specs() {
        return SPECS;
    }

    @Override
    protected Bundle run(ToolSpec spec, Request req) {
        Function<Bundle, Bundle> reader = READERS.get(spec.name());
        if (reader != null) {
            return reader.apply(req.extras());
        }
        return Optional.ofNullable(handlers.get(spec.name()))
                .map(handler -> handler.apply(req))
                .orElseGet(() -> Replies.error(req, "TOOL_NOT_FOUND", "No such tool", false));
    }

    static Bundle listChores(Bundle extras) {
        String assignee = Replies.args(extras).optString("assignee", null);
        JSONArray chores = new JSONArray();
        store.open(assignee).stream().map(ChoreDb.Chore::toJson).forEach(chores::put);
        return Replies.success(extras, Replies.obj("chores", chores));
    }

    static Bundle getChore(Bundle extras) {
        long id = Replies.args(extras).optLong("chore_id", -1L);
        return store.find(id)
                .map(chore -> Replies.success(extras, Replies.obj("chore", chore.toJson())))
                .orElseGet(() -> Replies.error(extras, "INVALID_ARGS", "No chore has that id", false));
    }

    Bundle addChore(Request req) {
        String title = req.args().optString("title", "").trim();
        if (title.isEmpty()) {
            return Replies.error(req, "INVALID_ARGS", "title is required", false);
        }
        try {
            long id = db.insert(title, req.args().optString("assignee", null), req.args().optLong("due_at_ms", 0L));
            return Replies.success(req, Replies.obj("chore_id", id));
        } catch (SQLException e) {
            String message = Optional.of(e).map(Throwable::getMessage).orElse("Could not add the chore");
            return Replies.error(req, "CONFLICT", message, false);
        }
    }

    Bundle renameChore(Request req) {
        long id = req.args().optLong("chore_id", -1L);
        String title = req.args().optString("title", "").trim();
        if (id < 0 || title.isEmpty()) {
            return Replies.error(req, "INVALID_ARGS", "chore_id and title are required", false);
        }
        try {
            return Replies.success(req, Replies.obj("renamed", db.rename(id, title)));
        } catch (SQLException e) {
            String message = Optional.of(e).map(Replies::publicText).orElse("Could not rename the chore");
            return Replies.error(req, "CONFLICT", message, false);
        }
    }

    Bundle handleDelete(Request req) {
        List<Long> ids = idsOf(req.args().optJSONArray("chore_ids"));
        if (ids.isEmpty()) {
            return Replies.error(req, "INVALID_ARGS", "chore_ids must list at least one id", false);
        }
        Optional<Confirmations.Pending> grant = confirmations.redeem(req);
        if (!grant.isPresent()) {
            return askUser(req, "Archive " + ids.size() + " chores",
                    ResolutionIntent.with(getContext()).screen(ConfirmActivity.class));
        }
        if (!grant.get().approved()) {
            return Replies.error(req, "USER_CANCELLED", "The user declined", false);
        }
        return Replies.success(req, Replies.obj("archived", db.archive(ids)));
    }

    Bundle resetHousehold(Request req) {
        if (!householdCaller(req.uid())) {
            return Replies.error(req, "PERMISSION_DENIED", "Only the family apps may reset the household", false);
        }
        Optional<Confirmations.Pending> grant = confirmations.redeem(req);
        if (!grant.isPresent()) {
            return askUser(req, "Delete every chore of the household",
                    ResolutionIntent.with(getContext()).action(ACTION_CONFIRM_RESET)
                            .inPackage(getContext().getPackageName()));
        }
        if (!grant.get().approved()) {
            return Replies.error(req, "USER_CANCELLED", "The user declined", false);
        }
        return Replies.success(req, Replies.obj("deleted", db.reset()));
    }

    Bundle exportReport(Request req) {
        String recipient = Extras.read(req.extras(), "calling_package", Bundle::getString)
                .orElseGet(req::callerPackage);
        int days = Math.max(1, Math.min(90, req.args().optInt("days", 7)));
        if (!req.asyncGranted()) {
            deliver(recipient, db.report(days));
            return Replies.success(req, Replies.obj("sent_to", recipient));
        }
        String operationId = Tokens.mint(Tokens.STRONG);
        ledger().openOperation(AUTHORITY, operationId, req);
        reports.execute(new ReportJob(operationId, recipient, days));
        return Replies.accepted(req, operationId, 1000L);
    }

    Bundle shareList(Request req) {
        String locale = Extras.read(req.extras(), "consumer_locale", Bundle::getString)
                .orElseGet(() -> "en");
        String recipient = req.callerPackage();
        if (recipient == null) {
            return Replies.error(req, "PERMISSION_DENIED", "The caller has no package", false);
        }
        deliver(recipient, "[" + locale + "]\n" + db.report(7));
        return Replies.success(req, Replies.obj("sent_to", recipient));
    }

    @Override
    protected Bundle operation(Request req, String operationId) {
        Optional<Ledger.Operation> op = ledger().operations(AUTHORITY).stream()
                .filter(o -> o.id.equals(operationId))
                .filter(o -> o.uid == req.uid() && o.requestId.equals(req.requestId()))
                .findFirst();
        return op.map(o -> Replies.operation(req, o))
                .orElseGet(() -> Replies.error(req, "INVALID_REQUEST", "No such operation", false));
    }

    private Bundle askUser(Request req, String summary, ResolutionIntent screen) {
        String token = Tokens.mint(Tokens.QUICK);
        confirmations.open(token, req, summary, CONFIRM_TTL_MS);
        int flags = Optional.ofNullable(req.resumeToken())
                .map(stale -> PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT)
                .orElse(PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT);
        PendingIntent resolution = screen
                .extra(ConfirmActivity.EXTRA_TOKEN, token)
                .requestCode(token.hashCode())
                .flags(flags)
                .activity();
        return Replies.needsUser(req, resolution, token, summary);
    }

    private boolean householdCaller(int uid) {
        String[] packages = getContext().getPackageManager().getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return false;
        }
        return Arrays.stream(packages).anyMatch(HOUSEHOLD::contains);
    }

    private void deliver(String recipient, String report) {
        Intent ready = new Intent(ACTION_REPORT_READY)
                .setPackage(recipient)
                .putExtra("report", report);
        getContext().sendBroadcast(ready);
    }

    private static List<Long> idsOf(JSONArray raw) {
        if (raw == null) {
            return Collections.emptyList();
        }
        return IntStream.range(0, raw.length())
                .mapToLong(raw::optLong)
                .filter(id -> id > 0)
                .boxed()
                .collect(Collectors.toList());
    }

    /** Builds a report off the Binder thread and keeps its outcome in the ledger. */
    private final class ReportJob implements Runnable {
        private final String operationId;
        private final String recipient;
        private final int days;

        ReportJob(String operationId, String recipient, int days) {
            this.operationId = operationId;
            this.recipient = recipient;
            this.days = days;
        }

        @Override
        public void run() {
            try {
                deliver(recipient, db.report(days));
                ledger().finishOperation(operationId, "succeeded", Replies.obj("sent_to", recipient).toString(), null);
            } catch (SQLException e) {
                Log.w(TAG, "report failed", e);
                ledger().finishOperation(operationId, "failed", null, "INTERNAL_ERROR");
            }
        }
    }
}
