.class public final Lcom/tallyworks/stockroom/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;,
        Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;,
        Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;
    }
.end annotation


# instance fields
.field asyncCapable:Z

.field public final confirmation:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

.field public final description:Ljava/lang/String;

.field destructive:Z

.field public final effect:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

.field idempotent:Z

.field public final inputSchema:Ljava/lang/String;

.field public final name:Ljava/lang/String;

.field openWorld:Z

.field public final outputSchema:Ljava/lang/String;

.field public final risk:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

.field public final scopes:[Ljava/lang/String;

.field public final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 11

    .line 57
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 58
    iput-object p1, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 59
    iput-object p2, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 60
    iput-object p3, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 61
    iput-object p4, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->effect:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    .line 62
    iput-object p5, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->risk:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    .line 63
    iput-object p6, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->confirmation:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    .line 64
    iput-object p7, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->scopes:[Ljava/lang/String;

    .line 65
    iput-object p8, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    .line 66
    iput-object p9, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    .line 67
    const/4 v0, 0x0

    iput-boolean v0, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->openWorld:Z

    .line 68
    return-void
.end method


# virtual methods
.method public alwaysConfirm()Z
    .registers 3

    .line 109
    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->confirmation:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    sget-object v1, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->ALWAYS:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    if-eq v0, v1, :cond_0

    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->risk:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    sget-object v1, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->HIGH:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    if-eq v0, v1, :cond_0

    iget-boolean v0, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->destructive:Z

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->effect:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    sget-object v1, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->DELETE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    if-eq v0, v1, :cond_0

    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->effect:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    sget-object v1, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->TRANSACTION:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    if-ne v0, v1, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public async()Lcom/tallyworks/stockroom/cetp/ToolSpec;
    .registers 2

    .line 86
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->asyncCapable:Z

    .line 87
    return-object p0
.end method

.method public destructive()Lcom/tallyworks/stockroom/cetp/ToolSpec;
    .registers 2

    .line 71
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->destructive:Z

    .line 72
    return-object p0
.end method

.method public idempotent()Lcom/tallyworks/stockroom/cetp/ToolSpec;
    .registers 2

    .line 76
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->idempotent:Z

    .line 77
    return-object p0
.end method

.method public isAsyncCapable()Z
    .registers 2

    .line 91
    iget-boolean v0, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->asyncCapable:Z

    return v0
.end method

.method public mutating()Z
    .registers 3

    .line 95
    sget-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$1;->$SwitchMap$com$tallyworks$stockroom$cetp$ToolSpec$Effect:[I

    iget-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->effect:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    invoke-virtual {v1}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->ordinal()I

    move-result v1

    aget v0, v0, v1

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    .line 97
    :pswitch_0
    const/4 v0, 0x0

    return v0

    .line 103
    :goto_0
    :pswitch_1
    const/4 v0, 0x1

    return v0

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method

.method public openWorld()Lcom/tallyworks/stockroom/cetp/ToolSpec;
    .registers 2

    .line 81
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->openWorld:Z

    .line 82
    return-object p0
.end method

.method public scopesGranted(Ljava/util/Set;)Z
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;)Z"
        }
    .end annotation

    .line 114
    if-nez p1, :cond_0

    .line 115
    const/4 v0, 0x0

    return v0

    .line 117
    :cond_0
    iget-object v1, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->scopes:[Ljava/lang/String;

    array-length v2, v1

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_2

    aget-object v4, v1, v3

    .line 118
    invoke-interface {p1, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 119
    const/4 v0, 0x0

    return v0

    .line 117
    :cond_1
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 122
    :cond_2
    const/4 v0, 0x1

    return v0
.end method

.method public toJson(Z)Lorg/json/JSONObject;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 126
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->effect:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    iget-object v2, v2, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->wire:Ljava/lang/String;

    .line 127
    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->risk:Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;

    iget-object v2, v2, Lcom/tallyworks/stockroom/cetp/ToolSpec$Risk;->wire:Ljava/lang/String;

    .line 128
    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->destructive:Z

    .line 129
    const-string v1, "destructive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->idempotent:Z

    .line 130
    const-string v1, "idempotent"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->openWorld:Z

    .line 131
    const-string v1, "open_world"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->confirmation:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    iget-object v2, v2, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->wire:Ljava/lang/String;

    .line 132
    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 133
    iget-boolean v2, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->asyncCapable:Z

    const-string v1, "execution"

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const-string v2, "sync_or_async"

    goto :goto_0

    :cond_0
    const-string v2, "sync"

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    .line 134
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 135
    iget-object v6, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->scopes:[Ljava/lang/String;

    array-length v7, v6

    const/4 v8, 0x0

    :goto_1
    if-ge v8, v7, :cond_1

    aget-object v9, v6, v8

    .line 136
    invoke-virtual {v5, v9}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 135
    add-int/lit8 v8, v8, 0x1

    goto :goto_1

    .line 138
    :cond_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 139
    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 140
    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 141
    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 142
    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 143
    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 144
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 145
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 138
    return-object v0
.end method
