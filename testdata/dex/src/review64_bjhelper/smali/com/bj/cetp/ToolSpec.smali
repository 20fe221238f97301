.class public final Lcom/bj/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"

# instance fields
.field private final spec:Lcom/bj/cetp/ToolSpec$Builder;


# direct methods
.method constructor <init>(Lcom/bj/cetp/ToolSpec$Builder;)V
    .registers 3
    .line 39
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 40
    iput-object v2, v1, Lcom/bj/cetp/ToolSpec;->spec:Lcom/bj/cetp/ToolSpec$Builder;
    .line 41
    return-void
.end method

.method public static named(Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    .registers 2
    .line 44
    new-instance v0, Lcom/bj/cetp/ToolSpec$Builder;
    invoke-direct {v0, v1}, Lcom/bj/cetp/ToolSpec$Builder;-><init>(Ljava/lang/String;)V
    return-object v0
.end method


# virtual methods
.method public name()Ljava/lang/String;
    .registers 2
    .line 48
    iget-object v0, v1, Lcom/bj/cetp/ToolSpec;->spec:Lcom/bj/cetp/ToolSpec$Builder;
    iget-object v0, v0, Lcom/bj/cetp/ToolSpec$Builder;->name:Ljava/lang/String;
    return-object v0
.end method

.method public isRead()Z
    .registers 3
    .line 52
    const-string v0, "read"
    iget-object v1, v2, Lcom/bj/cetp/ToolSpec;->spec:Lcom/bj/cetp/ToolSpec$Builder;
    iget-object v1, v1, Lcom/bj/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method toJson()Lorg/json/JSONObject;
    .registers 6
    .line 56
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-object v4, v0
    .line 57
    const-string v1, "effect"
    iget-object v2, v5, Lcom/bj/cetp/ToolSpec;->spec:Lcom/bj/cetp/ToolSpec$Builder;
    iget-object v2, v2, Lcom/bj/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;
    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 58
    const-string v1, "confirmation"
    iget-object v2, v5, Lcom/bj/cetp/ToolSpec;->spec:Lcom/bj/cetp/ToolSpec$Builder;
    iget-object v2, v2, Lcom/bj/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;
    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 59
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-object v3, v0
    .line 60
    const-string v1, "name"
    iget-object v2, v5, Lcom/bj/cetp/ToolSpec;->spec:Lcom/bj/cetp/ToolSpec$Builder;
    iget-object v2, v2, Lcom/bj/cetp/ToolSpec$Builder;->name:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 61
    const-string v1, "description"
    iget-object v2, v5, Lcom/bj/cetp/ToolSpec;->spec:Lcom/bj/cetp/ToolSpec$Builder;
    iget-object v2, v2, Lcom/bj/cetp/ToolSpec$Builder;->description:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 62
    const-string v1, "annotations"
    invoke-virtual {v3, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 63
    return-object v3
.end method

