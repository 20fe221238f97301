.class public final Lcom/fernhill/stockroom/core/PluginRegistry;
.super Ljava/lang/Object;
.source "PluginRegistry.java"


# instance fields
.field private revision:Ljava/lang/String;

.field private final tools:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/fernhill/stockroom/core/Tool;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/fernhill/stockroom/core/PluginRegistry;->tools:Ljava/util/Map;

    return-void
.end method

.method private add(Lcom/fernhill/stockroom/core/Tool;)V
    .registers 6

    .line 50
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/Tool;->spec()Lcom/fernhill/stockroom/core/ToolSpec;

    move-result-object v0

    iget-object v3, v0, Lcom/fernhill/stockroom/core/ToolSpec;->name:Ljava/lang/String;

    .line 51
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginRegistry;->tools:Ljava/util/Map;

    invoke-interface {v0, v3}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 52
    new-instance v0, Ljava/lang/IllegalStateException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "duplicate tool "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 54
    :cond_0
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginRegistry;->tools:Ljava/util/Map;

    invoke-interface {v0, v3, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 55
    return-void
.end method

.method public static fromTable([[Ljava/lang/String;)Lcom/fernhill/stockroom/core/PluginRegistry;
    .registers 13

    .line 26
    new-instance v6, Lcom/fernhill/stockroom/core/PluginRegistry;

    invoke-direct {v6}, Lcom/fernhill/stockroom/core/PluginRegistry;-><init>()V

    .line 27
    move-object v7, p0

    array-length v8, v7

    const/4 v9, 0x0

    :goto_0
    if-ge v9, v8, :cond_1

    aget-object v10, v7, v9

    .line 28
    const/4 v1, 0x1

    aget-object v0, v10, v1

    invoke-static {v0}, Lcom/fernhill/stockroom/core/PluginRegistry;->instantiate(Ljava/lang/String;)Lcom/fernhill/stockroom/core/Tool;

    move-result-object v11

    .line 29
    const/4 v1, 0x0

    aget-object v0, v10, v1

    invoke-virtual {v11}, Lcom/fernhill/stockroom/core/Tool;->spec()Lcom/fernhill/stockroom/core/ToolSpec;

    move-result-object v1

    iget-object v1, v1, Lcom/fernhill/stockroom/core/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 30
    new-instance v0, Ljava/lang/IllegalStateException;

    const/4 v3, 0x1

    aget-object v2, v10, v3

    const/4 v4, 0x0

    aget-object v3, v10, v4

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "plugin "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " does not declare "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 32
    :cond_0
    invoke-direct {v6, v11}, Lcom/fernhill/stockroom/core/PluginRegistry;->add(Lcom/fernhill/stockroom/core/Tool;)V

    .line 27
    add-int/lit8 v9, v9, 0x1

    goto :goto_0

    .line 34
    :cond_1
    return-object v6
.end method

.method private static instantiate(Ljava/lang/String;)Lcom/fernhill/stockroom/core/Tool;
    .registers 6

    .line 39
    :try_start_0
    invoke-static {p0}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;

    move-result-object v4

    .line 40
    const-class v0, Lcom/fernhill/stockroom/core/Tool;

    invoke-virtual {v0, v4}, Ljava/lang/Class;->isAssignableFrom(Ljava/lang/Class;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 41
    new-instance v0, Ljava/lang/IllegalStateException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " is not a Tool"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 43
    :cond_0
    const/4 v1, 0x0

    new-array v1, v1, [Ljava/lang/Class;

    invoke-virtual {v4, v1}, Ljava/lang/Class;->getDeclaredConstructor([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;

    move-result-object v0

    const/4 v1, 0x0

    new-array v1, v1, [Ljava/lang/Object;

    invoke-virtual {v0, v1}, Ljava/lang/reflect/Constructor;->newInstance([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fernhill/stockroom/core/Tool;
    :try_end_0
    .catch Ljava/lang/ReflectiveOperationException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    :catch_0
    move-exception v4

    .line 45
    new-instance v0, Ljava/lang/IllegalStateException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "cannot load plugin "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2, v4}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method

.method public static load([Ljava/lang/String;)Lcom/fernhill/stockroom/core/PluginRegistry;
    .registers 7

    .line 17
    new-instance v1, Lcom/fernhill/stockroom/core/PluginRegistry;

    invoke-direct {v1}, Lcom/fernhill/stockroom/core/PluginRegistry;-><init>()V

    .line 18
    move-object v2, p0

    array-length v3, v2

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_0

    aget-object v5, v2, v4

    .line 19
    invoke-static {v5}, Lcom/fernhill/stockroom/core/PluginRegistry;->instantiate(Ljava/lang/String;)Lcom/fernhill/stockroom/core/Tool;

    move-result-object v0

    invoke-direct {v1, v0}, Lcom/fernhill/stockroom/core/PluginRegistry;->add(Lcom/fernhill/stockroom/core/Tool;)V

    .line 18
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 21
    :cond_0
    return-object v1
.end method


# virtual methods
.method public all()Ljava/util/Collection;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Collection<",
            "Lcom/fernhill/stockroom/core/Tool;",
            ">;"
        }
    .end annotation

    .line 62
    new-instance v0, Ljava/util/ArrayList;

    iget-object v1, p0, Lcom/fernhill/stockroom/core/PluginRegistry;->tools:Ljava/util/Map;

    invoke-interface {v1}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableCollection(Ljava/util/Collection;)Ljava/util/Collection;

    move-result-object v0

    return-object v0
.end method

.method public find(Ljava/lang/String;)Lcom/fernhill/stockroom/core/Tool;
    .registers 3

    .line 58
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginRegistry;->tools:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fernhill/stockroom/core/Tool;

    return-object v0
.end method

.method public declared-synchronized revision()Ljava/lang/String;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    monitor-enter p0

    .line 67
    :try_start_0
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginRegistry;->revision:Ljava/lang/String;

    if-nez v0, :cond_1

    .line 68
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    move-object v4, v0

    .line 69
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginRegistry;->tools:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fernhill/stockroom/core/Tool;

    move-object v6, v0

    .line 70
    invoke-virtual {v6}, Lcom/fernhill/stockroom/core/Tool;->spec()Lcom/fernhill/stockroom/core/ToolSpec;

    move-result-object v1

    const/4 v2, 0x1

    invoke-virtual {v1, v2}, Lcom/fernhill/stockroom/core/ToolSpec;->toJson(Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0xa

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 71
    goto :goto_0

    .line 72
    :cond_0
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    invoke-static {v1}, Lcom/fernhill/stockroom/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v1

    .line 73
    const/4 v2, 0x0

    const/16 v3, 0xc

    invoke-virtual {v1, v2, v3}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "tools-"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    iput-object v1, p0, Lcom/fernhill/stockroom/core/PluginRegistry;->revision:Ljava/lang/String;

    .line 75
    :cond_1
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginRegistry;->revision:Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
