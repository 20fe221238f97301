.class public final Lcom/copperwick/cetp/Container;
.super Ljava/lang/Object;
.source "Container.java"


# instance fields
.field private final config:Lcom/copperwick/config/ToolConfig;

.field private final confirmations:Lcom/copperwick/cetp/Confirmations;

.field private final context:Landroid/content/Context;

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.field private final executor:Ljava/util/concurrent/ExecutorService;

.field private final ledger:Lcom/copperwick/data/Ledger;

.field private final providerId:Ljava/lang/String;

.field private final sessions:Lcom/copperwick/data/Sessions;

.field private final settings:Lcom/copperwick/config/Settings;

.field private final tools:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/copperwick/cetp/Tool;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method private constructor <init>(Landroid/content/Context;Lcom/copperwick/cetp/Module;)V
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 30
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/copperwick/cetp/Container;->tools:Ljava/util/Map;

    .line 33
    iput-object p1, p0, Lcom/copperwick/cetp/Container;->context:Landroid/content/Context;

    .line 34
    invoke-interface {p2}, Lcom/copperwick/cetp/Module;->key()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "com.copperwick."

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    iput-object v0, p0, Lcom/copperwick/cetp/Container;->providerId:Ljava/lang/String;

    .line 35
    new-instance v0, Lcom/copperwick/config/Settings;

    invoke-direct {v0, p1}, Lcom/copperwick/config/Settings;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/copperwick/cetp/Container;->settings:Lcom/copperwick/config/Settings;

    .line 36
    iget-object v0, p0, Lcom/copperwick/cetp/Container;->settings:Lcom/copperwick/config/Settings;

    invoke-interface {p2, v0}, Lcom/copperwick/cetp/Module;->seed(Lcom/copperwick/config/Settings;)V

    .line 37
    invoke-static {p1}, Lcom/copperwick/data/CopperDatabase;->get(Landroid/content/Context;)Lcom/copperwick/data/CopperDatabase;

    move-result-object v0

    invoke-virtual {v0}, Lcom/copperwick/data/CopperDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/copperwick/cetp/Container;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 38
    invoke-interface {p2}, Lcom/copperwick/cetp/Module;->key()Ljava/lang/String;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/copperwick/config/ToolConfig;->load(Landroid/content/Context;Ljava/lang/String;)Lcom/copperwick/config/ToolConfig;

    move-result-object v0

    iput-object v0, p0, Lcom/copperwick/cetp/Container;->config:Lcom/copperwick/config/ToolConfig;

    .line 39
    new-instance v0, Lcom/copperwick/data/Sessions;

    iget-object v2, p0, Lcom/copperwick/cetp/Container;->db:Landroid/database/sqlite/SQLiteDatabase;

    iget-object v3, p0, Lcom/copperwick/cetp/Container;->providerId:Ljava/lang/String;

    const-string v4, "secure"

    invoke-static {v4}, Lcom/copperwick/config/TokenFactories;->get(Ljava/lang/String;)Lcom/copperwick/config/TokenFactories$Generator;

    move-result-object v4

    invoke-direct {v0, v2, v3, v4}, Lcom/copperwick/data/Sessions;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Lcom/copperwick/config/TokenFactories$Generator;)V

    iput-object v0, p0, Lcom/copperwick/cetp/Container;->sessions:Lcom/copperwick/data/Sessions;

    .line 40
    new-instance v0, Lcom/copperwick/data/Ledger;

    iget-object v2, p0, Lcom/copperwick/cetp/Container;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-direct {v0, v2}, Lcom/copperwick/data/Ledger;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v0, p0, Lcom/copperwick/cetp/Container;->ledger:Lcom/copperwick/data/Ledger;

    .line 41
    iget-object v2, p0, Lcom/copperwick/cetp/Container;->settings:Lcom/copperwick/config/Settings;

    new-instance v3, Lcom/copperwick/data/Tickets;

    iget-object v5, p0, Lcom/copperwick/cetp/Container;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-direct {v3, v5}, Lcom/copperwick/data/Tickets;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    invoke-interface {p2, p1, v2, v3}, Lcom/copperwick/cetp/Module;->confirmations(Landroid/content/Context;Lcom/copperwick/config/Settings;Lcom/copperwick/data/Tickets;)Lcom/copperwick/cetp/Confirmations;

    move-result-object v0

    iput-object v0, p0, Lcom/copperwick/cetp/Container;->confirmations:Lcom/copperwick/cetp/Confirmations;

    .line 42
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/copperwick/cetp/Container;->executor:Ljava/util/concurrent/ExecutorService;

    .line 43
    return-void
.end method

.method public static build(Landroid/content/Context;Lcom/copperwick/cetp/Module;)Lcom/copperwick/cetp/Container;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 46
    new-instance v3, Lcom/copperwick/cetp/Container;

    invoke-direct {v3, p0, p1}, Lcom/copperwick/cetp/Container;-><init>(Landroid/content/Context;Lcom/copperwick/cetp/Module;)V

    .line 47
    iget-object v1, v3, Lcom/copperwick/cetp/Container;->tools:Ljava/util/Map;

    invoke-interface {p1, v3, v1}, Lcom/copperwick/cetp/Module;->tools(Lcom/copperwick/cetp/Container;Ljava/util/Map;)V

    .line 48
    iget-object v0, v3, Lcom/copperwick/cetp/Container;->config:Lcom/copperwick/config/ToolConfig;

    invoke-virtual {v0}, Lcom/copperwick/config/ToolConfig;->toolNames()Ljava/lang/Iterable;

    move-result-object v0

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v5, v0

    .line 49
    iget-object v0, v3, Lcom/copperwick/cetp/Container;->tools:Ljava/util/Map;

    invoke-interface {v0, v5}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 50
    new-instance v0, Lorg/json/JSONException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "tools.json lists "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " but no handler is registered"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 52
    :cond_0
    goto :goto_0

    .line 53
    :cond_1
    return-object v3
.end method


# virtual methods
.method public config()Lcom/copperwick/config/ToolConfig;
    .registers 2

    .line 73
    iget-object v0, p0, Lcom/copperwick/cetp/Container;->config:Lcom/copperwick/config/ToolConfig;

    return-object v0
.end method

.method public confirmations()Lcom/copperwick/cetp/Confirmations;
    .registers 2

    .line 85
    iget-object v0, p0, Lcom/copperwick/cetp/Container;->confirmations:Lcom/copperwick/cetp/Confirmations;

    return-object v0
.end method

.method public context()Landroid/content/Context;
    .registers 2

    .line 57
    iget-object v0, p0, Lcom/copperwick/cetp/Container;->context:Landroid/content/Context;

    return-object v0
.end method

.method public db()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 69
    iget-object v0, p0, Lcom/copperwick/cetp/Container;->db:Landroid/database/sqlite/SQLiteDatabase;

    return-object v0
.end method

.method public executor()Ljava/util/concurrent/ExecutorService;
    .registers 2

    .line 89
    iget-object v0, p0, Lcom/copperwick/cetp/Container;->executor:Ljava/util/concurrent/ExecutorService;

    return-object v0
.end method

.method public ledger()Lcom/copperwick/data/Ledger;
    .registers 2

    .line 81
    iget-object v0, p0, Lcom/copperwick/cetp/Container;->ledger:Lcom/copperwick/data/Ledger;

    return-object v0
.end method

.method public providerId()Ljava/lang/String;
    .registers 2

    .line 61
    iget-object v0, p0, Lcom/copperwick/cetp/Container;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public sessions()Lcom/copperwick/data/Sessions;
    .registers 2

    .line 77
    iget-object v0, p0, Lcom/copperwick/cetp/Container;->sessions:Lcom/copperwick/data/Sessions;

    return-object v0
.end method

.method public settings()Lcom/copperwick/config/Settings;
    .registers 2

    .line 65
    iget-object v0, p0, Lcom/copperwick/cetp/Container;->settings:Lcom/copperwick/config/Settings;

    return-object v0
.end method

.method public tool(Ljava/lang/String;)Lcom/copperwick/cetp/Tool;
    .registers 3

    .line 93
    iget-object v0, p0, Lcom/copperwick/cetp/Container;->tools:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/copperwick/cetp/Tool;

    return-object v0
.end method
