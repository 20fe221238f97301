package com.scanbox.cetp;

import java.util.Optional;

/** A call and the answer the ledger kept for its request_id, if any. */
public record Attempt(Invocation call, Optional<Reply> earlier) {
}
