.class final Lcom/example/r33j2/Catalog;
.super Ljava/lang/Object;
.source "Catalog.java"


# static fields
.field static final ACCOUNTS:Ljava/lang/String; = "{\"revision\":\"accounts-7\",\"tools\":[{\"name\":\"get_balance\",\"scopes\":[\"accounts.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"transfer_funds\",\"scopes\":[\"payments.write\"],\"annotations\":{\"effect\":\"transaction\",\"risk\":\"high\",\"confirmation\":\"always\"}},{\"name\":\"pay_bill\",\"scopes\":[\"payments.write\"],\"annotations\":{\"effect\":\"transaction\",\"risk\":\"high\",\"confirmation\":\"always\"}},{\"name\":\"lock_card\",\"scopes\":[\"cards.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"never\"}}]}"

.field static final PAYEES:Ljava/lang/String; = "{\"revision\":\"payees-2\",\"tools\":[{\"name\":\"list_payees\",\"scopes\":[\"payees.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"add_payee\",\"scopes\":[\"payees.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},{\"name\":\"remove_payee\",\"scopes\":[\"payees.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"confirmation\":\"always\"}}]}"


# direct methods
.method private constructor <init>()V
    .locals 0

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    return-void
.end method
