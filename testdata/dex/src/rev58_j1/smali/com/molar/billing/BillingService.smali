.class public Lcom/molar/billing/BillingService;
.super Ljava/lang/Object;
.source "BillingService.java"


# static fields
.field static final LEDGER:Landroid/net/Uri;


# instance fields
.field private final tokens:Lcom/molar/core/TokenStore;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 18
    const-string v0, "content://com.molar.ledger/entries"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    sput-object v0, Lcom/molar/billing/BillingService;->LEDGER:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>(Lcom/molar/core/TokenStore;)V
    .registers 2

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput-object p1, p0, Lcom/molar/billing/BillingService;->tokens:Lcom/molar/core/TokenStore;

    .line 24
    return-void
.end method


# virtual methods
.method public charge(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 27
    const-string v0, "visit_id"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 28
    if-nez p4, :cond_1f

    .line 29
    const-class v1, Lcom/molar/ui/PaymentActivity;

    const/high16 v2, 0xc000000

    invoke-static {p1, v1, v2}, Lcom/molar/core/Screens;->confirm(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;

    move-result-object v1

    .line 31
    iget-object v2, p0, Lcom/molar/billing/BillingService;->tokens:Lcom/molar/core/TokenStore;

    invoke-virtual {v2, p1, p3}, Lcom/molar/core/TokenStore;->newResumeToken(Landroid/content/Context;I)Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/molar/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 33
    :cond_1f
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    invoke-virtual {v1, p3}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    aget-object v1, v1, v2

    .line 34
    new-instance v2, Landroid/content/ContentValues;

    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V

    .line 35
    const-string v3, "visit_id"

    invoke-virtual {v2, v3, v0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 36
    const-string v3, "payer"

    invoke-virtual {v2, v3, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 37
    invoke-static {p1}, Lcom/molar/billing/ChartDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v3

    const-string v4, "charges"

    const/4 v5, 0x0

    invoke-virtual {v3, v4, v5, v2}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 38
    const-string v3, "{\"charged\":true}"

    invoke-static {v3}, Lcom/molar/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method public refund(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;
    .registers 13

    .line 42
    if-nez p4, :cond_17

    .line 43
    const-class v0, Lcom/molar/ui/PaymentActivity;

    const/high16 v1, 0x4000000

    invoke-static {p1, v0, v1}, Lcom/molar/core/Screens;->confirm(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;

    move-result-object v0

    .line 44
    iget-object v1, p0, Lcom/molar/billing/BillingService;->tokens:Lcom/molar/core/TokenStore;

    invoke-virtual {v1, p1, p3}, Lcom/molar/core/TokenStore;->newResumeToken(Landroid/content/Context;I)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/molar/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 46
    :cond_17
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v0

    .line 48
    :try_start_1b
    new-instance v2, Landroid/content/ContentValues;

    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V

    .line 49
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const-string v4, "refunded_for"

    invoke-virtual {v2, v4, v3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 50
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const-string v4, "approved_by"

    invoke-virtual {v2, v4, v3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 51
    invoke-virtual {p1}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v3

    sget-object v4, Lcom/molar/billing/BillingService;->LEDGER:Landroid/net/Uri;

    const-string v5, "charge_id = ?"

    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/String;

    const/4 v7, 0x0

    aput-object p2, v6, v7

    invoke-virtual {v3, v4, v2, v5, v6}, Landroid/content/ContentResolver;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    :try_end_4b
    .catchall {:try_start_1b .. :try_end_4b} :catchall_58

    .line 53
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 54
    nop

    .line 55
    const-string v2, "{\"refunded\":true}"

    invoke-static {v2}, Lcom/molar/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 53
    :catchall_58
    move-exception v2

    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 54
    throw v2
.end method
