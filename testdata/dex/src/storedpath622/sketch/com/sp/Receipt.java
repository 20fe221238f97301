package com.sp;

/** Where a finished export's receipt goes, fixed when the receipt is made. */
final class Receipt {
    final String path;

    Receipt(String path) {
        this.path = path;
    }
}
