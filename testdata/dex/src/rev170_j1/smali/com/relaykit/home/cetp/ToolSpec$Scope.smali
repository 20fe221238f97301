.class public final Lcom/relaykit/home/cetp/ToolSpec$Scope;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/cetp/ToolSpec;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Scope"
.end annotation


# instance fields
.field final access:Ljava/lang/String;

.field final description:Ljava/lang/String;

.field final name:Ljava/lang/String;

.field final sensitivity:Ljava/lang/String;

.field final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 31
    iput-object p1, p0, Lcom/relaykit/home/cetp/ToolSpec$Scope;->name:Ljava/lang/String;

    .line 32
    iput-object p2, p0, Lcom/relaykit/home/cetp/ToolSpec$Scope;->title:Ljava/lang/String;

    .line 33
    iput-object p3, p0, Lcom/relaykit/home/cetp/ToolSpec$Scope;->description:Ljava/lang/String;

    .line 34
    iput-object p4, p0, Lcom/relaykit/home/cetp/ToolSpec$Scope;->access:Ljava/lang/String;

    .line 35
    iput-object p5, p0, Lcom/relaykit/home/cetp/ToolSpec$Scope;->sensitivity:Ljava/lang/String;

    .line 36
    return-void
.end method


# virtual methods
.method public toJson()Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 39
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 40
    iget-object v1, p0, Lcom/relaykit/home/cetp/ToolSpec$Scope;->name:Ljava/lang/String;

    const-string v0, "name"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 41
    iget-object v1, p0, Lcom/relaykit/home/cetp/ToolSpec$Scope;->title:Ljava/lang/String;

    const-string v0, "title"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 42
    iget-object v1, p0, Lcom/relaykit/home/cetp/ToolSpec$Scope;->description:Ljava/lang/String;

    const-string v0, "description"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 43
    iget-object v1, p0, Lcom/relaykit/home/cetp/ToolSpec$Scope;->access:Ljava/lang/String;

    const-string v0, "access"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 44
    iget-object v1, p0, Lcom/relaykit/home/cetp/ToolSpec$Scope;->sensitivity:Ljava/lang/String;

    const-string v0, "sensitivity"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 45
    return-object v2
.end method
