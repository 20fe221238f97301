.class public abstract Lcom/wrenfield/notes/tool/BaseTool;
.super Ljava/lang/Object;
.source "BaseTool.java"

# interfaces
.implements Lcom/wrenfield/notes/tool/Tool;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<A:",
        "Ljava/lang/Object;",
        "O:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;",
        "Lcom/wrenfield/notes/tool/Tool;"
    }
.end annotation


# instance fields
.field protected final container:Lcom/wrenfield/notes/di/Container;

.field private final spec:Lcom/wrenfield/notes/tool/ToolSpec;


# direct methods
.method protected constructor <init>(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/ToolSpec;)V
    .registers 3

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iput-object p1, p0, Lcom/wrenfield/notes/tool/BaseTool;->container:Lcom/wrenfield/notes/di/Container;

    .line 25
    iput-object p2, p0, Lcom/wrenfield/notes/tool/BaseTool;->spec:Lcom/wrenfield/notes/tool/ToolSpec;

    .line 26
    return-void
.end method

.method private proceed(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;
    .registers 17
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            "TA;)",
            "Lcom/wrenfield/notes/core/Result<",
            "Lcom/wrenfield/notes/tool/Reply;",
            ">;"
        }
    .end annotation

    .line 39
    move-object/from16 v2, p2

    invoke-virtual {p0, p1, v2}, Lcom/wrenfield/notes/tool/BaseTool;->authorize(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 40
    iget-object v1, p0, Lcom/wrenfield/notes/tool/BaseTool;->spec:Lcom/wrenfield/notes/tool/ToolSpec;

    invoke-virtual {v1}, Lcom/wrenfield/notes/tool/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Wrenfield Notes has not granted this app "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "PERMISSION_DENIED"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/wrenfield/notes/core/Result;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 42
    :cond_0
    move-object/from16 v2, p2

    invoke-virtual {p0, p1, v2}, Lcom/wrenfield/notes/tool/BaseTool;->needsConfirmation(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 43
    iget-object v0, p0, Lcom/wrenfield/notes/tool/BaseTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/core/Clock;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/Clock;

    move-object v10, v0

    .line 44
    iget-object v0, p0, Lcom/wrenfield/notes/tool/BaseTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/core/Confirmations;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/Confirmations;

    move-object v11, v0

    .line 45
    invoke-virtual {p1}, Lcom/wrenfield/notes/tool/ToolCall;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 46
    iget-object v0, p0, Lcom/wrenfield/notes/tool/BaseTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/core/IdSource;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/IdSource;

    invoke-interface {v0}, Lcom/wrenfield/notes/core/IdSource;->next()Ljava/lang/String;

    move-result-object v12

    .line 47
    invoke-virtual {p1}, Lcom/wrenfield/notes/tool/ToolCall;->uid()I

    move-result v2

    invoke-virtual {p1}, Lcom/wrenfield/notes/tool/ToolCall;->provider()Ljava/lang/String;

    move-result-object v3

    iget-object v4, p0, Lcom/wrenfield/notes/tool/BaseTool;->spec:Lcom/wrenfield/notes/tool/ToolSpec;

    invoke-virtual {v4}, Lcom/wrenfield/notes/tool/ToolSpec;->name()Ljava/lang/String;

    move-result-object v4

    .line 48
    invoke-virtual {p1}, Lcom/wrenfield/notes/tool/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lcom/wrenfield/notes/tool/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v6

    move-object/from16 v8, p2

    invoke-virtual {p0, v8}, Lcom/wrenfield/notes/tool/BaseTool;->summarize(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v7

    invoke-interface {v10}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v8

    .line 47
    move-object v0, v11

    move-object v1, v12

    invoke-virtual/range {v0 .. v9}, Lcom/wrenfield/notes/core/Confirmations;->file(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Lcom/wrenfield/notes/core/Confirmations$Ticket;

    move-result-object v13

    .line 49
    move-object/from16 v2, p2

    invoke-virtual {p0, p1, v2, v13}, Lcom/wrenfield/notes/tool/BaseTool;->renderPrompt(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;Lcom/wrenfield/notes/core/Confirmations$Ticket;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->ok(Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 51
    :cond_1
    invoke-virtual {p1}, Lcom/wrenfield/notes/tool/ToolCall;->resumeToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/wrenfield/notes/tool/ToolCall;->uid()I

    move-result v2

    invoke-virtual {p1}, Lcom/wrenfield/notes/tool/ToolCall;->provider()Ljava/lang/String;

    move-result-object v3

    iget-object v4, p0, Lcom/wrenfield/notes/tool/BaseTool;->spec:Lcom/wrenfield/notes/tool/ToolSpec;

    .line 52
    invoke-virtual {v4}, Lcom/wrenfield/notes/tool/ToolSpec;->name()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lcom/wrenfield/notes/tool/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lcom/wrenfield/notes/tool/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v6

    invoke-interface {v10}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v7

    .line 51
    move-object v0, v11

    invoke-virtual/range {v0 .. v8}, Lcom/wrenfield/notes/core/Confirmations;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Lcom/wrenfield/notes/core/Result;

    move-result-object v12

    .line 53
    invoke-virtual {v12}, Lcom/wrenfield/notes/core/Result;->isOk()Z

    move-result v0

    if-nez v0, :cond_2

    .line 54
    invoke-virtual {v12}, Lcom/wrenfield/notes/core/Result;->error()Lcom/wrenfield/notes/core/ToolError;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 59
    :cond_2
    move-object/from16 v2, p2

    :try_start_0
    invoke-virtual {p0, p1, v2}, Lcom/wrenfield/notes/tool/BaseTool;->perform(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v10

    .line 62
    goto :goto_0

    :catch_0
    move-exception v11

    .line 61
    new-instance v0, Ljava/io/UncheckedIOException;

    invoke-direct {v0, v11}, Ljava/io/UncheckedIOException;-><init>(Ljava/io/IOException;)V

    throw v0

    .line 63
    :goto_0
    new-instance v1, Lcom/wrenfield/notes/tool/BaseTool$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0, p1}, Lcom/wrenfield/notes/tool/BaseTool$$ExternalSyntheticLambda1;-><init>(Lcom/wrenfield/notes/tool/BaseTool;Lcom/wrenfield/notes/tool/ToolCall;)V

    invoke-virtual {v10, v1}, Lcom/wrenfield/notes/core/Result;->map(Ljava/util/function/Function;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method protected abstract authorize(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Z
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            "TA;)Z"
        }
    .end annotation
.end method

.method public final execute(Lcom/wrenfield/notes/tool/ToolCall;)Lcom/wrenfield/notes/core/Result;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Lcom/wrenfield/notes/tool/Reply;",
            ">;"
        }
    .end annotation

    .line 35
    invoke-virtual {p1}, Lcom/wrenfield/notes/tool/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/wrenfield/notes/tool/BaseTool;->validate(Lorg/json/JSONObject;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    new-instance v1, Lcom/wrenfield/notes/tool/BaseTool$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, p1}, Lcom/wrenfield/notes/tool/BaseTool$$ExternalSyntheticLambda0;-><init>(Lcom/wrenfield/notes/tool/BaseTool;Lcom/wrenfield/notes/tool/ToolCall;)V

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/core/Result;->flatMap(Ljava/util/function/Function;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

.method protected final granted(Ljava/lang/String;)Z
    .registers 5

    .line 95
    iget-object v0, p0, Lcom/wrenfield/notes/tool/BaseTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/core/Grants;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/Grants;

    iget-object v1, p0, Lcom/wrenfield/notes/tool/BaseTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v2, Lcom/wrenfield/notes/core/Caller;

    invoke-virtual {v1, v2}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/wrenfield/notes/core/Caller;

    invoke-virtual {v0, v1, p1}, Lcom/wrenfield/notes/core/Grants;->allows(Lcom/wrenfield/notes/core/Caller;Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method public synthetic lambda$execute$0$com-wrenfield-notes-tool-BaseTool(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;
    .registers 4

    .line 35
    invoke-direct {p0, p1, p2}, Lcom/wrenfield/notes/tool/BaseTool;->proceed(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$proceed$1$com-wrenfield-notes-tool-BaseTool(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/tool/Reply;
    .registers 4

    .line 63
    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/tool/BaseTool;->render(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected needsConfirmation(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Z
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            "TA;)Z"
        }
    .end annotation

    .line 80
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract perform(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            "TA;)",
            "Lcom/wrenfield/notes/core/Result<",
            "TO;>;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
.end method

.method protected abstract render(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/tool/Reply;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            "TO;)",
            "Lcom/wrenfield/notes/tool/Reply;"
        }
    .end annotation
.end method

.method protected renderPrompt(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;Lcom/wrenfield/notes/core/Confirmations$Ticket;)Lcom/wrenfield/notes/tool/Reply;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            "TA;",
            "Lcom/wrenfield/notes/core/Confirmations$Ticket;",
            ")",
            "Lcom/wrenfield/notes/tool/Reply;"
        }
    .end annotation

    .line 90
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    iget-object v1, p0, Lcom/wrenfield/notes/tool/BaseTool;->spec:Lcom/wrenfield/notes/tool/ToolSpec;

    invoke-virtual {v1}, Lcom/wrenfield/notes/tool/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " asks for no confirmation"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public final spec()Lcom/wrenfield/notes/tool/ToolSpec;
    .registers 2

    .line 30
    iget-object v0, p0, Lcom/wrenfield/notes/tool/BaseTool;->spec:Lcom/wrenfield/notes/tool/ToolSpec;

    return-object v0
.end method

.method protected summarize(Ljava/lang/Object;)Ljava/lang/String;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TA;)",
            "Ljava/lang/String;"
        }
    .end annotation

    .line 85
    iget-object v0, p0, Lcom/wrenfield/notes/tool/BaseTool;->spec:Lcom/wrenfield/notes/tool/ToolSpec;

    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolSpec;->name()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected abstract validate(Lorg/json/JSONObject;)Lcom/wrenfield/notes/core/Result;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONObject;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "TA;>;"
        }
    .end annotation
.end method
