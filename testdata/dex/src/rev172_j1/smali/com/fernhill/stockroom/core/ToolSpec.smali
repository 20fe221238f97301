.class public final Lcom/fernhill/stockroom/core/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fernhill/stockroom/core/ToolSpec$Builder;
    }
.end annotation


# instance fields
.field public final confirmation:Ljava/lang/String;

.field public final description:Ljava/lang/String;

.field public final destructive:Z

.field public final effect:Ljava/lang/String;

.field public final execution:Ljava/lang/String;

.field public final idempotent:Z

.field final inputSchema:Ljava/lang/String;

.field public final name:Ljava/lang/String;

.field final outputSchema:Ljava/lang/String;

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
.method constructor <init>(Lcom/fernhill/stockroom/core/ToolSpec$Builder;)V
    .registers 4

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    iget-object v0, p1, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->name:Ljava/lang/String;

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec;->name:Ljava/lang/String;

    .line 27
    iget-object v0, p1, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->title:Ljava/lang/String;

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec;->title:Ljava/lang/String;

    .line 28
    iget-object v0, p1, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->description:Ljava/lang/String;

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec;->description:Ljava/lang/String;

    .line 29
    iget-object v0, p1, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->effect:Ljava/lang/String;

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec;->effect:Ljava/lang/String;

    .line 30
    iget-object v0, p1, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->risk:Ljava/lang/String;

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec;->risk:Ljava/lang/String;

    .line 31
    iget-boolean v0, p1, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->destructive:Z

    iput-boolean v0, p0, Lcom/fernhill/stockroom/core/ToolSpec;->destructive:Z

    .line 32
    iget-boolean v0, p1, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->idempotent:Z

    iput-boolean v0, p0, Lcom/fernhill/stockroom/core/ToolSpec;->idempotent:Z

    .line 33
    iget-object v0, p1, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec;->confirmation:Ljava/lang/String;

    .line 34
    iget-object v0, p1, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->execution:Ljava/lang/String;

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec;->execution:Ljava/lang/String;

    .line 35
    new-instance v0, Ljava/util/ArrayList;

    iget-object v1, p1, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->scopes:Ljava/util/List;

    invoke-direct {v0, v1}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec;->scopes:Ljava/util/List;

    .line 36
    iget-object v0, p1, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 37
    iget-object v0, p1, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec;->outputSchema:Ljava/lang/String;

    .line 38
    return-void
.end method

.method public static named(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;
    .registers 2

    .line 41
    new-instance v0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    invoke-direct {v0, p0}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public alwaysConfirm()Z
    .registers 3

    .line 54
    iget-object v1, p0, Lcom/fernhill/stockroom/core/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v0, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-boolean v0, p0, Lcom/fernhill/stockroom/core/ToolSpec;->destructive:Z

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/fernhill/stockroom/core/ToolSpec;->risk:Ljava/lang/String;

    const-string v0, "high"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/fernhill/stockroom/core/ToolSpec;->effect:Ljava/lang/String;

    .line 55
    const-string v0, "delete"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/fernhill/stockroom/core/ToolSpec;->effect:Ljava/lang/String;

    const-string v0, "transaction"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    .line 54
    :goto_0
    return v0
.end method

.method public mayRunAsync()Z
    .registers 3

    .line 49
    iget-object v1, p0, Lcom/fernhill/stockroom/core/ToolSpec;->execution:Ljava/lang/String;

    const-string v0, "sync_or_async"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public mutating()Z
    .registers 3

    .line 45
    iget-object v1, p0, Lcom/fernhill/stockroom/core/ToolSpec;->effect:Ljava/lang/String;

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

.method public toJson(Z)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 59
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 60
    iget-object v2, p0, Lcom/fernhill/stockroom/core/ToolSpec;->effect:Ljava/lang/String;

    const-string v1, "effect"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 61
    iget-object v2, p0, Lcom/fernhill/stockroom/core/ToolSpec;->risk:Ljava/lang/String;

    const-string v1, "risk"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 62
    iget-boolean v2, p0, Lcom/fernhill/stockroom/core/ToolSpec;->destructive:Z

    const-string v1, "destructive"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 63
    iget-boolean v2, p0, Lcom/fernhill/stockroom/core/ToolSpec;->idempotent:Z

    const-string v1, "idempotent"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 64
    const-string v1, "open_world"

    const/4 v2, 0x0

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 65
    iget-object v2, p0, Lcom/fernhill/stockroom/core/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v1, "confirmation"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 66
    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/ToolSpec;->mayRunAsync()Z

    move-result v2

    move-object v0, v4

    const-string v1, "execution"

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const-string v2, "sync_or_async"

    goto :goto_0

    :cond_0
    const-string v2, "sync"

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 67
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 68
    iget-object v2, p0, Lcom/fernhill/stockroom/core/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 69
    iget-object v2, p0, Lcom/fernhill/stockroom/core/ToolSpec;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 70
    iget-object v2, p0, Lcom/fernhill/stockroom/core/ToolSpec;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 71
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/fernhill/stockroom/core/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 72
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/fernhill/stockroom/core/ToolSpec;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 73
    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/fernhill/stockroom/core/ToolSpec;->scopes:Ljava/util/List;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "scopes"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 74
    const-string v1, "annotations"

    invoke-virtual {v5, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 75
    return-object v5
.end method
