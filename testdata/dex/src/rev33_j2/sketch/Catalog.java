package com.example.r33j2;

// v2 tool lists (list_tools data), one per provider.
final class Catalog {
    static final String ACCOUNTS = "{\"revision\":\"accounts-7\",\"tools\":["
            + "{\"name\":\"get_balance\",\"scopes\":[\"accounts.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"transfer_funds\",\"scopes\":[\"payments.write\"],\"annotations\":{\"effect\":\"transaction\",\"risk\":\"high\",\"confirmation\":\"always\"}},"
            + "{\"name\":\"pay_bill\",\"scopes\":[\"payments.write\"],\"annotations\":{\"effect\":\"transaction\",\"risk\":\"high\",\"confirmation\":\"always\"}},"
            + "{\"name\":\"lock_card\",\"scopes\":[\"cards.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"never\"}}]}";
    static final String PAYEES = "{\"revision\":\"payees-2\",\"tools\":["
            + "{\"name\":\"list_payees\",\"scopes\":[\"payees.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"add_payee\",\"scopes\":[\"payees.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},"
            + "{\"name\":\"remove_payee\",\"scopes\":[\"payees.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"confirmation\":\"always\"}}]}";

    private Catalog() {
    }
}
