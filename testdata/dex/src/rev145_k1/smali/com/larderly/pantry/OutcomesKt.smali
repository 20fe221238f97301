.class public final Lcom/larderly/pantry/OutcomesKt;
.super Ljava/lang/Object;
.source "Outcomes.kt"


# direct methods
.method public static final dedupKey(Lcom/larderly/pantry/ToolCall;Ljava/lang/String;)Ljava/lang/String;
    .registers 7

    const-string v1, "call"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-virtual {p0}, Lcom/larderly/pantry/ToolCall;->getCaller-xhUrru8()I

    move-result v0

    invoke-virtual {p0}, Lcom/larderly/pantry/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final replay(Lcom/larderly/pantry/Record;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 8

    const-string v1, "record"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    invoke-virtual {p0}, Lcom/larderly/pantry/Record;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p0}, Lcom/larderly/pantry/Record;->getDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 16
    :cond_0
    new-instance v0, Lcom/larderly/pantry/Outcome$Failed;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "This request_id was already used for a different call."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/larderly/pantry/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    goto :goto_0

    .line 18
    :cond_1
    new-instance v0, Lcom/larderly/pantry/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-virtual {p0}, Lcom/larderly/pantry/Record;->getResult()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larderly/pantry/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    .line 19
    :goto_0
    return-object v0
.end method
