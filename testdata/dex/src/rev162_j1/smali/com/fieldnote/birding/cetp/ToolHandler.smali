.class public abstract Lcom/fieldnote/birding/cetp/ToolHandler;
.super Ljava/lang/Object;
.source "ToolHandler.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fieldnote/birding/cetp/ToolHandler$Spec;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<A:",
        "Lcom/fieldnote/birding/cetp/ToolArgs;",
        "R:",
        "Lcom/fieldnote/birding/cetp/ToolResult;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# instance fields
.field public final argsType:Ljava/lang/Class;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/lang/Class<",
            "TA;>;"
        }
    .end annotation
.end field

.field public final name:Ljava/lang/String;

.field private final spec:Lcom/fieldnote/birding/cetp/ToolHandler$Spec;


# direct methods
.method protected constructor <init>(Ljava/lang/Class;Lcom/fieldnote/birding/cetp/ToolHandler$Spec;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Class<",
            "TA;>;",
            "Lcom/fieldnote/birding/cetp/ToolHandler$Spec;",
            ")V"
        }
    .end annotation

    .line 59
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 60
    iget-object v0, p2, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->name:Ljava/lang/String;

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->name:Ljava/lang/String;

    .line 61
    iput-object p1, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->argsType:Ljava/lang/Class;

    .line 62
    iput-object p2, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->spec:Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    .line 63
    return-void
.end method

.method protected static json(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 125
    new-instance v0, Lorg/json/JSONObject;

    const/16 v2, 0x27

    const/16 v3, 0x22

    invoke-virtual {p0, v2, v3}, Ljava/lang/String;->replace(CC)Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public final describe()Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 81
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 82
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->spec:Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    iget-object v4, v0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->scopes:[Ljava/lang/String;

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_0

    aget-object v7, v4, v6

    .line 83
    invoke-virtual {v3, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 82
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 85
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->spec:Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    iget-object v2, v2, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->effect:Ljava/lang/String;

    .line 86
    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->spec:Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    iget-object v2, v2, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->risk:Ljava/lang/String;

    .line 87
    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->spec:Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    iget-boolean v2, v2, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->destructive:Z

    .line 88
    const-string v1, "destructive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 89
    const-string v1, "idempotent"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 90
    const-string v1, "open_world"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->spec:Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    iget-object v2, v2, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->confirmation:Ljava/lang/String;

    .line 91
    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 92
    const-string v1, "execution"

    const-string v2, "sync"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    .line 93
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->spec:Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    iget-object v2, v2, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->name:Ljava/lang/String;

    .line 94
    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->spec:Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    iget-object v2, v2, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->title:Ljava/lang/String;

    .line 95
    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->spec:Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    iget-object v2, v2, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->description:Ljava/lang/String;

    .line 96
    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 97
    invoke-virtual {p0}, Lcom/fieldnote/birding/cetp/ToolHandler;->inputSchema()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 98
    invoke-virtual {p0}, Lcom/fieldnote/birding/cetp/ToolHandler;->outputSchema()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 99
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 100
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 93
    return-object v0
.end method

.method protected abstract handle(Lcom/fieldnote/birding/cetp/ToolArgs;)Lcom/fieldnote/birding/cetp/ToolResult;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TA;)TR;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/fieldnote/birding/cetp/ToolException;
        }
    .end annotation
.end method

.method protected abstract inputSchema()Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public final mutating()Z
    .registers 3

    .line 73
    iget-object v1, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->spec:Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    iget-object v1, v1, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->effect:Ljava/lang/String;

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

.method protected abstract outputSchema()Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public run(Lcom/fieldnote/birding/cetp/Call;Lcom/fieldnote/birding/cetp/ToolArgs;)Lcom/fieldnote/birding/cetp/ToolResult;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fieldnote/birding/cetp/Call;",
            "TA;)TR;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/fieldnote/birding/cetp/ToolException;
        }
    .end annotation

    .line 108
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Call;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v5

    .line 109
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v5, v2

    if-gtz v0, :cond_0

    .line 110
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException;

    const-string v2, "DEADLINE_EXCEEDED"

    const-string v3, "The deadline passed before the tool started"

    const/4 v4, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    throw v0

    .line 112
    :cond_0
    iget-object v1, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->spec:Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    iget-object v1, v1, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->confirmation:Ljava/lang/String;

    const-string v0, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 113
    invoke-virtual {p0, p2}, Lcom/fieldnote/birding/cetp/ToolHandler;->summarize(Lcom/fieldnote/birding/cetp/ToolArgs;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Lcom/fieldnote/birding/cetp/Call;->requireApproval(Ljava/lang/String;)V

    .line 115
    :cond_1
    invoke-virtual {p0, p2}, Lcom/fieldnote/birding/cetp/ToolHandler;->handle(Lcom/fieldnote/birding/cetp/ToolArgs;)Lcom/fieldnote/birding/cetp/ToolResult;

    move-result-object v0

    return-object v0
.end method

.method public final scopes()[Ljava/lang/String;
    .registers 2

    .line 77
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->spec:Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->scopes:[Ljava/lang/String;

    return-object v0
.end method

.method protected summarize(Lcom/fieldnote/birding/cetp/ToolArgs;)Ljava/lang/String;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TA;)",
            "Ljava/lang/String;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/fieldnote/birding/cetp/ToolException;
        }
    .end annotation

    .line 120
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/ToolHandler;->spec:Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    iget-object v0, v0, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->title:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Allow \""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\"?"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0
.end method
