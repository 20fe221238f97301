.class public final Lcom/hearthlist/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthlist/cetp/ToolSpec$Builder;
    }
.end annotation


# static fields
.field private static final DEFAULT_CONFIRMATION:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Lcom/hearthlist/cetp/ToolKind;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field private final async:Z

.field private final confirmation:Ljava/lang/String;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final inputSchema:Ljava/lang/String;

.field private final kind:Lcom/hearthlist/cetp/ToolKind;

.field private final name:Ljava/lang/String;

.field private final outputSchema:Ljava/lang/String;

.field private final risk:Ljava/lang/String;

.field private final scope:Ljava/lang/String;

.field private final title:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 11
    new-instance v0, Ljava/util/EnumMap;

    const-class v2, Lcom/hearthlist/cetp/ToolKind;

    invoke-direct {v0, v2}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    sput-object v0, Lcom/hearthlist/cetp/ToolSpec;->DEFAULT_CONFIRMATION:Ljava/util/Map;

    .line 14
    sget-object v0, Lcom/hearthlist/cetp/ToolSpec;->DEFAULT_CONFIRMATION:Ljava/util/Map;

    sget-object v1, Lcom/hearthlist/cetp/ToolKind;->READ:Lcom/hearthlist/cetp/ToolKind;

    const-string v2, "never"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 15
    sget-object v0, Lcom/hearthlist/cetp/ToolSpec;->DEFAULT_CONFIRMATION:Ljava/util/Map;

    sget-object v1, Lcom/hearthlist/cetp/ToolKind;->CREATE:Lcom/hearthlist/cetp/ToolKind;

    const-string v2, "provider_policy"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 16
    sget-object v0, Lcom/hearthlist/cetp/ToolSpec;->DEFAULT_CONFIRMATION:Ljava/util/Map;

    sget-object v1, Lcom/hearthlist/cetp/ToolKind;->UPDATE:Lcom/hearthlist/cetp/ToolKind;

    const-string v2, "provider_policy"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 17
    sget-object v0, Lcom/hearthlist/cetp/ToolSpec;->DEFAULT_CONFIRMATION:Ljava/util/Map;

    sget-object v1, Lcom/hearthlist/cetp/ToolKind;->DELETE:Lcom/hearthlist/cetp/ToolKind;

    const-string v2, "always"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 18
    return-void
.end method

.method private constructor <init>(Lcom/hearthlist/cetp/ToolSpec$Builder;)V
    .registers 3

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 33
    iget-object v0, p1, Lcom/hearthlist/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthlist/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 34
    iget-object v0, p1, Lcom/hearthlist/cetp/ToolSpec$Builder;->title:Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthlist/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 35
    iget-object v0, p1, Lcom/hearthlist/cetp/ToolSpec$Builder;->description:Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthlist/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 36
    iget-object v0, p1, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind:Lcom/hearthlist/cetp/ToolKind;

    iput-object v0, p0, Lcom/hearthlist/cetp/ToolSpec;->kind:Lcom/hearthlist/cetp/ToolKind;

    .line 37
    iget-object v0, p1, Lcom/hearthlist/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthlist/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 38
    iget-boolean v0, p1, Lcom/hearthlist/cetp/ToolSpec$Builder;->destructive:Z

    iput-boolean v0, p0, Lcom/hearthlist/cetp/ToolSpec;->destructive:Z

    .line 39
    iget-boolean v0, p1, Lcom/hearthlist/cetp/ToolSpec$Builder;->async:Z

    iput-boolean v0, p0, Lcom/hearthlist/cetp/ToolSpec;->async:Z

    .line 40
    iget-object v0, p1, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope:Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthlist/cetp/ToolSpec;->scope:Ljava/lang/String;

    .line 41
    iget-object v0, p1, Lcom/hearthlist/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthlist/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 42
    iget-object v0, p1, Lcom/hearthlist/cetp/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthlist/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 43
    iget-object v0, p1, Lcom/hearthlist/cetp/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthlist/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    .line 44
    return-void
.end method

.method public static builder()Lcom/hearthlist/cetp/ToolSpec$Builder;
    .registers 1

    .line 47
    new-instance v0, Lcom/hearthlist/cetp/ToolSpec$Builder;

    invoke-direct {v0}, Lcom/hearthlist/cetp/ToolSpec$Builder;-><init>()V

    return-object v0
.end method


# virtual methods
.method public destructive()Z
    .registers 2

    .line 59
    iget-boolean v0, p0, Lcom/hearthlist/cetp/ToolSpec;->destructive:Z

    return v0
.end method

.method public kind()Lcom/hearthlist/cetp/ToolKind;
    .registers 2

    .line 55
    iget-object v0, p0, Lcom/hearthlist/cetp/ToolSpec;->kind:Lcom/hearthlist/cetp/ToolKind;

    return-object v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 51
    iget-object v0, p0, Lcom/hearthlist/cetp/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public toJson(Z)Lorg/json/JSONObject;
    .registers 8

    .line 64
    :try_start_0
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, p0, Lcom/hearthlist/cetp/ToolSpec;->kind:Lcom/hearthlist/cetp/ToolKind;

    .line 65
    invoke-virtual {v3}, Lcom/hearthlist/cetp/ToolKind;->wire()Ljava/lang/String;

    move-result-object v3

    const-string v2, "effect"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, p0, Lcom/hearthlist/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 66
    const-string v2, "risk"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-boolean v3, p0, Lcom/hearthlist/cetp/ToolSpec;->destructive:Z

    .line 67
    const-string v2, "destructive"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    .line 68
    const-string v2, "idempotent"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    .line 69
    const-string v2, "open_world"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, p0, Lcom/hearthlist/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 70
    const-string v2, "confirmation"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 71
    iget-boolean v3, p0, Lcom/hearthlist/cetp/ToolSpec;->async:Z

    const-string v2, "execution"

    if-eqz v3, :cond_0

    if-eqz p1, :cond_0

    const-string v3, "sync_or_async"

    goto :goto_0

    :cond_0
    const-string v3, "sync"

    :goto_0
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 72
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, p0, Lcom/hearthlist/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 73
    const-string v2, "name"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, p0, Lcom/hearthlist/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 74
    const-string v2, "title"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, p0, Lcom/hearthlist/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 75
    const-string v2, "description"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    new-instance v3, Lorg/json/JSONObject;

    iget-object v5, p0, Lcom/hearthlist/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v3, v5}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 76
    const-string v2, "input_schema"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    new-instance v3, Lorg/json/JSONObject;

    iget-object v5, p0, Lcom/hearthlist/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    invoke-direct {v3, v5}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 77
    const-string v2, "output_schema"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    iget-object v4, p0, Lcom/hearthlist/cetp/ToolSpec;->scope:Ljava/lang/String;

    .line 78
    invoke-virtual {v3, v4}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v3

    const-string v2, "scopes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 79
    const-string v2, "annotations"

    invoke-virtual {v1, v2, v0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 72
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v1

    .line 80
    :catch_0
    move-exception v1

    move-object v0, v1

    .line 81
    new-instance v1, Ljava/lang/IllegalStateException;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "bad schema in "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    iget-object v4, p0, Lcom/hearthlist/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v1, v3, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v1
.end method
