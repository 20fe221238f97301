.class public final Lcom/hearthlink/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# static fields
.field public static final ALWAYS:Ljava/lang/String; = "always"


# instance fields
.field public final authorizer:Lcom/hearthlink/security/Authorizer;

.field public final confirmation:Ljava/lang/String;

.field public final description:Ljava/lang/String;

.field public final destructive:Z

.field public final effect:Ljava/lang/String;

.field public final input:Ljava/lang/String;

.field public final name:Ljava/lang/String;

.field public final output:Ljava/lang/String;

.field public final risk:Ljava/lang/String;

.field public final scopes:[Ljava/lang/String;

.field public final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/hearthlink/security/Authorizer;)V
    .registers 12

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    iput-object p1, p0, Lcom/hearthlink/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 27
    iput-object p2, p0, Lcom/hearthlink/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 28
    iput-object p3, p0, Lcom/hearthlink/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 29
    iput-object p4, p0, Lcom/hearthlink/cetp/ToolSpec;->effect:Ljava/lang/String;

    .line 30
    iput-object p5, p0, Lcom/hearthlink/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 31
    iput-boolean p6, p0, Lcom/hearthlink/cetp/ToolSpec;->destructive:Z

    .line 32
    iput-object p7, p0, Lcom/hearthlink/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 33
    iput-object p8, p0, Lcom/hearthlink/cetp/ToolSpec;->scopes:[Ljava/lang/String;

    .line 34
    iput-object p9, p0, Lcom/hearthlink/cetp/ToolSpec;->input:Ljava/lang/String;

    .line 35
    iput-object p10, p0, Lcom/hearthlink/cetp/ToolSpec;->output:Ljava/lang/String;

    .line 36
    iput-object p11, p0, Lcom/hearthlink/cetp/ToolSpec;->authorizer:Lcom/hearthlink/security/Authorizer;

    .line 37
    return-void
.end method

.method public static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 72
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 73
    const-string v1, "name"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 74
    const-string v1, "title"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 75
    const-string v1, "description"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 76
    const-string v1, "access"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 77
    const-string v1, "sensitivity"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 72
    return-object v0
.end method


# virtual methods
.method public alwaysConfirm()Z
    .registers 3

    .line 44
    iget-object v1, p0, Lcom/hearthlink/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v0, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public descriptor()Lorg/json/JSONObject;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 48
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 49
    iget-object v5, p0, Lcom/hearthlink/cetp/ToolSpec;->scopes:[Ljava/lang/String;

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_0

    aget-object v8, v5, v7

    .line 50
    invoke-virtual {v4, v8}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 49
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 52
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/hearthlink/cetp/ToolSpec;->effect:Ljava/lang/String;

    .line 53
    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/hearthlink/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 54
    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/hearthlink/cetp/ToolSpec;->destructive:Z

    .line 55
    const-string v1, "destructive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 56
    invoke-virtual {p0}, Lcom/hearthlink/cetp/ToolSpec;->mutating()Z

    move-result v2

    const-string v1, "idempotent"

    if-nez v2, :cond_1

    const/4 v2, 0x1

    goto :goto_1

    :cond_1
    const/4 v2, 0x0

    :goto_1
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 57
    const-string v1, "open_world"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/hearthlink/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 58
    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 59
    const-string v1, "execution"

    const-string v2, "sync"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 60
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/hearthlink/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 61
    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/hearthlink/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 62
    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/hearthlink/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 63
    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/hearthlink/cetp/ToolSpec;->input:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 64
    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/hearthlink/cetp/ToolSpec;->output:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 65
    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 66
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 67
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 60
    return-object v0
.end method

.method public mutating()Z
    .registers 3

    .line 40
    iget-object v1, p0, Lcom/hearthlink/cetp/ToolSpec;->effect:Ljava/lang/String;

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
