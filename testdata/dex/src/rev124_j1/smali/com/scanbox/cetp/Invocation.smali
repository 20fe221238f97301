.class public final Lcom/scanbox/cetp/Invocation;
.super Lcom/android/tools/r8/RecordTag;
.source "Invocation.java"


# instance fields
.field private final argsJson:Ljava/lang/String;

.field private final deadlineAtMs:J

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method private synthetic $record$equals(Ljava/lang/Object;)Z
    .registers 4

    if-nez p1, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v1

    if-eq v0, v1, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    invoke-direct {p0}, Lcom/scanbox/cetp/Invocation;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    check-cast p1, Lcom/scanbox/cetp/Invocation;

    invoke-direct {p1}, Lcom/scanbox/cetp/Invocation;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Ljava/util/Arrays;->equals([Ljava/lang/Object;[Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 5

    const/4 v0, 0x6

    new-array v0, v0, [Ljava/lang/Object;

    iget v1, p0, Lcom/scanbox/cetp/Invocation;->uid:I

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const/4 v3, 0x0

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/Invocation;->requestId:Ljava/lang/String;

    const/4 v3, 0x1

    aput-object v1, v0, v3

    iget-wide v1, p0, Lcom/scanbox/cetp/Invocation;->deadlineAtMs:J

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const/4 v3, 0x2

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/Invocation;->tool:Ljava/lang/String;

    const/4 v3, 0x3

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/Invocation;->argsJson:Ljava/lang/String;

    const/4 v3, 0x4

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/Invocation;->resumeToken:Ljava/lang/String;

    const/4 v3, 0x5

    aput-object v1, v0, v3

    return-object v0
.end method

.method public constructor <init>(ILjava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 10
    .annotation system Ldalvik/annotation/MethodParameters;
        accessFlags = {
            0x0,
            0x0,
            0x0,
            0x0,
            0x0,
            0x0
        }
        names = {
            "uid",
            "requestId",
            "deadlineAtMs",
            "tool",
            "argsJson",
            "resumeToken"
        }
    .end annotation

    .line 8
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    .line 9
    const-string v1, "requestId"

    invoke-static {p2, v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    .line 10
    const-string v1, "tool"

    invoke-static {p5, v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    .line 11
    const-string v1, "{}"

    invoke-static {p6, v1}, Lcom/scanbox/cetp/Invocation$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object p6, v0

    .line 8
    iput p1, p0, Lcom/scanbox/cetp/Invocation;->uid:I

    iput-object p2, p0, Lcom/scanbox/cetp/Invocation;->requestId:Ljava/lang/String;

    iput-wide p3, p0, Lcom/scanbox/cetp/Invocation;->deadlineAtMs:J

    iput-object p5, p0, Lcom/scanbox/cetp/Invocation;->tool:Ljava/lang/String;

    iput-object p6, p0, Lcom/scanbox/cetp/Invocation;->argsJson:Ljava/lang/String;

    iput-object p7, p0, Lcom/scanbox/cetp/Invocation;->resumeToken:Ljava/lang/String;

    .line 12
    return-void
.end method


# virtual methods
.method public argsJson()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lcom/scanbox/cetp/Invocation;->argsJson:Ljava/lang/String;

    return-object v0
.end method

.method public deadlineAtMs()J
    .registers 3

    .line 6
    iget-wide v0, p0, Lcom/scanbox/cetp/Invocation;->deadlineAtMs:J

    return-wide v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .registers 3

    .line 6
    invoke-direct {p0, p1}, Lcom/scanbox/cetp/Invocation;->$record$equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final hashCode()I
    .registers 3

    .line 6
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-direct {p0}, Lcom/scanbox/cetp/Invocation;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/scanbox/cetp/Attempt$$ExternalSyntheticRecord1;->m(Ljava/lang/Class;[Ljava/lang/Object;)I

    move-result v0

    return v0
.end method

.method public remainingMs()J
    .registers 5

    .line 19
    iget-wide v0, p0, Lcom/scanbox/cetp/Invocation;->deadlineAtMs:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sub-long/2addr v0, v2

    return-wide v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lcom/scanbox/cetp/Invocation;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public resumeToken()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lcom/scanbox/cetp/Invocation;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public resuming()Z
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/scanbox/cetp/Invocation;->resumeToken:Ljava/lang/String;

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4

    .line 6
    invoke-direct {p0}, Lcom/scanbox/cetp/Invocation;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    const-class v1, Lcom/scanbox/cetp/Invocation;

    const-string v2, "uid;requestId;deadlineAtMs;tool;argsJson;resumeToken"

    invoke-static {v0, v1, v2}, Lcom/scanbox/cetp/Attempt$$ExternalSyntheticRecord0;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public tool()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lcom/scanbox/cetp/Invocation;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 6
    iget v0, p0, Lcom/scanbox/cetp/Invocation;->uid:I

    return v0
.end method
