.class public final Lio/quillkit/notes/cetp/CallsKt;
.super Ljava/lang/Object;
.source "Calls.kt"


# direct methods
.method public static final getLargeResults(Lio/quillkit/notes/cetp/ToolCall;)Z
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/ToolCall;->getSession()Lio/quillkit/notes/cetp/Session;

    move-result-object v0

    invoke-virtual {v0}, Lio/quillkit/notes/cetp/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "large_results"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public static final getLate(Lio/quillkit/notes/cetp/ToolCall;)Z
    .registers 5

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/ToolCall;->getDeadlineAtMs()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static final getLedgerKey(Lio/quillkit/notes/cetp/ToolCall;)Lio/quillkit/notes/cetp/LedgerKey;
    .registers 7

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    new-instance v0, Lio/quillkit/notes/cetp/LedgerKey;

    invoke-virtual {p0}, Lio/quillkit/notes/cetp/ToolCall;->getUid()I

    move-result v2

    invoke-virtual {p0}, Lio/quillkit/notes/cetp/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p0}, Lio/quillkit/notes/cetp/ToolCall;->getTool()Lio/quillkit/notes/cetp/ToolSpec;

    move-result-object v4

    invoke-virtual {v4}, Lio/quillkit/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p0}, Lio/quillkit/notes/cetp/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v5

    invoke-direct {v0, v2, v3, v4, v5}, Lio/quillkit/notes/cetp/LedgerKey;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method
