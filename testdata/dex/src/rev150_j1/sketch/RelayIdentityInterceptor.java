package com.kestrel.ledger.budgets;

import com.kestrel.ledger.identity.CallerCache;
import com.kestrel.ledger.pipeline.IdentityInterceptor;
import com.kestrel.ledger.pipeline.Request;

/**
 * The budgets provider also serves the ClawSeed relay, which calls on behalf of the app the user is working in and
 * names that app's UID; the named app's identity is the one checked and audited.
 */
public final class RelayIdentityInterceptor extends IdentityInterceptor {
    public RelayIdentityInterceptor(CallerCache callers) {
        super(callers);
    }

    @Override
    protected int subjectUid(Request request) {
        return request.extras().getInt(ON_BEHALF_OF, request.uid());
    }
}
