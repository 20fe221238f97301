package com.inkwell.notes.sync;

import android.accounts.Account;
import android.accounts.AccountManager;
import android.app.PendingIntent;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import com.inkwell.notes.cetp.CetpTool;
import com.inkwell.notes.cetp.Ctx;
import com.inkwell.notes.cetp.Json;
import com.inkwell.notes.cetp.Replies;
import com.inkwell.notes.cetp.Replies.Refusal;
import com.inkwell.notes.cetp.Resolution;
import com.inkwell.notes.cetp.Sql;
import com.inkwell.notes.data.NotesDb;
import com.inkwell.notes.ui.ConfirmActivity;
import java.util.EnumMap;
import java.util.EnumSet;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The sync provider's tools: notebooks, the sync engine, the linked account, the trash. */
public enum SyncTool implements CetpTool {
    LIST_NOTEBOOKS("List notebooks", "List notebooks by name, optionally only those one app created", "notebooks:array",
            "prefix?", "package_name?") {
        @Override
        public Bundle run(Ctx c, JSONObject a) throws JSONException {
            String prefix = a.optString("prefix", "");
            String source = Json.first(a, "package_name", "source_package");
            SQLiteDatabase db = c.db().readable();
            Cursor cur = source == null
                    ? db.query("notebooks", COLUMNS, Sql.where("archived = 0", "name LIKE ?"), Sql.args(prefix + "%"),
                            null, null, "name", "100")
                    : db.query("notebooks", COLUMNS, Sql.where("archived = 0", "name LIKE ?", "source_pkg = ?"),
                            Sql.args(prefix + "%", source), null, null, "name", "100");
            JSONArray out = new JSONArray();
            try {
                while (cur.moveToNext()) {
                    out.put(new JSONObject().put("id", cur.getLong(0)).put("name", cur.getString(1))
                            .put("shared", cur.getInt(2) != 0));
                }
            } finally {
                cur.close();
            }
            return Replies.success(c.requestId(), new JSONObject().put("notebooks", out));
        }
    },
    SYNC_NOW("Sync now", "Ask the sync engine to upload one notebook to the linked account now", "requested:boolean",
            "notebook_id:integer") {
        @Override
        public boolean admits(Ctx c) {
            // The Inkwell widget may start a sync without a grant, but only from a UID that is the widget alone.
            String[] packages = c.packagesOfCaller();
            if (packages != null && packages.length == 1) {
                for (String pkg : packages) {
                    if (CetpTool.companion(c.context(), pkg)) {
                        return true;
                    }
                }
            }
            return super.admits(c);
        }

        @Override
        public Bundle run(Ctx c, JSONObject a) throws JSONException {
            NotesDb.Notebook book = c.db().notebook(a.optLong("notebook_id", -1L));
            if (book == null) {
                return Replies.refuse(c, Refusal.BAD_ARGS, "There is no notebook with that id");
            }
            if (c.deadlinePassed()) {
                return Replies.refuse(c, Refusal.LATE, "The deadline passed before the sync was requested");
            }
            ContentValues v = new ContentValues();
            v.put("sync_requested_at", System.currentTimeMillis());
            c.db().writable().update("notebooks", v, "_id = ?", Sql.args(Long.toString(book.id)));
            propagate(c, book.id);
            return Replies.success(c.requestId(), new JSONObject().put("requested", true));
        }
    },
    ARCHIVE_NOTEBOOK("Archive notebook", "Hide a notebook from lists and sync; a shared notebook asks the user first",
            "archived:boolean", "notebook_id:integer") {
        @Override
        public Bundle run(Ctx c, JSONObject a) throws JSONException {
            NotesDb.Notebook book = c.db().notebook(a.optLong("notebook_id", -1L));
            if (book == null) {
                return Replies.refuse(c, Refusal.BAD_ARGS, "There is no notebook with that id");
            }
            if (book.shared) {
                if (c.resumeToken() == null) {
                    String token = c.hold(this, "Archive \"" + book.name + "\", which other people can see");
                    PendingIntent screen = new Resolution.Builder().action(Resolution.ACTION_REVIEW)
                            .inPackage(c.context().getPackageName()).token(token).build(c.context());
                    return Replies.refuse(c, Refusal.CONFIRM, "Confirm archiving on the device", screen, token);
                }
                Bundle stop = c.verdict(this);
                if (stop != null) {
                    return stop;
                }
            }
            if (c.deadlinePassed()) {
                return Replies.refuse(c, Refusal.LATE, "The deadline passed before the notebook was archived");
            }
            ContentValues v = new ContentValues();
            v.put("archived", 1);
            c.db().writable().update("notebooks", v, "_id = ?", Sql.args(Long.toString(book.id)));
            propagate(c, book.id);
            return Replies.success(c.requestId(), new JSONObject().put("archived", true));
        }
    },
    LINK_ACCOUNT("Link account", "Sync notes to an Inkwell account that is signed in on this device", "linked:boolean",
            "account") {
        @Override
        public Bundle run(Ctx c, JSONObject a) throws JSONException {
            String account = a.optString("account", "").trim();
            if (account.indexOf('@') < 1 || account.length() > 254) {
                return Replies.refuse(c, Refusal.BAD_ARGS, "account must be an email address");
            }
            if (!signedIn(c.context(), account)) {
                String token = c.hold(this, "Sync your notes to " + account);
                PendingIntent signIn = new Resolution.Builder()
                        .component(ACCOUNTS_PACKAGE, ACCOUNTS_PACKAGE + ".ui.SignInActivity")
                        .token(token).build(c.context());
                return Replies.refuse(c, Refusal.SIGN_IN, "Sign in to Inkwell Accounts first", signIn, token);
            }
            if (c.deadlinePassed()) {
                return Replies.refuse(c, Refusal.LATE, "The deadline passed before the account was linked");
            }
            ContentValues v = new ContentValues();
            v.put("uid", c.caller().uid());
            v.put("account", account);
            v.put("linked_at", System.currentTimeMillis());
            c.db().writable().insertWithOnConflict("links", null, v, SQLiteDatabase.CONFLICT_REPLACE);
            propagate(c, 0L);
            return Replies.success(c.requestId(), new JSONObject().put("linked", true));
        }
    },
    PURGE_TRASH("Empty trash", "Delete for good the notes that have been in the trash longer than the given days",
            "purged:integer", "older_than_days:integer") {
        @Override
        public Bundle run(Ctx c, JSONObject a) throws JSONException {
            int days = a.optInt("older_than_days", -1);
            if (days < 0 || days > 3650) {
                return Replies.refuse(c, Refusal.BAD_ARGS, "older_than_days must be 0 to 3650");
            }
            if (c.resumeToken() == null) {
                String token = c.hold(this, "Delete for good every note in the trash for more than " + days + " days");
                PendingIntent screen = new Resolution.Builder().target(ConfirmActivity.class).token(token)
                        .build(c.context());
                return Replies.refuse(c, Refusal.CONFIRM, "Confirm emptying the trash on the device", screen, token);
            }
            Bundle stop = c.verdict(this);
            if (stop != null) {
                return stop;
            }
            if (c.deadlinePassed()) {
                return Replies.refuse(c, Refusal.LATE, "The deadline passed before the trash was emptied");
            }
            long cutoff = System.currentTimeMillis() - days * 86_400_000L;
            int purged = c.db().writable().delete("notes", "deleted = 1 AND updated_at < ?",
                    Sql.args(Long.toString(cutoff)));
            propagate(c, 0L);
            return Replies.success(c.requestId(), new JSONObject().put("purged", purged));
        }
    };

    static final String ACCOUNTS_PACKAGE = "com.inkwell.accounts";
    static final String ACCOUNT_TYPE = "com.inkwell.accounts";
    private static final String[] COLUMNS = {"_id", "name", "shared"};
    private static final EnumMap<SyncTool, Effect> EFFECTS = new EnumMap<>(SyncTool.class);
    private static final EnumMap<SyncTool, Risk> RISKS = new EnumMap<>(SyncTool.class);
    private static final EnumMap<SyncTool, Confirm> POLICIES = new EnumMap<>(SyncTool.class);
    private static final EnumMap<SyncTool, String> SCOPES = new EnumMap<>(SyncTool.class);
    private static final EnumSet<SyncTool> OPEN_WORLD = EnumSet.of(SYNC_NOW, LINK_ACCOUNT);
    private static final EnumMap<SyncTool, Propagation> PROPAGATION = new EnumMap<>(SyncTool.class);

    static {
        EFFECTS.put(LIST_NOTEBOOKS, Effect.READ);
        EFFECTS.put(SYNC_NOW, Effect.UPDATE);
        EFFECTS.put(ARCHIVE_NOTEBOOK, Effect.UPDATE);
        EFFECTS.put(LINK_ACCOUNT, Effect.UPDATE);
        EFFECTS.put(PURGE_TRASH, Effect.DELETE);
        RISKS.put(LIST_NOTEBOOKS, Risk.LOW);
        RISKS.put(SYNC_NOW, Risk.MODERATE);
        RISKS.put(ARCHIVE_NOTEBOOK, Risk.MODERATE);
        RISKS.put(LINK_ACCOUNT, Risk.MODERATE);
        RISKS.put(PURGE_TRASH, Risk.HIGH);
        POLICIES.put(LIST_NOTEBOOKS, Confirm.NEVER);
        POLICIES.put(SYNC_NOW, Confirm.NEVER);
        POLICIES.put(ARCHIVE_NOTEBOOK, Confirm.PROVIDER_POLICY);
        POLICIES.put(LINK_ACCOUNT, Confirm.PROVIDER_POLICY);
        POLICIES.put(PURGE_TRASH, Confirm.ALWAYS);
        SCOPES.put(LIST_NOTEBOOKS, "notebooks.read");
        SCOPES.put(SYNC_NOW, "sync.run");
        SCOPES.put(ARCHIVE_NOTEBOOK, "notebooks.write");
        SCOPES.put(LINK_ACCOUNT, "sync.account");
        SCOPES.put(PURGE_TRASH, "notes.trash");
        PROPAGATION.put(SYNC_NOW, Propagation.REQUEST_SYNC);
        PROPAGATION.put(LINK_ACCOUNT, Propagation.REQUEST_SYNC);
        PROPAGATION.put(ARCHIVE_NOTEBOOK, Propagation.NOTIFY);
        PROPAGATION.put(PURGE_TRASH, Propagation.NOTIFY);
    }

    private final String title;
    private final String description;
    private final String output;
    private final String[] input;

    SyncTool(String title, String description, String output, String... input) {
        this.title = title;
        this.description = description;
        this.output = output;
        this.input = input;
    }

    @Override
    public abstract Bundle run(Ctx c, JSONObject a) throws JSONException;

    /** Hands a finished change to this tool's propagation strategy. */
    void propagate(Ctx c, long notebookId) {
        PROPAGATION.getOrDefault(this, Propagation.NONE).after(c, this, notebookId);
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public Effect effect() {
        return EFFECTS.get(this);
    }

    @Override
    public Risk risk() {
        return RISKS.get(this);
    }

    @Override
    public Confirm confirm() {
        return POLICIES.getOrDefault(this, Confirm.ALWAYS);
    }

    @Override
    public String scope() {
        return SCOPES.get(this);
    }

    @Override
    public boolean openWorld() {
        return OPEN_WORLD.contains(this);
    }

    @Override
    public JSONObject input() throws JSONException {
        return Json.input(input);
    }

    @Override
    public JSONObject output() throws JSONException {
        return Json.output(output);
    }

    static boolean signedIn(Context context, String account) {
        for (Account known : AccountManager.get(context).getAccountsByType(ACCOUNT_TYPE)) {
            if (known.name.equalsIgnoreCase(account)) {
                return true;
            }
        }
        return false;
    }

    /** The account sync was last linked to, if it is still signed in. */
    static Account linkedAccount(Context context) {
        String name = NotesDb.get(context).linkedAccount();
        return name != null && signedIn(context, name) ? new Account(name, ACCOUNT_TYPE) : null;
    }
}
