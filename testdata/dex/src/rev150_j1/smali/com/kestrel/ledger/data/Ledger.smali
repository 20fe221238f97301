.class public final Lcom/kestrel/ledger/data/Ledger;
.super Ljava/lang/Object;
.source "Ledger.java"


# static fields
.field private static instance:Lcom/kestrel/ledger/data/Ledger;


# instance fields
.field public final audit:Lcom/kestrel/ledger/data/AuditWriter;

.field public final budgets:Landroid/content/SharedPreferences;

.field public final context:Landroid/content/Context;

.field public final db:Lcom/kestrel/ledger/data/LedgerDb;

.field public final packageName:Ljava/lang/String;

.field public final pending:Lcom/kestrel/ledger/tools/PendingConfirmations;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 7

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-object p1, p0, Lcom/kestrel/ledger/data/Ledger;->context:Landroid/content/Context;

    .line 21
    invoke-virtual {p1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/kestrel/ledger/data/Ledger;->packageName:Ljava/lang/String;

    .line 22
    new-instance v0, Lcom/kestrel/ledger/data/LedgerDb;

    invoke-direct {v0, p1}, Lcom/kestrel/ledger/data/LedgerDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/kestrel/ledger/data/Ledger;->db:Lcom/kestrel/ledger/data/LedgerDb;

    .line 23
    const-string v1, "budgets"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    iput-object v0, p0, Lcom/kestrel/ledger/data/Ledger;->budgets:Landroid/content/SharedPreferences;

    .line 24
    new-instance v0, Lcom/kestrel/ledger/data/AuditWriter;

    const-string v3, "audit"

    const/4 v4, 0x0

    invoke-virtual {p1, v3, v4}, Landroid/content/Context;->getDir(Ljava/lang/String;I)Ljava/io/File;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/kestrel/ledger/data/AuditWriter;-><init>(Ljava/io/File;)V

    iput-object v0, p0, Lcom/kestrel/ledger/data/Ledger;->audit:Lcom/kestrel/ledger/data/AuditWriter;

    .line 25
    new-instance v0, Lcom/kestrel/ledger/tools/PendingConfirmations;

    invoke-direct {v0}, Lcom/kestrel/ledger/tools/PendingConfirmations;-><init>()V

    iput-object v0, p0, Lcom/kestrel/ledger/data/Ledger;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    .line 26
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/kestrel/ledger/data/Ledger;
    .registers 4

    const-class v0, Lcom/kestrel/ledger/data/Ledger;

    monitor-enter v0

    .line 29
    :try_start_0
    sget-object v0, Lcom/kestrel/ledger/data/Ledger;->instance:Lcom/kestrel/ledger/data/Ledger;

    if-nez v0, :cond_0

    .line 30
    new-instance v0, Lcom/kestrel/ledger/data/Ledger;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/kestrel/ledger/data/Ledger;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/kestrel/ledger/data/Ledger;->instance:Lcom/kestrel/ledger/data/Ledger;

    .line 32
    :cond_0
    sget-object v0, Lcom/kestrel/ledger/data/Ledger;->instance:Lcom/kestrel/ledger/data/Ledger;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/kestrel/ledger/data/Ledger;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/kestrel/ledger/data/Ledger;

    monitor-exit v1

    throw v0
.end method
