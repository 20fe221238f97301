.class public final Lcom/halyard/vault/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# instance fields
.field public final async:Z

.field private final confirmation:Ljava/lang/String;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field public final effect:Ljava/lang/String;

.field public final fileResult:Z

.field private final inputSchema:Ljava/lang/String;

.field public final name:Ljava/lang/String;

.field private final outputSchema:Ljava/lang/String;

.field private final risk:Ljava/lang/String;

.field public final scope:Ljava/lang/String;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ZZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 13

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput-object p1, p0, Lcom/halyard/vault/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 26
    iput-object p2, p0, Lcom/halyard/vault/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 27
    iput-object p3, p0, Lcom/halyard/vault/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 28
    iput-object p4, p0, Lcom/halyard/vault/cetp/ToolSpec;->effect:Ljava/lang/String;

    .line 29
    iput-object p5, p0, Lcom/halyard/vault/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 30
    iput-boolean p6, p0, Lcom/halyard/vault/cetp/ToolSpec;->destructive:Z

    .line 31
    iput-object p7, p0, Lcom/halyard/vault/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 32
    iput-boolean p8, p0, Lcom/halyard/vault/cetp/ToolSpec;->async:Z

    .line 33
    iput-boolean p9, p0, Lcom/halyard/vault/cetp/ToolSpec;->fileResult:Z

    .line 34
    iput-object p10, p0, Lcom/halyard/vault/cetp/ToolSpec;->scope:Ljava/lang/String;

    .line 35
    iput-object p11, p0, Lcom/halyard/vault/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 36
    iput-object p12, p0, Lcom/halyard/vault/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    .line 37
    return-void
.end method


# virtual methods
.method public describe()Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 44
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/halyard/vault/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 45
    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/halyard/vault/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 46
    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/halyard/vault/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 47
    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/halyard/vault/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 48
    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/halyard/vault/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 49
    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    iget-object v3, p0, Lcom/halyard/vault/cetp/ToolSpec;->scope:Ljava/lang/String;

    .line 50
    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget-object v4, p0, Lcom/halyard/vault/cetp/ToolSpec;->effect:Ljava/lang/String;

    .line 52
    const-string v3, "effect"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/halyard/vault/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 53
    const-string v3, "risk"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    iget-boolean v4, p0, Lcom/halyard/vault/cetp/ToolSpec;->destructive:Z

    .line 54
    const-string v3, "destructive"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 55
    const-string v3, "idempotent"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 56
    const-string v3, "open_world"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/halyard/vault/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 57
    const-string v3, "confirmation"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 58
    iget-boolean v4, p0, Lcom/halyard/vault/cetp/ToolSpec;->async:Z

    const-string v1, "annotations"

    const-string v3, "execution"

    if-eqz v4, :cond_0

    const-string v4, "sync_or_async"

    goto :goto_0

    :cond_0
    const-string v4, "sync"

    :goto_0
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 51
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 44
    return-object v0
.end method

.method public mutates()Z
    .registers 3

    .line 40
    iget-object v1, p0, Lcom/halyard/vault/cetp/ToolSpec;->effect:Ljava/lang/String;

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
