.class public final Lcom/kestrel/ledger/identity/CallerIdentity;
.super Ljava/lang/Object;
.source "CallerIdentity.java"


# static fields
.field static final ASSISTANT_CERT_SHA256:Ljava/lang/String; = "9c41e07d2b58f3a6c0d19e74b2a85f1036ce7d92b4a0f5e18c63d7b29e04a5f1"


# instance fields
.field final packageName:Ljava/lang/String;

.field final trusted:Z

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Z)V
    .registers 4

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput p1, p0, Lcom/kestrel/ledger/identity/CallerIdentity;->uid:I

    .line 19
    iput-object p2, p0, Lcom/kestrel/ledger/identity/CallerIdentity;->packageName:Ljava/lang/String;

    .line 20
    iput-boolean p3, p0, Lcom/kestrel/ledger/identity/CallerIdentity;->trusted:Z

    .line 21
    return-void
.end method

.method public static check(Landroid/content/pm/PackageManager;ILjava/lang/String;)Lcom/kestrel/ledger/identity/CallerIdentity;
    .registers 8

    .line 30
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-lt v0, v1, :cond_0

    .line 31
    const-string v2, "9c41e07d2b58f3a6c0d19e74b2a85f1036ce7d92b4a0f5e18c63d7b29e04a5f1"

    invoke-static {v2}, Lcom/kestrel/ledger/tools/Tokens;->unhex(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {p0, p2, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v4, v0

    .line 33
    new-instance v0, Lcom/kestrel/ledger/identity/CallerIdentity;

    invoke-direct {v0, p1, p2, v4}, Lcom/kestrel/ledger/identity/CallerIdentity;-><init>(ILjava/lang/String;Z)V

    return-object v0
.end method

.method public static unknown(I)Lcom/kestrel/ledger/identity/CallerIdentity;
    .registers 4

    .line 25
    new-instance v0, Lcom/kestrel/ledger/identity/CallerIdentity;

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-direct {v0, p0, v1, v2}, Lcom/kestrel/ledger/identity/CallerIdentity;-><init>(ILjava/lang/String;Z)V

    return-object v0
.end method


# virtual methods
.method public packageName()Ljava/lang/String;
    .registers 2

    .line 41
    iget-object v0, p0, Lcom/kestrel/ledger/identity/CallerIdentity;->packageName:Ljava/lang/String;

    return-object v0
.end method

.method public trusted()Z
    .registers 2

    .line 45
    iget-boolean v0, p0, Lcom/kestrel/ledger/identity/CallerIdentity;->trusted:Z

    return v0
.end method

.method public uid()I
    .registers 2

    .line 37
    iget v0, p0, Lcom/kestrel/ledger/identity/CallerIdentity;->uid:I

    return v0
.end method
