.class public final Lapp/hearthlink/core/Call;
.super Lcom/android/tools/r8/RecordTag;
.source "Call.java"


# instance fields
.field private final args:Ljava/lang/String;

.field private final callerUid:I

.field private final deadlineAtMs:J

.field private final requestId:Ljava/lang/String;

.field private final tool:Ljava/lang/String;


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
    invoke-direct {p0}, Lapp/hearthlink/core/Call;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    check-cast p1, Lapp/hearthlink/core/Call;

    invoke-direct {p1}, Lapp/hearthlink/core/Call;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Ljava/util/Arrays;->equals([Ljava/lang/Object;[Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 5

    const/4 v0, 0x5

    new-array v0, v0, [Ljava/lang/Object;

    const/4 v1, 0x0

    iget v2, p0, Lapp/hearthlink/core/Call;->callerUid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    aput-object v2, v0, v1

    const/4 v1, 0x1

    iget-object v2, p0, Lapp/hearthlink/core/Call;->requestId:Ljava/lang/String;

    aput-object v2, v0, v1

    const/4 v1, 0x2

    iget-object v2, p0, Lapp/hearthlink/core/Call;->tool:Ljava/lang/String;

    aput-object v2, v0, v1

    const/4 v1, 0x3

    iget-object v2, p0, Lapp/hearthlink/core/Call;->args:Ljava/lang/String;

    aput-object v2, v0, v1

    const/4 v1, 0x4

    iget-wide v2, p0, Lapp/hearthlink/core/Call;->deadlineAtMs:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    aput-object v2, v0, v1

    return-object v0
.end method

.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 7

    .line 6
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    iput p1, p0, Lapp/hearthlink/core/Call;->callerUid:I

    iput-object p2, p0, Lapp/hearthlink/core/Call;->requestId:Ljava/lang/String;

    iput-object p3, p0, Lapp/hearthlink/core/Call;->tool:Ljava/lang/String;

    iput-object p4, p0, Lapp/hearthlink/core/Call;->args:Ljava/lang/String;

    iput-wide p5, p0, Lapp/hearthlink/core/Call;->deadlineAtMs:J

    return-void
.end method

.method public static dated(ILandroid/os/Bundle;)Lapp/hearthlink/core/Call;
    .registers 12

    .line 10
    new-instance v0, Lapp/hearthlink/core/Call;

    const-string v7, "request_id"

    const-string v8, ""

    .line 11
    invoke-virtual {p1, v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v7, "tool_name"

    const-string v8, ""

    .line 12
    invoke-virtual {p1, v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v7, "args"

    const-string v8, "{}"

    .line 13
    invoke-virtual {p1, v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v7, "deadline_at_ms"

    const-wide/16 v8, 0x0

    .line 14
    invoke-virtual {p1, v7, v8, v9}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v5

    move v1, p0

    invoke-direct/range {v0 .. v6}, Lapp/hearthlink/core/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 10
    return-object v0
.end method

.method public static undated(ILandroid/os/Bundle;)Lapp/hearthlink/core/Call;
    .registers 11

    .line 19
    new-instance v0, Lapp/hearthlink/core/Call;

    const-string v7, "request_id"

    const-string v8, ""

    .line 20
    invoke-virtual {p1, v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v7, "tool_name"

    const-string v8, ""

    .line 21
    invoke-virtual {p1, v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v7, "args"

    const-string v8, "{}"

    .line 22
    invoke-virtual {p1, v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-wide v5, 0x7fffffffffffffffL

    move v1, p0

    invoke-direct/range {v0 .. v6}, Lapp/hearthlink/core/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 19
    return-object v0
.end method


# virtual methods
.method public args()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lapp/hearthlink/core/Call;->args:Ljava/lang/String;

    return-object v0
.end method

.method public callerUid()I
    .registers 2

    .line 6
    iget v0, p0, Lapp/hearthlink/core/Call;->callerUid:I

    return v0
.end method

.method public deadlineAtMs()J
    .registers 3

    .line 6
    iget-wide v0, p0, Lapp/hearthlink/core/Call;->deadlineAtMs:J

    return-wide v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .registers 3

    .line 6
    invoke-direct {p0, p1}, Lapp/hearthlink/core/Call;->$record$equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public expiredAt(J)Z
    .registers 5

    .line 27
    iget-wide v0, p0, Lapp/hearthlink/core/Call;->deadlineAtMs:J

    cmp-long v0, v0, p1

    if-gtz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final hashCode()I
    .registers 3

    .line 6
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-direct {p0}, Lapp/hearthlink/core/Call;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/hearthlink/core/Call$$ExternalSyntheticRecord1;->m(Ljava/lang/Class;[Ljava/lang/Object;)I

    move-result v0

    return v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lapp/hearthlink/core/Call;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4

    .line 6
    invoke-direct {p0}, Lapp/hearthlink/core/Call;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    const-class v1, Lapp/hearthlink/core/Call;

    const-string v2, "callerUid;requestId;tool;args;deadlineAtMs"

    invoke-static {v0, v1, v2}, Lapp/hearthlink/core/Call$$ExternalSyntheticRecord0;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public tool()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lapp/hearthlink/core/Call;->tool:Ljava/lang/String;

    return-object v0
.end method
