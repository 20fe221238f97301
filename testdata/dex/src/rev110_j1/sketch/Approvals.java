package app.shoebox.core;

import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;

/** Resume tokens of pending confirmations; ConfirmActivity records the user's answer here. */
public final class Approvals {
    static final class Ticket {
        final int uid;
        final String tool;
        final String requestId;
        final String args;
        final Instant expires;
        volatile boolean approved;

        Ticket(int uid, String tool, String requestId, String args, Instant expires) {
            this.uid = uid;
            this.tool = tool;
            this.requestId = requestId;
            this.args = args;
            this.expires = expires;
        }
    }

    private static final Approvals SHARED = new Approvals();
    private static final Ticket NONE = new Ticket(-1, "", "", "", Instant.EPOCH);

    private final ConcurrentHashMap<String, Ticket> tickets = new ConcurrentHashMap<>();

    public static Approvals get() {
        return SHARED;
    }

    public String issue(int uid, String tool, String requestId, String args) {
        String token = Tokens.join("rt", Tokens.secure(24));
        tickets.put(token, new Ticket(uid, tool, requestId, args, Instant.now().plusSeconds(600)));
        return token;
    }

    /** The user's answer, from ConfirmActivity. */
    public void decide(String token, boolean approved) {
        Ticket t = token == null ? null : tickets.get(token);
        if (t == null) {
            return;
        }
        if (approved) {
            t.approved = true;
        } else {
            tickets.remove(token);
        }
    }

    /** Consumes the token: it must be this caller's, for this tool, request and arguments, approved and fresh. */
    public boolean take(String token, int uid, String tool, String requestId, String args) {
        Ticket t = tickets.remove(token);
        return t != null && t.uid == uid && t.approved && t.tool.equals(tool) && t.requestId.equals(requestId)
                && t.args.equals(args) && Instant.now().isBefore(t.expires);
    }

    /** Looks the token up again for a retried restore (the restore itself is deduplicated by the ledger). */
    public boolean peek(String token, String tool, String args) {
        Ticket t = tickets.getOrDefault(token, NONE);
        return t.approved && t.tool.equals(tool) && t.args.equals(args) && Instant.now().isBefore(t.expires);
    }
}
