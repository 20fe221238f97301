package com.example.tke;

// transfer_funds: bound to the request_id of the call that asked for confirmation too.
final class PendingTransfer extends PendingBase {
    final String requestId;

    PendingTransfer(int ownerUid, String args, String requestId) {
        super(ownerUid, args);
        this.requestId = requestId;
    }
}
