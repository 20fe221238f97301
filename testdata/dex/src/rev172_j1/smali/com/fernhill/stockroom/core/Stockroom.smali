.class public final Lcom/fernhill/stockroom/core/Stockroom;
.super Ljava/lang/Object;
.source "Stockroom.java"


# static fields
.field private static instance:Lcom/fernhill/stockroom/core/Stockroom;


# instance fields
.field public final app:Landroid/content/Context;

.field public final approvals:Lcom/fernhill/stockroom/core/ApprovalStore;

.field public final db:Lcom/fernhill/stockroom/core/StockDb;

.field public final gate:Lcom/fernhill/stockroom/core/CallerGate;

.field public final ledger:Lcom/fernhill/stockroom/core/RequestLedger;

.field public final workers:Lcom/fernhill/stockroom/core/Workers;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput-object p1, p0, Lcom/fernhill/stockroom/core/Stockroom;->app:Landroid/content/Context;

    .line 18
    new-instance v0, Lcom/fernhill/stockroom/core/StockDb;

    invoke-direct {v0, p1}, Lcom/fernhill/stockroom/core/StockDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/fernhill/stockroom/core/Stockroom;->db:Lcom/fernhill/stockroom/core/StockDb;

    .line 19
    new-instance v0, Lcom/fernhill/stockroom/core/Workers;

    invoke-direct {v0}, Lcom/fernhill/stockroom/core/Workers;-><init>()V

    iput-object v0, p0, Lcom/fernhill/stockroom/core/Stockroom;->workers:Lcom/fernhill/stockroom/core/Workers;

    .line 20
    new-instance v0, Lcom/fernhill/stockroom/core/RequestLedger;

    iget-object v1, p0, Lcom/fernhill/stockroom/core/Stockroom;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-direct {v0, v1}, Lcom/fernhill/stockroom/core/RequestLedger;-><init>(Lcom/fernhill/stockroom/core/StockDb;)V

    iput-object v0, p0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    .line 21
    new-instance v0, Lcom/fernhill/stockroom/core/ApprovalStore;

    iget-object v1, p0, Lcom/fernhill/stockroom/core/Stockroom;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-direct {v0, v1}, Lcom/fernhill/stockroom/core/ApprovalStore;-><init>(Lcom/fernhill/stockroom/core/StockDb;)V

    iput-object v0, p0, Lcom/fernhill/stockroom/core/Stockroom;->approvals:Lcom/fernhill/stockroom/core/ApprovalStore;

    .line 22
    new-instance v0, Lcom/fernhill/stockroom/core/CallerGate;

    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    iget-object v2, p0, Lcom/fernhill/stockroom/core/Stockroom;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-direct {v0, v1, v2}, Lcom/fernhill/stockroom/core/CallerGate;-><init>(Landroid/content/pm/PackageManager;Lcom/fernhill/stockroom/core/StockDb;)V

    iput-object v0, p0, Lcom/fernhill/stockroom/core/Stockroom;->gate:Lcom/fernhill/stockroom/core/CallerGate;

    .line 23
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/fernhill/stockroom/core/Stockroom;
    .registers 4

    const-class v0, Lcom/fernhill/stockroom/core/Stockroom;

    monitor-enter v0

    .line 26
    :try_start_0
    sget-object v0, Lcom/fernhill/stockroom/core/Stockroom;->instance:Lcom/fernhill/stockroom/core/Stockroom;

    if-nez v0, :cond_0

    .line 27
    new-instance v0, Lcom/fernhill/stockroom/core/Stockroom;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/fernhill/stockroom/core/Stockroom;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/fernhill/stockroom/core/Stockroom;->instance:Lcom/fernhill/stockroom/core/Stockroom;

    .line 29
    :cond_0
    sget-object v0, Lcom/fernhill/stockroom/core/Stockroom;->instance:Lcom/fernhill/stockroom/core/Stockroom;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/fernhill/stockroom/core/Stockroom;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/fernhill/stockroom/core/Stockroom;

    monitor-exit v1

    throw v0
.end method
