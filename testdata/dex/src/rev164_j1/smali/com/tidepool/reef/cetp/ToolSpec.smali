.class public final Lcom/tidepool/reef/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# instance fields
.field public final confirmation:Ljava/lang/String;

.field public final description:Ljava/lang/String;

.field public final destructive:Z

.field public final effect:Ljava/lang/String;

.field public final idempotent:Z

.field private final inputSchema:Ljava/lang/String;

.field public final name:Ljava/lang/String;

.field public final openWorld:Z

.field private final outputSchema:Ljava/lang/String;

.field public final risk:Ljava/lang/String;

.field public final scopes:[Ljava/lang/String;

.field public final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 13

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput-object p1, p0, Lcom/tidepool/reef/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 26
    iput-object p2, p0, Lcom/tidepool/reef/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 27
    iput-object p3, p0, Lcom/tidepool/reef/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 28
    iput-object p4, p0, Lcom/tidepool/reef/cetp/ToolSpec;->effect:Ljava/lang/String;

    .line 29
    iput-object p5, p0, Lcom/tidepool/reef/cetp/ToolSpec;->risk:Ljava/lang/String;

    .line 30
    iput-object p6, p0, Lcom/tidepool/reef/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    .line 31
    iput-boolean p7, p0, Lcom/tidepool/reef/cetp/ToolSpec;->destructive:Z

    .line 32
    iput-boolean p8, p0, Lcom/tidepool/reef/cetp/ToolSpec;->idempotent:Z

    .line 33
    iput-boolean p9, p0, Lcom/tidepool/reef/cetp/ToolSpec;->openWorld:Z

    .line 34
    iput-object p10, p0, Lcom/tidepool/reef/cetp/ToolSpec;->scopes:[Ljava/lang/String;

    .line 35
    iput-object p11, p0, Lcom/tidepool/reef/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 36
    iput-object p12, p0, Lcom/tidepool/reef/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    .line 37
    return-void
.end method


# virtual methods
.method public mutating()Z
    .registers 3

    .line 40
    iget-object v1, p0, Lcom/tidepool/reef/cetp/ToolSpec;->effect:Ljava/lang/String;

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
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 44
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 45
    iget-object v1, p0, Lcom/tidepool/reef/cetp/ToolSpec;->effect:Ljava/lang/String;

    const-string v0, "effect"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 46
    iget-object v1, p0, Lcom/tidepool/reef/cetp/ToolSpec;->risk:Ljava/lang/String;

    const-string v0, "risk"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 47
    iget-boolean v1, p0, Lcom/tidepool/reef/cetp/ToolSpec;->destructive:Z

    const-string v0, "destructive"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 48
    iget-boolean v1, p0, Lcom/tidepool/reef/cetp/ToolSpec;->idempotent:Z

    const-string v0, "idempotent"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 49
    iget-boolean v1, p0, Lcom/tidepool/reef/cetp/ToolSpec;->openWorld:Z

    const-string v0, "open_world"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 50
    iget-object v1, p0, Lcom/tidepool/reef/cetp/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v0, "confirmation"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 51
    const-string v0, "execution"

    const-string v1, "sync"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 52
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 53
    iget-object v5, p0, Lcom/tidepool/reef/cetp/ToolSpec;->scopes:[Ljava/lang/String;

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_0

    aget-object v8, v5, v7

    .line 54
    invoke-virtual {v4, v8}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 53
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 56
    :cond_0
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 57
    iget-object v1, p0, Lcom/tidepool/reef/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v0, "name"

    invoke-virtual {v5, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 58
    iget-object v1, p0, Lcom/tidepool/reef/cetp/ToolSpec;->title:Ljava/lang/String;

    const-string v0, "title"

    invoke-virtual {v5, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 59
    iget-object v1, p0, Lcom/tidepool/reef/cetp/ToolSpec;->description:Ljava/lang/String;

    const-string v0, "description"

    invoke-virtual {v5, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 60
    new-instance v1, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/tidepool/reef/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v0, "input_schema"

    invoke-virtual {v5, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 61
    new-instance v1, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/tidepool/reef/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v0, "output_schema"

    invoke-virtual {v5, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 62
    const-string v0, "scopes"

    invoke-virtual {v5, v0, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 63
    const-string v0, "annotations"

    invoke-virtual {v5, v0, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 64
    return-object v5
.end method
