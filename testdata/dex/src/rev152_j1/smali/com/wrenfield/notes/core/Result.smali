.class public final Lcom/wrenfield/notes/core/Result;
.super Ljava/lang/Object;
.source "Result.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# instance fields
.field private final error:Lcom/wrenfield/notes/core/ToolError;

.field private final value:Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "TT;"
        }
    .end annotation
.end field


# direct methods
.method private constructor <init>(Ljava/lang/Object;Lcom/wrenfield/notes/core/ToolError;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;",
            "Lcom/wrenfield/notes/core/ToolError;",
            ")V"
        }
    .end annotation

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lcom/wrenfield/notes/core/Result;->value:Ljava/lang/Object;

    .line 12
    iput-object p2, p0, Lcom/wrenfield/notes/core/Result;->error:Lcom/wrenfield/notes/core/ToolError;

    .line 13
    return-void
.end method

.method public static fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/wrenfield/notes/core/ToolError;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "TT;>;"
        }
    .end annotation

    .line 20
    new-instance v0, Lcom/wrenfield/notes/core/Result;

    const/4 v1, 0x0

    invoke-direct {v0, v1, p0}, Lcom/wrenfield/notes/core/Result;-><init>(Ljava/lang/Object;Lcom/wrenfield/notes/core/ToolError;)V

    return-object v0
.end method

.method public static fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/wrenfield/notes/core/Result;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Z)",
            "Lcom/wrenfield/notes/core/Result<",
            "TT;>;"
        }
    .end annotation

    .line 24
    new-instance v0, Lcom/wrenfield/notes/core/ToolError;

    invoke-direct {v0, p0, p1, p2}, Lcom/wrenfield/notes/core/ToolError;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

.method public static ok(Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(TT;)",
            "Lcom/wrenfield/notes/core/Result<",
            "TT;>;"
        }
    .end annotation

    .line 16
    new-instance v0, Lcom/wrenfield/notes/core/Result;

    const/4 v1, 0x0

    invoke-direct {v0, p0, v1}, Lcom/wrenfield/notes/core/Result;-><init>(Ljava/lang/Object;Lcom/wrenfield/notes/core/ToolError;)V

    return-object v0
.end method


# virtual methods
.method public error()Lcom/wrenfield/notes/core/ToolError;
    .registers 2

    .line 39
    iget-object v0, p0, Lcom/wrenfield/notes/core/Result;->error:Lcom/wrenfield/notes/core/ToolError;

    return-object v0
.end method

.method public flatMap(Ljava/util/function/Function;)Lcom/wrenfield/notes/core/Result;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/util/function/Function<",
            "-TT;",
            "Lcom/wrenfield/notes/core/Result<",
            "TR;>;>;)",
            "Lcom/wrenfield/notes/core/Result<",
            "TR;>;"
        }
    .end annotation

    .line 47
    iget-object v0, p0, Lcom/wrenfield/notes/core/Result;->error:Lcom/wrenfield/notes/core/ToolError;

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/wrenfield/notes/core/Result;->value:Ljava/lang/Object;

    invoke-interface {p1, v1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/Result;

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/wrenfield/notes/core/Result;->error:Lcom/wrenfield/notes/core/ToolError;

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method public isOk()Z
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/wrenfield/notes/core/Result;->error:Lcom/wrenfield/notes/core/ToolError;

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public map(Ljava/util/function/Function;)Lcom/wrenfield/notes/core/Result;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/util/function/Function<",
            "-TT;+TR;>;)",
            "Lcom/wrenfield/notes/core/Result<",
            "TR;>;"
        }
    .end annotation

    .line 43
    iget-object v0, p0, Lcom/wrenfield/notes/core/Result;->error:Lcom/wrenfield/notes/core/ToolError;

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/wrenfield/notes/core/Result;->value:Ljava/lang/Object;

    invoke-interface {p1, v1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->ok(Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/wrenfield/notes/core/Result;->error:Lcom/wrenfield/notes/core/ToolError;

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method public value()Ljava/lang/Object;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()TT;"
        }
    .end annotation

    .line 32
    iget-object v0, p0, Lcom/wrenfield/notes/core/Result;->error:Lcom/wrenfield/notes/core/ToolError;

    if-eqz v0, :cond_0

    .line 33
    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v1, p0, Lcom/wrenfield/notes/core/Result;->error:Lcom/wrenfield/notes/core/ToolError;

    invoke-virtual {v1}, Lcom/wrenfield/notes/core/ToolError;->code()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "no value: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 35
    :cond_0
    iget-object v0, p0, Lcom/wrenfield/notes/core/Result;->value:Ljava/lang/Object;

    return-object v0
.end method
