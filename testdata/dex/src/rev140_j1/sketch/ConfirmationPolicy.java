package com.hearthlink.security;

import com.hearthlink.cetp.Call;
import com.hearthlink.cetp.ToolSpec;

/** Decides whether a call's side effect may run now or the user must confirm it on the phone first. */
public interface ConfirmationPolicy {
    boolean satisfied(ToolSpec tool, Call call);
}
