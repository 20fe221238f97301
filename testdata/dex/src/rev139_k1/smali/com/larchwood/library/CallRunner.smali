.class public interface abstract Lcom/larchwood/library/CallRunner;
.super Ljava/lang/Object;
.source "Host.kt"


# virtual methods
.method public admit(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 4

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    const/4 v0, 0x0

    return-object v0
.end method

.method public abstract run(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
.end method
