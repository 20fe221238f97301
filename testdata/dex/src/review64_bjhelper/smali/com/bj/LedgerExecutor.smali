.class final Lcom/bj/LedgerExecutor;
.super Ljava/lang/Object;
.source "LedgerExecutor.java"

# interfaces
.implements Lcom/bj/cetp/CetpV2ContentProvider$MutationExecutor;

# instance fields
.field private final provider:Lcom/bj/TasksProvider;


# direct methods
.method constructor <init>(Lcom/bj/TasksProvider;)V
    .registers 3
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object v2, v1, Lcom/bj/LedgerExecutor;->provider:Lcom/bj/TasksProvider;
    .line 13
    return-void
.end method


# virtual methods
.method public execute(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 9
    .line 17
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v0
    .line 18
    const-string v1, "request_id"
    invoke-virtual {v4, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    iget-object v0, v5, Lcom/bj/LedgerExecutor;->provider:Lcom/bj/TasksProvider;
    invoke-virtual {v0}, Lcom/bj/TasksProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "ledger"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    const-wide/16 v2, 0x0L
    cmp-long v0, v0, v2
    if-gez v0, :L40
    .line 20
    const-string v0, "duplicate"
    return-object v0
:L40
    .line 22
    iget-object v0, v5, Lcom/bj/LedgerExecutor;->provider:Lcom/bj/TasksProvider;
    invoke-virtual {v0, v7, v8}, Lcom/bj/TasksProvider;->run(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

