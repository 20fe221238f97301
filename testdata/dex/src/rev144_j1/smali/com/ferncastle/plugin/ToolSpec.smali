.class public final Lcom/ferncastle/plugin/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ferncastle/plugin/ToolSpec$Builder;
    }
.end annotation


# instance fields
.field public final confirmation:Ljava/lang/String;

.field public final description:Ljava/lang/String;

.field public final destructive:Z

.field public final effect:Ljava/lang/String;

.field public final inputSchema:Ljava/lang/String;

.field public final name:Ljava/lang/String;

.field public final outputSchema:Ljava/lang/String;

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
.method constructor <init>(Lcom/ferncastle/plugin/ToolSpec$Builder;)V
    .registers 4

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iget-object v0, p1, Lcom/ferncastle/plugin/ToolSpec$Builder;->name:Ljava/lang/String;

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec;->name:Ljava/lang/String;

    .line 25
    iget-object v0, p1, Lcom/ferncastle/plugin/ToolSpec$Builder;->title:Ljava/lang/String;

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec;->title:Ljava/lang/String;

    .line 26
    iget-object v0, p1, Lcom/ferncastle/plugin/ToolSpec$Builder;->description:Ljava/lang/String;

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec;->description:Ljava/lang/String;

    .line 27
    iget-object v0, p1, Lcom/ferncastle/plugin/ToolSpec$Builder;->effect:Ljava/lang/String;

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec;->effect:Ljava/lang/String;

    .line 28
    iget-object v0, p1, Lcom/ferncastle/plugin/ToolSpec$Builder;->risk:Ljava/lang/String;

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec;->risk:Ljava/lang/String;

    .line 29
    iget-boolean v0, p1, Lcom/ferncastle/plugin/ToolSpec$Builder;->destructive:Z

    iput-boolean v0, p0, Lcom/ferncastle/plugin/ToolSpec;->destructive:Z

    .line 30
    iget-object v0, p1, Lcom/ferncastle/plugin/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec;->confirmation:Ljava/lang/String;

    .line 31
    new-instance v0, Ljava/util/ArrayList;

    iget-object v1, p1, Lcom/ferncastle/plugin/ToolSpec$Builder;->scopes:Ljava/util/List;

    invoke-direct {v0, v1}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec;->scopes:Ljava/util/List;

    .line 32
    iget-object v0, p1, Lcom/ferncastle/plugin/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 33
    iget-object v0, p1, Lcom/ferncastle/plugin/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec;->outputSchema:Ljava/lang/String;

    .line 34
    return-void
.end method


# virtual methods
.method public confirmedByUser()Z
    .registers 3

    .line 41
    iget-object v1, p0, Lcom/ferncastle/plugin/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v0, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public mutating()Z
    .registers 3

    .line 37
    iget-object v1, p0, Lcom/ferncastle/plugin/ToolSpec;->effect:Ljava/lang/String;

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
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 45
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 46
    iget-object v1, p0, Lcom/ferncastle/plugin/ToolSpec;->effect:Ljava/lang/String;

    const-string v0, "effect"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 47
    iget-object v1, p0, Lcom/ferncastle/plugin/ToolSpec;->risk:Ljava/lang/String;

    const-string v0, "risk"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 48
    iget-boolean v1, p0, Lcom/ferncastle/plugin/ToolSpec;->destructive:Z

    const-string v0, "destructive"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 49
    const-string v0, "idempotent"

    const/4 v1, 0x0

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 50
    const-string v0, "open_world"

    const/4 v1, 0x0

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 51
    iget-object v1, p0, Lcom/ferncastle/plugin/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v0, "confirmation"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 52
    const-string v0, "execution"

    const-string v1, "sync"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 53
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 54
    iget-object v1, p0, Lcom/ferncastle/plugin/ToolSpec;->name:Ljava/lang/String;

    const-string v0, "name"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 55
    iget-object v1, p0, Lcom/ferncastle/plugin/ToolSpec;->title:Ljava/lang/String;

    const-string v0, "title"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 56
    iget-object v1, p0, Lcom/ferncastle/plugin/ToolSpec;->description:Ljava/lang/String;

    const-string v0, "description"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 57
    new-instance v1, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/ferncastle/plugin/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v0, "input_schema"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 58
    new-instance v1, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/ferncastle/plugin/ToolSpec;->outputSchema:Ljava/lang/String;

    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v0, "output_schema"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 59
    new-instance v1, Lorg/json/JSONArray;

    iget-object v2, p0, Lcom/ferncastle/plugin/ToolSpec;->scopes:Ljava/util/List;

    invoke-direct {v1, v2}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v0, "scopes"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 60
    const-string v0, "annotations"

    invoke-virtual {v4, v0, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 61
    return-object v4
.end method
