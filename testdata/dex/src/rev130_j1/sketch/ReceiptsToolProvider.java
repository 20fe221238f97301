package com.copperwick.receipts;

import com.copperwick.cetp.CopperToolProvider;

/** Authority com.copperwick.receipts: scanned receipts, their export, sync from Pocket and deletion. */
public final class ReceiptsToolProvider extends CopperToolProvider {
    public ReceiptsToolProvider() {
        super(new ReceiptsModule());
    }
}
