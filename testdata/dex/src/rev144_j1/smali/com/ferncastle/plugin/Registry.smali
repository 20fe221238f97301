.class public final Lcom/ferncastle/plugin/Registry;
.super Ljava/lang/Object;
.source "Registry.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ferncastle/plugin/Registry$Factory;,
        Lcom/ferncastle/plugin/Registry$Kit;
    }
.end annotation


# static fields
.field private static final FACTORIES:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/ferncastle/plugin/Registry$Factory;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field private final tools:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/ferncastle/plugin/AbstractTool;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 45
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/ferncastle/plugin/Registry;->FACTORIES:Ljava/util/Map;

    .line 48
    sget-object v0, Lcom/ferncastle/plugin/Registry;->FACTORIES:Ljava/util/Map;

    new-instance v2, Lcom/ferncastle/journal/JournalTools$Factory;

    invoke-direct {v2}, Lcom/ferncastle/journal/JournalTools$Factory;-><init>()V

    const-string v1, "com.ferncastle.journal"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 49
    sget-object v0, Lcom/ferncastle/plugin/Registry;->FACTORIES:Ljava/util/Map;

    new-instance v2, Lcom/ferncastle/media/AttachmentTools$Factory;

    invoke-direct {v2}, Lcom/ferncastle/media/AttachmentTools$Factory;-><init>()V

    const-string v1, "com.ferncastle.media"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 50
    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 54
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 52
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/ferncastle/plugin/Registry;->tools:Ljava/util/Map;

    .line 55
    return-void
.end method

.method public static forAuthority(Ljava/lang/String;Lcom/ferncastle/plugin/Registry$Kit;)Lcom/ferncastle/plugin/Registry;
    .registers 10

    .line 58
    sget-object v0, Lcom/ferncastle/plugin/Registry;->FACTORIES:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ferncastle/plugin/Registry$Factory;

    move-object v4, v0

    .line 59
    if-nez v4, :cond_0

    .line 60
    new-instance v0, Ljava/lang/IllegalArgumentException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "no tools registered for "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 62
    :cond_0
    new-instance v5, Lcom/ferncastle/plugin/Registry;

    invoke-direct {v5}, Lcom/ferncastle/plugin/Registry;-><init>()V

    .line 63
    invoke-interface {v4, p1}, Lcom/ferncastle/plugin/Registry$Factory;->create(Lcom/ferncastle/plugin/Registry$Kit;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ferncastle/plugin/AbstractTool;

    move-object v7, v0

    .line 64
    iget-object v0, v5, Lcom/ferncastle/plugin/Registry;->tools:Ljava/util/Map;

    invoke-virtual {v7}, Lcom/ferncastle/plugin/AbstractTool;->spec()Lcom/ferncastle/plugin/ToolSpec;

    move-result-object v1

    iget-object v1, v1, Lcom/ferncastle/plugin/ToolSpec;->name:Ljava/lang/String;

    invoke-interface {v0, v1, v7}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 65
    goto :goto_0

    .line 66
    :cond_1
    return-object v5
.end method


# virtual methods
.method public all()Ljava/util/Collection;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Collection<",
            "Lcom/ferncastle/plugin/AbstractTool;",
            ">;"
        }
    .end annotation

    .line 74
    iget-object v0, p0, Lcom/ferncastle/plugin/Registry;->tools:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    return-object v0
.end method

.method public descriptors()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 78
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 79
    iget-object v0, p0, Lcom/ferncastle/plugin/Registry;->tools:Ljava/util/Map;

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

    check-cast v0, Lcom/ferncastle/plugin/AbstractTool;

    move-object v4, v0

    .line 80
    invoke-virtual {v4}, Lcom/ferncastle/plugin/AbstractTool;->spec()Lcom/ferncastle/plugin/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/ferncastle/plugin/ToolSpec;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v2, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 81
    goto :goto_0

    .line 82
    :cond_0
    return-object v2
.end method

.method public find(Ljava/lang/String;)Lcom/ferncastle/plugin/AbstractTool;
    .registers 3

    .line 70
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/ferncastle/plugin/Registry;->tools:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ferncastle/plugin/AbstractTool;

    :goto_0
    return-object v0
.end method
