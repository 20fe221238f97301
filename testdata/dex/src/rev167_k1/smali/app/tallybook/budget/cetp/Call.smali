.class public final Lapp/tallybook/budget/cetp/Call;
.super Ljava/lang/Object;
.source "Protocol.kt"


# instance fields
.field private final caller:Lapp/tallybook/budget/cetp/Caller;

.field private final deadlineAtMs:J

.field private final held:Lapp/tallybook/budget/cetp/HeldCall;

.field private final providerId:Ljava/lang/String;

.field private final request:Lapp/tallybook/budget/cetp/ToolRequest;

.field private final requestId:Ljava/lang/String;

.field private final session:Lapp/tallybook/budget/cetp/Session;


# direct methods
.method public constructor <init>(Lapp/tallybook/budget/cetp/Caller;Ljava/lang/String;Lapp/tallybook/budget/cetp/Session;Ljava/lang/String;JLapp/tallybook/budget/cetp/ToolRequest;Lapp/tallybook/budget/cetp/HeldCall;)V
    .registers 10

    const-string v0, "caller"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "session"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "request"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 113
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 114
    iput-object p1, p0, Lapp/tallybook/budget/cetp/Call;->caller:Lapp/tallybook/budget/cetp/Caller;

    .line 115
    iput-object p2, p0, Lapp/tallybook/budget/cetp/Call;->providerId:Ljava/lang/String;

    .line 116
    iput-object p3, p0, Lapp/tallybook/budget/cetp/Call;->session:Lapp/tallybook/budget/cetp/Session;

    .line 117
    iput-object p4, p0, Lapp/tallybook/budget/cetp/Call;->requestId:Ljava/lang/String;

    .line 118
    iput-wide p5, p0, Lapp/tallybook/budget/cetp/Call;->deadlineAtMs:J

    .line 119
    iput-object p7, p0, Lapp/tallybook/budget/cetp/Call;->request:Lapp/tallybook/budget/cetp/ToolRequest;

    .line 120
    iput-object p8, p0, Lapp/tallybook/budget/cetp/Call;->held:Lapp/tallybook/budget/cetp/HeldCall;

    .line 113
    return-void
.end method

.method public synthetic constructor <init>(Lapp/tallybook/budget/cetp/Caller;Ljava/lang/String;Lapp/tallybook/budget/cetp/Session;Ljava/lang/String;JLapp/tallybook/budget/cetp/ToolRequest;Lapp/tallybook/budget/cetp/HeldCall;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 12

    .line 113
    and-int/lit8 v0, p9, 0x40

    if-eqz v0, :cond_0

    .line 120
    const/4 p8, 0x0

    .line 113
    :cond_0
    invoke-direct/range {p0 .. p8}, Lapp/tallybook/budget/cetp/Call;-><init>(Lapp/tallybook/budget/cetp/Caller;Ljava/lang/String;Lapp/tallybook/budget/cetp/Session;Ljava/lang/String;JLapp/tallybook/budget/cetp/ToolRequest;Lapp/tallybook/budget/cetp/HeldCall;)V

    .line 121
    return-void
.end method

.method public static synthetic copy$default(Lapp/tallybook/budget/cetp/Call;Lapp/tallybook/budget/cetp/Caller;Ljava/lang/String;Lapp/tallybook/budget/cetp/Session;Ljava/lang/String;JLapp/tallybook/budget/cetp/ToolRequest;Lapp/tallybook/budget/cetp/HeldCall;ILjava/lang/Object;)Lapp/tallybook/budget/cetp/Call;
    .registers 12

    and-int/lit8 v0, p9, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lapp/tallybook/budget/cetp/Call;->caller:Lapp/tallybook/budget/cetp/Caller;

    :cond_0
    and-int/lit8 v0, p9, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lapp/tallybook/budget/cetp/Call;->providerId:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p9, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lapp/tallybook/budget/cetp/Call;->session:Lapp/tallybook/budget/cetp/Session;

    :cond_2
    and-int/lit8 v0, p9, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lapp/tallybook/budget/cetp/Call;->requestId:Ljava/lang/String;

    :cond_3
    and-int/lit8 v0, p9, 0x10

    if-eqz v0, :cond_4

    iget-wide p5, p0, Lapp/tallybook/budget/cetp/Call;->deadlineAtMs:J

    :cond_4
    and-int/lit8 v0, p9, 0x20

    if-eqz v0, :cond_5

    iget-object p7, p0, Lapp/tallybook/budget/cetp/Call;->request:Lapp/tallybook/budget/cetp/ToolRequest;

    :cond_5
    and-int/lit8 v0, p9, 0x40

    if-eqz v0, :cond_6

    iget-object p8, p0, Lapp/tallybook/budget/cetp/Call;->held:Lapp/tallybook/budget/cetp/HeldCall;

    :cond_6
    invoke-virtual/range {p0 .. p8}, Lapp/tallybook/budget/cetp/Call;->copy(Lapp/tallybook/budget/cetp/Caller;Ljava/lang/String;Lapp/tallybook/budget/cetp/Session;Ljava/lang/String;JLapp/tallybook/budget/cetp/ToolRequest;Lapp/tallybook/budget/cetp/HeldCall;)Lapp/tallybook/budget/cetp/Call;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Lapp/tallybook/budget/cetp/Caller;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->caller:Lapp/tallybook/budget/cetp/Caller;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Lapp/tallybook/budget/cetp/Session;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->session:Lapp/tallybook/budget/cetp/Session;

    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final component5()J
    .registers 3

    iget-wide v0, p0, Lapp/tallybook/budget/cetp/Call;->deadlineAtMs:J

    return-wide v0
.end method

.method public final component6()Lapp/tallybook/budget/cetp/ToolRequest;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->request:Lapp/tallybook/budget/cetp/ToolRequest;

    return-object v0
.end method

.method public final component7()Lapp/tallybook/budget/cetp/HeldCall;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->held:Lapp/tallybook/budget/cetp/HeldCall;

    return-object v0
.end method

.method public final copy(Lapp/tallybook/budget/cetp/Caller;Ljava/lang/String;Lapp/tallybook/budget/cetp/Session;Ljava/lang/String;JLapp/tallybook/budget/cetp/ToolRequest;Lapp/tallybook/budget/cetp/HeldCall;)Lapp/tallybook/budget/cetp/Call;
    .registers 18

    const-string v1, "caller"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "session"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p7

    const-string v1, "request"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/tallybook/budget/cetp/Call;

    move-object v1, p1

    move-object v2, p2

    move-object v3, p3

    move-object v4, p4

    move-wide v5, p5

    move-object/from16 v7, p7

    move-object/from16 v8, p8

    invoke-direct/range {v0 .. v8}, Lapp/tallybook/budget/cetp/Call;-><init>(Lapp/tallybook/budget/cetp/Caller;Ljava/lang/String;Lapp/tallybook/budget/cetp/Session;Ljava/lang/String;JLapp/tallybook/budget/cetp/ToolRequest;Lapp/tallybook/budget/cetp/HeldCall;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/tallybook/budget/cetp/Call;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/tallybook/budget/cetp/Call;

    move-object v4, v0

    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->caller:Lapp/tallybook/budget/cetp/Caller;

    iget-object v1, v4, Lapp/tallybook/budget/cetp/Call;->caller:Lapp/tallybook/budget/cetp/Caller;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->providerId:Ljava/lang/String;

    iget-object v1, v4, Lapp/tallybook/budget/cetp/Call;->providerId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->session:Lapp/tallybook/budget/cetp/Session;

    iget-object v1, v4, Lapp/tallybook/budget/cetp/Call;->session:Lapp/tallybook/budget/cetp/Session;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->requestId:Ljava/lang/String;

    iget-object v1, v4, Lapp/tallybook/budget/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-wide v0, p0, Lapp/tallybook/budget/cetp/Call;->deadlineAtMs:J

    iget-wide v2, v4, Lapp/tallybook/budget/cetp/Call;->deadlineAtMs:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->request:Lapp/tallybook/budget/cetp/ToolRequest;

    iget-object v1, v4, Lapp/tallybook/budget/cetp/Call;->request:Lapp/tallybook/budget/cetp/ToolRequest;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    const/4 v0, 0x0

    return v0

    :cond_7
    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->held:Lapp/tallybook/budget/cetp/HeldCall;

    iget-object v1, v4, Lapp/tallybook/budget/cetp/Call;->held:Lapp/tallybook/budget/cetp/HeldCall;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    const/4 v0, 0x0

    return v0

    :cond_8
    const/4 v0, 0x1

    return v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 3

    .line 124
    sget-object v0, Lapp/tallybook/budget/cetp/Tokens;->INSTANCE:Lapp/tallybook/budget/cetp/Tokens;

    iget-object v1, p0, Lapp/tallybook/budget/cetp/Call;->request:Lapp/tallybook/budget/cetp/ToolRequest;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/ToolRequest;->getRawArgs()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/tallybook/budget/cetp/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getCaller()Lapp/tallybook/budget/cetp/Caller;
    .registers 2

    .line 114
    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->caller:Lapp/tallybook/budget/cetp/Caller;

    return-object v0
.end method

.method public final getDeadlineAtMs()J
    .registers 3

    .line 118
    iget-wide v0, p0, Lapp/tallybook/budget/cetp/Call;->deadlineAtMs:J

    return-wide v0
.end method

.method public final getDedupKey()Ljava/lang/String;
    .registers 6

    .line 123
    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->caller:Lapp/tallybook/budget/cetp/Caller;

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/Caller;->getUid()I

    move-result v0

    iget-object v1, p0, Lapp/tallybook/budget/cetp/Call;->providerId:Ljava/lang/String;

    iget-object v2, p0, Lapp/tallybook/budget/cetp/Call;->requestId:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getExpired()Z
    .registers 5

    .line 122
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, p0, Lapp/tallybook/budget/cetp/Call;->deadlineAtMs:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getHeld()Lapp/tallybook/budget/cetp/HeldCall;
    .registers 2

    .line 120
    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->held:Lapp/tallybook/budget/cetp/HeldCall;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 115
    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequest()Lapp/tallybook/budget/cetp/ToolRequest;
    .registers 2

    .line 119
    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->request:Lapp/tallybook/budget/cetp/ToolRequest;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 117
    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getSession()Lapp/tallybook/budget/cetp/Session;
    .registers 2

    .line 116
    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->session:Lapp/tallybook/budget/cetp/Session;

    return-object v0
.end method

.method public hashCode()I
    .registers 5

    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->caller:Lapp/tallybook/budget/cetp/Caller;

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/Caller;->hashCode()I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/Call;->providerId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/Call;->session:Lapp/tallybook/budget/cetp/Session;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Session;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/Call;->requestId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lapp/tallybook/budget/cetp/Call;->deadlineAtMs:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/Call;->request:Lapp/tallybook/budget/cetp/ToolRequest;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/ToolRequest;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/Call;->held:Lapp/tallybook/budget/cetp/HeldCall;

    if-nez v1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lapp/tallybook/budget/cetp/Call;->held:Lapp/tallybook/budget/cetp/HeldCall;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/HeldCall;->hashCode()I

    move-result v1

    :goto_0
    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 11

    iget-object v0, p0, Lapp/tallybook/budget/cetp/Call;->caller:Lapp/tallybook/budget/cetp/Caller;

    iget-object v1, p0, Lapp/tallybook/budget/cetp/Call;->providerId:Ljava/lang/String;

    iget-object v2, p0, Lapp/tallybook/budget/cetp/Call;->session:Lapp/tallybook/budget/cetp/Session;

    iget-object v3, p0, Lapp/tallybook/budget/cetp/Call;->requestId:Ljava/lang/String;

    iget-wide v4, p0, Lapp/tallybook/budget/cetp/Call;->deadlineAtMs:J

    iget-object v6, p0, Lapp/tallybook/budget/cetp/Call;->request:Lapp/tallybook/budget/cetp/ToolRequest;

    iget-object v7, p0, Lapp/tallybook/budget/cetp/Call;->held:Lapp/tallybook/budget/cetp/HeldCall;

    new-instance v8, Ljava/lang/StringBuilder;

    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V

    const-string v9, "Call(caller="

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v9, ", providerId="

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v9, ", session="

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v9, ", requestId="

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v9, ", deadlineAtMs="

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v9, ", request="

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v9, ", held="

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v9, ")"

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
