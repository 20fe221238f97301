.class public final Lcom/kestrel/ledger/budgets/RelayIdentityInterceptor;
.super Lcom/kestrel/ledger/pipeline/IdentityInterceptor;
.source "RelayIdentityInterceptor.java"


# direct methods
.method public constructor <init>(Lcom/kestrel/ledger/identity/CallerCache;)V
    .registers 2

    .line 13
    invoke-direct {p0, p1}, Lcom/kestrel/ledger/pipeline/IdentityInterceptor;-><init>(Lcom/kestrel/ledger/identity/CallerCache;)V

    .line 14
    return-void
.end method


# virtual methods
.method protected subjectUid(Lcom/kestrel/ledger/pipeline/Request;)I
    .registers 5

    .line 18
    invoke-virtual {p1}, Lcom/kestrel/ledger/pipeline/Request;->extras()Landroid/os/Bundle;

    move-result-object v0

    invoke-virtual {p1}, Lcom/kestrel/ledger/pipeline/Request;->uid()I

    move-result v2

    const-string v1, "on_behalf_of_uid"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    return v0
.end method
