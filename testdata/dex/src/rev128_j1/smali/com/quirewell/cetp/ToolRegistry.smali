.class public final Lcom/quirewell/cetp/ToolRegistry;
.super Ljava/lang/Object;
.source "ToolRegistry.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/quirewell/cetp/ToolRegistry$Entry;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "ToolRegistry"


# instance fields
.field private final descriptors:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation
.end field

.field private final entries:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/quirewell/cetp/ToolRegistry$Entry;",
            ">;"
        }
    .end annotation
.end field

.field private revision:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 62
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/quirewell/cetp/ToolRegistry;->descriptors:Ljava/util/Map;

    .line 63
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/quirewell/cetp/ToolRegistry;->entries:Ljava/util/Map;

    .line 64
    const-string v0, "tools-0"

    iput-object v0, p0, Lcom/quirewell/cetp/ToolRegistry;->revision:Ljava/lang/String;

    return-void
.end method

.method static synthetic lambda$loadPlugins$0(Lcom/quirewell/cetp/ToolPlugin;Lcom/quirewell/cetp/ToolHost;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 123
    invoke-interface {p0, p1, p2}, Lcom/quirewell/cetp/ToolPlugin;->execute(Lcom/quirewell/cetp/ToolHost;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public add(Ljava/lang/String;Lcom/quirewell/cetp/Tool;)V
    .registers 7

    .line 77
    iget-object v0, p0, Lcom/quirewell/cetp/ToolRegistry;->descriptors:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v3, v0

    .line 78
    if-nez v3, :cond_0

    .line 79
    new-instance v0, Ljava/lang/IllegalArgumentException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "tool "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " has no descriptor"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 81
    :cond_0
    iget-object v0, p0, Lcom/quirewell/cetp/ToolRegistry;->entries:Ljava/util/Map;

    new-instance v1, Lcom/quirewell/cetp/ToolRegistry$Entry;

    invoke-direct {v1, p1, v3, p2}, Lcom/quirewell/cetp/ToolRegistry$Entry;-><init>(Ljava/lang/String;Lorg/json/JSONObject;Lcom/quirewell/cetp/Tool;)V

    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 82
    return-void
.end method

.method public describe(Ljava/lang/String;Ljava/lang/String;)V
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 68
    iput-object p1, p0, Lcom/quirewell/cetp/ToolRegistry;->revision:Ljava/lang/String;

    .line 69
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3, p2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    .line 70
    const/4 v4, 0x0

    :goto_0
    invoke-virtual {v3}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v4, v1, :cond_0

    .line 71
    invoke-virtual {v3, v4}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v5

    .line 72
    iget-object v0, p0, Lcom/quirewell/cetp/ToolRegistry;->descriptors:Ljava/util/Map;

    const-string v2, "name"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 70
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 74
    :cond_0
    return-void
.end method

.method public find(Ljava/lang/String;)Lcom/quirewell/cetp/ToolRegistry$Entry;
    .registers 3

    .line 85
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/quirewell/cetp/ToolRegistry;->entries:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quirewell/cetp/ToolRegistry$Entry;

    :goto_0
    return-object v0
.end method

.method public listing()Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 89
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 90
    iget-object v0, p0, Lcom/quirewell/cetp/ToolRegistry;->entries:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quirewell/cetp/ToolRegistry$Entry;

    move-object v5, v0

    .line 91
    invoke-static {v5}, Lcom/quirewell/cetp/ToolRegistry$Entry;->-$$Nest$fgetdescriptor(Lcom/quirewell/cetp/ToolRegistry$Entry;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 92
    goto :goto_0

    .line 93
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/quirewell/cetp/ToolRegistry;->revision:Ljava/lang/String;

    const-string v1, "revision"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "tools"

    invoke-virtual {v0, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public loadPlugins(Ljava/lang/String;Lcom/quirewell/cetp/ToolHost;)I
    .registers 9

    .line 118
    const/4 v3, 0x0

    .line 119
    const-class v0, Lcom/quirewell/cetp/ToolPlugin;

    invoke-static {v0}, Ljava/util/ServiceLoader;->load(Ljava/lang/Class;)Ljava/util/ServiceLoader;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/ServiceLoader;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quirewell/cetp/ToolPlugin;

    move-object v5, v0

    .line 120
    invoke-interface {v5}, Lcom/quirewell/cetp/ToolPlugin;->providerKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 121
    goto :goto_0

    .line 123
    :cond_0
    invoke-interface {v5}, Lcom/quirewell/cetp/ToolPlugin;->toolName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lcom/quirewell/cetp/ToolRegistry$$ExternalSyntheticLambda0;

    invoke-direct {v2, v5, p2}, Lcom/quirewell/cetp/ToolRegistry$$ExternalSyntheticLambda0;-><init>(Lcom/quirewell/cetp/ToolPlugin;Lcom/quirewell/cetp/ToolHost;)V

    invoke-virtual {p0, v1, v2}, Lcom/quirewell/cetp/ToolRegistry;->add(Ljava/lang/String;Lcom/quirewell/cetp/Tool;)V

    .line 124
    add-int/lit8 v3, v3, 0x1

    .line 125
    goto :goto_0

    .line 126
    :cond_1
    return v3
.end method

.method public scan(Ljava/lang/Object;Lcom/quirewell/cetp/ToolHost;)I
    .registers 15

    .line 98
    const/4 v6, 0x0

    .line 99
    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Class;->getDeclaredMethods()[Ljava/lang/reflect/Method;

    move-result-object v7

    array-length v8, v7

    const/4 v9, 0x0

    :goto_0
    if-ge v9, v8, :cond_3

    aget-object v10, v7, v9

    .line 100
    const-class v1, Lcom/quirewell/cetp/ToolMethod;

    invoke-virtual {v10, v1}, Ljava/lang/reflect/Method;->getAnnotation(Ljava/lang/Class;)Ljava/lang/annotation/Annotation;

    move-result-object v0

    check-cast v0, Lcom/quirewell/cetp/ToolMethod;

    move-object v11, v0

    .line 101
    if-nez v11, :cond_0

    .line 102
    goto :goto_1

    .line 104
    :cond_0
    invoke-virtual {v10}, Ljava/lang/reflect/Method;->getParameterCount()I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_1

    invoke-virtual {v10}, Ljava/lang/reflect/Method;->getParameterTypes()[Ljava/lang/Class;

    move-result-object v0

    const/4 v1, 0x0

    aget-object v0, v0, v1

    const-class v1, Lcom/quirewell/cetp/Invocation;

    if-ne v0, v1, :cond_1

    .line 105
    invoke-virtual {v10}, Ljava/lang/reflect/Method;->getReturnType()Ljava/lang/Class;

    move-result-object v0

    const-class v1, Lcom/quirewell/cetp/Outcome;

    if-eq v0, v1, :cond_2

    .line 106
    :cond_1
    invoke-virtual {v10}, Ljava/lang/reflect/Method;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "skipping malformed tool method "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "ToolRegistry"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 107
    goto :goto_1

    .line 109
    :cond_2
    const/4 v1, 0x1

    invoke-virtual {v10, v1}, Ljava/lang/reflect/Method;->setAccessible(Z)V

    .line 110
    invoke-interface {v11}, Lcom/quirewell/cetp/ToolMethod;->name()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lcom/quirewell/cetp/MethodTool;

    invoke-interface {v11}, Lcom/quirewell/cetp/ToolMethod;->title()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, p2

    invoke-direct {v2, p1, v10, v4, v5}, Lcom/quirewell/cetp/MethodTool;-><init>(Ljava/lang/Object;Ljava/lang/reflect/Method;Ljava/lang/String;Lcom/quirewell/cetp/ToolHost;)V

    invoke-virtual {p0, v1, v2}, Lcom/quirewell/cetp/ToolRegistry;->add(Ljava/lang/String;Lcom/quirewell/cetp/Tool;)V

    .line 111
    add-int/lit8 v6, v6, 0x1

    .line 99
    :goto_1
    add-int/lit8 v9, v9, 0x1

    goto :goto_0

    .line 113
    :cond_3
    return v6
.end method
