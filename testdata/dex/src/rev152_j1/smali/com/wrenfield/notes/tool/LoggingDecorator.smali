.class public Lcom/wrenfield/notes/tool/LoggingDecorator;
.super Ljava/lang/Object;
.source "LoggingDecorator.java"

# interfaces
.implements Lcom/wrenfield/notes/tool/Tool;


# instance fields
.field private final inner:Lcom/wrenfield/notes/tool/Tool;

.field private final tag:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/wrenfield/notes/tool/Tool;Ljava/lang/String;)V
    .registers 3

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/wrenfield/notes/tool/LoggingDecorator;->inner:Lcom/wrenfield/notes/tool/Tool;

    .line 14
    iput-object p2, p0, Lcom/wrenfield/notes/tool/LoggingDecorator;->tag:Ljava/lang/String;

    .line 15
    return-void
.end method


# virtual methods
.method protected describe(Ljava/lang/RuntimeException;)Ljava/lang/String;
    .registers 5

    .line 36
    invoke-virtual {p0}, Lcom/wrenfield/notes/tool/LoggingDecorator;->spec()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolSpec;->name()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Wrenfield Notes could not finish "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "; the failure was logged"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0
.end method

.method public final execute(Lcom/wrenfield/notes/tool/ToolCall;)Lcom/wrenfield/notes/core/Result;
    .registers 9
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

    .line 25
    :try_start_0
    iget-object v0, p0, Lcom/wrenfield/notes/tool/LoggingDecorator;->inner:Lcom/wrenfield/notes/tool/Tool;

    invoke-interface {v0, p1}, Lcom/wrenfield/notes/tool/Tool;->execute(Lcom/wrenfield/notes/tool/ToolCall;)Lcom/wrenfield/notes/core/Result;

    move-result-object v6

    .line 26
    iget-object v0, p0, Lcom/wrenfield/notes/tool/LoggingDecorator;->tag:Ljava/lang/String;

    invoke-virtual {p0}, Lcom/wrenfield/notes/tool/LoggingDecorator;->spec()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/wrenfield/notes/tool/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/wrenfield/notes/tool/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v6}, Lcom/wrenfield/notes/core/Result;->isOk()Z

    move-result v3

    if-eqz v3, :cond_0

    const-string v3, "ok"

    goto :goto_0

    :cond_0
    invoke-virtual {v6}, Lcom/wrenfield/notes/core/Result;->error()Lcom/wrenfield/notes/core/ToolError;

    move-result-object v3

    invoke-virtual {v3}, Lcom/wrenfield/notes/core/ToolError;->code()Ljava/lang/String;

    move-result-object v3

    :goto_0
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ": "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v1, v4

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    .line 27
    move-object v0, v6

    return-object v0

    :catch_0
    move-exception v6

    .line 29
    iget-object v0, p0, Lcom/wrenfield/notes/tool/LoggingDecorator;->tag:Ljava/lang/String;

    invoke-virtual {p0}, Lcom/wrenfield/notes/tool/LoggingDecorator;->spec()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/wrenfield/notes/tool/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/wrenfield/notes/tool/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " failed"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    invoke-static {v0, v1, v6}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 30
    invoke-virtual {p0, v6}, Lcom/wrenfield/notes/tool/LoggingDecorator;->describe(Ljava/lang/RuntimeException;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/ToolError;->internal(Ljava/lang/String;)Lcom/wrenfield/notes/core/ToolError;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

.method public final spec()Lcom/wrenfield/notes/tool/ToolSpec;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/wrenfield/notes/tool/LoggingDecorator;->inner:Lcom/wrenfield/notes/tool/Tool;

    invoke-interface {v0}, Lcom/wrenfield/notes/tool/Tool;->spec()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v0

    return-object v0
.end method
