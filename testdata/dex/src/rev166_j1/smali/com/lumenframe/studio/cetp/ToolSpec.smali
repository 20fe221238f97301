.class public final Lcom/lumenframe/studio/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/lumenframe/studio/cetp/ToolSpec$Builder;
    }
.end annotation


# instance fields
.field public final async:Z

.field public final confirmation:Ljava/lang/String;

.field public final description:Ljava/lang/String;

.field public final effect:Ljava/lang/String;

.field public final fileResult:Z

.field public final idempotent:Z

.field private final inputSchema:Ljava/lang/String;

.field public final name:Ljava/lang/String;

.field private final outputSchema:Ljava/lang/String;

.field public final risk:Ljava/lang/String;

.field public final scopes:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final title:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/lumenframe/studio/cetp/ToolSpec$Builder;)V
    .registers 3

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iget-object v0, p1, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    iput-object v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 26
    iget-object v0, p1, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->title:Ljava/lang/String;

    iput-object v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 27
    iget-object v0, p1, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->description:Ljava/lang/String;

    iput-object v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 28
    iget-object v0, p1, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    iput-object v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->effect:Ljava/lang/String;

    .line 29
    iget-object v0, p1, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    iput-object v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 30
    iget-object v0, p1, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    iput-object v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 31
    iget-boolean v0, p1, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->async:Z

    iput-boolean v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->async:Z

    .line 32
    iget-boolean v0, p1, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->fileResult:Z

    iput-boolean v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->fileResult:Z

    .line 33
    iget-boolean v0, p1, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->idempotent:Z

    iput-boolean v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->idempotent:Z

    .line 34
    iget-object v0, p1, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->scopes:Ljava/util/List;

    iput-object v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->scopes:Ljava/util/List;

    .line 35
    iget-object v0, p1, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    iput-object v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 36
    iget-object v0, p1, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    iput-object v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    .line 37
    return-void
.end method

.method public static named(Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;
    .registers 2

    .line 68
    new-instance v0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;

    invoke-direct {v0, p0}, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public mutating()Z
    .registers 3

    .line 40
    iget-object v1, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->effect:Ljava/lang/String;

    const-string v0, "read"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 44
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 45
    iget-object v2, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->effect:Ljava/lang/String;

    const-string v1, "effect"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 46
    iget-object v2, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->risk:Ljava/lang/String;

    const-string v1, "risk"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 47
    const-string v1, "destructive"

    const/4 v2, 0x0

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 48
    iget-boolean v2, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->idempotent:Z

    const-string v1, "idempotent"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 49
    const-string v1, "open_world"

    const/4 v2, 0x0

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 50
    iget-object v2, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v1, "confirmation"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 51
    iget-boolean v2, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->async:Z

    move-object v0, v4

    const-string v1, "execution"

    if-eqz v2, :cond_0

    const-string v2, "sync_or_async"

    goto :goto_0

    :cond_0
    const-string v2, "sync"

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 52
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 53
    iget-object v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->scopes:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_1
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v7, v0

    .line 54
    invoke-virtual {v5, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 55
    goto :goto_1

    .line 56
    :cond_1
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 57
    iget-object v2, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 58
    iget-object v2, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 59
    iget-object v2, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 60
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 61
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/lumenframe/studio/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 62
    const-string v1, "scopes"

    invoke-virtual {v6, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 63
    const-string v1, "annotations"

    invoke-virtual {v6, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 64
    return-object v6
.end method
