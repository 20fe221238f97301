package com.tallyspring.budget.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.tallyspring.budget.data.LedgerDb;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Provider-side confirmations (§4.3). execute_tool opens one per call that needs the user; the confirmation
 * Activity records the user's decision; the resumed call takes it. A resume token is bound to the caller, the
 * tool, the request_id and the digest of the original args, expires after ten minutes and is used once.
 */
public final class ApprovalStore {
    public static final String EXTRA_TOKEN = "com.tallyspring.budget.extra.RESUME_TOKEN";
    private static final long TTL_MS = TimeUnit.MINUTES.toMillis(10);
    private static final String[] COLUMNS = {"token", "uid", "tool", "request_id", "args_sha256", "summary",
            "expires_at", "decision"};

    /** What the provider does with a call that needs confirmation. */
    public enum Verdict {
        CONFIRMED, DENIED, NEEDED, INVALID
    }

    /** One stored confirmation. */
    public static final class Approval {
        private final String token;
        private final int uid;
        private final String tool;
        private final String requestId;
        private final String argsDigest;
        private final String summary;
        private final long expiresAtMs;
        private final JSONObject decision;

        Approval(String token, int uid, String tool, String requestId, String argsDigest, String summary,
                long expiresAtMs, JSONObject decision) {
            this.token = token;
            this.uid = uid;
            this.tool = tool;
            this.requestId = requestId;
            this.argsDigest = argsDigest;
            this.summary = summary;
            this.expiresAtMs = expiresAtMs;
            this.decision = decision;
        }

        static Approval from(Cursor c) {
            JSONObject decision = null;
            if (!c.isNull(7)) {
                try {
                    decision = new JSONObject(c.getString(7));
                } catch (JSONException e) {
                    decision = null;
                }
            }
            return new Approval(c.getString(0), c.getInt(1), c.getString(2), c.getString(3), c.getString(4),
                    c.getString(5), c.getLong(6), decision);
        }

        public String summary() {
            return summary;
        }

        public String tool() {
            return tool;
        }

        public Optional<JSONObject> decision() {
            return Optional.ofNullable(decision);
        }

        public boolean live() {
            return expiresAtMs > System.currentTimeMillis();
        }

        /** Same caller, same tool, same request, byte-identical args, not expired. */
        public boolean boundTo(ToolCall call) {
            return uid == call.uid() && tool.equals(call.toolName()) && requestId.equals(call.requestId())
                    && argsDigest.equals(call.argsDigest()) && live();
        }
    }

    /** The user's answer as the confirmation screen stored it. */
    private static final Predicate<JSONObject> APPROVED_IN_APP = d -> d.optBoolean("approved", false);

    private final LedgerDb db;

    public ApprovalStore(LedgerDb db) {
        this.db = db;
    }

    /** Opens a confirmation for this call and returns its resume token. */
    public String open(ToolCall call, String summary) {
        String token = Crypto.randomToken();
        ContentValues v = new ContentValues();
        v.put("token", token);
        v.put("uid", call.uid());
        v.put("tool", call.toolName());
        v.put("request_id", call.requestId());
        v.put("args_sha256", call.argsDigest());
        v.put("summary", summary);
        v.put("expires_at", System.currentTimeMillis() + TTL_MS);
        db.getWritableDatabase().insert("approvals", null, v);
        return token;
    }

    /** An undecided, unexpired confirmation, for the confirmation screen. */
    public Optional<Approval> pending(String token) {
        return row(db.getReadableDatabase(), token)
                .filter(Approval::live)
                .filter(a -> !a.decision().isPresent());
    }

    /** Records the user's decision; only an undecided confirmation can be decided. */
    public boolean decide(String token, boolean approved) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("approved", approved);
        d.put("decided_at", System.currentTimeMillis());
        ContentValues v = new ContentValues();
        v.put("decision", new JSONObject(d).toString());
        String[] args = {token};
        return db.getWritableDatabase().update("approvals", v, "token = ? AND decision IS NULL", args) == 1;
    }

    /**
     * The verdict for a call that needs confirmation: NEEDED without a resume token (or while the user has not
     * answered yet), INVALID for a token that is unknown, expired or bound to another call, otherwise the user's
     * decision. A decided token is deleted as it is read, so it works once.
     */
    public Verdict verdictFor(ToolCall call) {
        Optional<String> token = call.resumeToken();
        if (!token.isPresent()) {
            return Verdict.NEEDED;
        }
        return token.flatMap(this::take)
                .filter(a -> a.boundTo(call))
                .map(a -> a.decision()
                        .map(d -> APPROVED_IN_APP.test(d) ? Verdict.CONFIRMED : Verdict.DENIED)
                        .orElse(Verdict.NEEDED))
                .orElse(Verdict.INVALID);
    }

    private Optional<Approval> take(String token) {
        SQLiteDatabase d = db.getWritableDatabase();
        d.beginTransaction();
        try {
            Optional<Approval> found = row(d, token);
            if (found.flatMap(Approval::decision).isPresent()) {
                d.delete("approvals", "token = ?", new String[] {token});
            }
            d.setTransactionSuccessful();
            return found;
        } finally {
            d.endTransaction();
        }
    }

    private static Optional<Approval> row(SQLiteDatabase d, String token) {
        String[] args = {token};
        try (Cursor c = d.query("approvals", COLUMNS, "token = ?", args, null, null, null)) {
            return c.moveToFirst() ? Optional.of(Approval.from(c)) : Optional.empty();
        }
    }
}
