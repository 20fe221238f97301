package app.hearthlink.core;

import java.util.concurrent.ConcurrentHashMap;

/** Resume tokens for calls that wait for the user's answer in ConfirmActivity. */
public final class Approvals {
    static final long TTL_MS = 10 * 60 * 1000L;

    private final TokenMint mint;
    private final ConcurrentHashMap<String, Call> pending = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Long> expiry = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Boolean> decisions = new ConcurrentHashMap<>();

    public Approvals(TokenMint mint) {
        this.mint = mint;
    }

    public String issue(Call call) {
        String token = mint.mint("rt_");
        pending.put(token, call);
        expiry.put(token, System.currentTimeMillis() + TTL_MS);
        return token;
    }

    /** ConfirmActivity records the user's answer for the token it was opened with. */
    public void decide(String token, boolean approved) {
        if (pending.containsKey(token)) {
            decisions.put(token, approved);
        }
    }

    /** Single use: the ticket is gone after this, whatever the answer was. */
    public boolean take(String token, Call call) {
        Call held = pending.remove(token);
        Long until = expiry.remove(token);
        Boolean approved = decisions.remove(token);
        return held != null && until != null && Boolean.TRUE.equals(approved)
                && held.callerUid() == call.callerUid()
                && held.tool().equals(call.tool())
                && held.requestId().equals(call.requestId())
                && held.args().equals(call.args())
                && System.currentTimeMillis() < until;
    }
}
