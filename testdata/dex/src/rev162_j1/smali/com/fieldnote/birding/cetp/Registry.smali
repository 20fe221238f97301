.class public final Lcom/fieldnote/birding/cetp/Registry;
.super Ljava/lang/Object;
.source "Registry.java"


# instance fields
.field private final handlers:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/Class<",
            "+",
            "Lcom/fieldnote/birding/cetp/ToolArgs;",
            ">;",
            "Lcom/fieldnote/birding/cetp/ToolHandler<",
            "**>;>;"
        }
    .end annotation
.end field

.field private final types:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Class<",
            "+",
            "Lcom/fieldnote/birding/cetp/ToolArgs;",
            ">;>;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/Registry;->types:Ljava/util/Map;

    .line 12
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/Registry;->handlers:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public add(Lcom/fieldnote/birding/cetp/ToolHandler;)Lcom/fieldnote/birding/cetp/Registry;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<A:",
            "Lcom/fieldnote/birding/cetp/ToolArgs;",
            ">(",
            "Lcom/fieldnote/birding/cetp/ToolHandler<",
            "TA;*>;)",
            "Lcom/fieldnote/birding/cetp/Registry;"
        }
    .end annotation

    .line 15
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/Registry;->types:Ljava/util/Map;

    iget-object v1, p1, Lcom/fieldnote/birding/cetp/ToolHandler;->name:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/fieldnote/birding/cetp/Registry;->handlers:Ljava/util/Map;

    iget-object v1, p1, Lcom/fieldnote/birding/cetp/ToolHandler;->argsType:Ljava/lang/Class;

    invoke-interface {v0, v1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 16
    :cond_0
    new-instance v0, Ljava/lang/IllegalArgumentException;

    iget-object v2, p1, Lcom/fieldnote/birding/cetp/ToolHandler;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "registered twice: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 18
    :cond_1
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/Registry;->types:Ljava/util/Map;

    iget-object v1, p1, Lcom/fieldnote/birding/cetp/ToolHandler;->name:Ljava/lang/String;

    iget-object v2, p1, Lcom/fieldnote/birding/cetp/ToolHandler;->argsType:Ljava/lang/Class;

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 19
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/Registry;->handlers:Ljava/util/Map;

    iget-object v1, p1, Lcom/fieldnote/birding/cetp/ToolHandler;->argsType:Ljava/lang/Class;

    invoke-interface {v0, v1, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 20
    return-object p0
.end method

.method public describe()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 35
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 36
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/Registry;->types:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v3

    :goto_0
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Class;

    move-object v4, v0

    .line 37
    invoke-virtual {p0, v4}, Lcom/fieldnote/birding/cetp/Registry;->get(Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolHandler;

    move-result-object v1

    invoke-virtual {v1}, Lcom/fieldnote/birding/cetp/ToolHandler;->describe()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v2, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 38
    goto :goto_0

    .line 39
    :cond_0
    return-object v2
.end method

.method public get(Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolHandler;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<A:",
            "Lcom/fieldnote/birding/cetp/ToolArgs;",
            ">(",
            "Ljava/lang/Class<",
            "TA;>;)",
            "Lcom/fieldnote/birding/cetp/ToolHandler<",
            "TA;*>;"
        }
    .end annotation

    .line 31
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/Registry;->handlers:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/cetp/ToolHandler;

    return-object v0
.end method

.method public typeOf(Ljava/lang/String;)Ljava/lang/Class;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/lang/Class<",
            "+",
            "Lcom/fieldnote/birding/cetp/ToolArgs;",
            ">;"
        }
    .end annotation

    .line 25
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/Registry;->types:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Class;

    :goto_0
    return-object v0
.end method
