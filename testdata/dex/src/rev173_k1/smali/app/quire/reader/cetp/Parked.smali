.class public final Lapp/quire/reader/cetp/Parked;
.super Ljava/lang/Object;
.source "ParkedCalls.kt"


# instance fields
.field private final approved:Z

.field private final argsDigest:Ljava/lang/String;

.field private final decided:Z

.field private final expiresAt:J

.field private final kind:Ljava/lang/String;

.field private final pkg:Ljava/lang/String;

.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final seq:J

.field private final summary:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;JZZ)V
    .registers 19

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "kind"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "pkg"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p9, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p10, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "summary"

    invoke-static {p11, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p12, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    iput-object p1, p0, Lapp/quire/reader/cetp/Parked;->token:Ljava/lang/String;

    .line 11
    iput-wide p2, p0, Lapp/quire/reader/cetp/Parked;->seq:J

    .line 12
    iput-object p4, p0, Lapp/quire/reader/cetp/Parked;->kind:Ljava/lang/String;

    .line 13
    iput p5, p0, Lapp/quire/reader/cetp/Parked;->uid:I

    .line 14
    iput-object p6, p0, Lapp/quire/reader/cetp/Parked;->pkg:Ljava/lang/String;

    .line 15
    iput-object p7, p0, Lapp/quire/reader/cetp/Parked;->providerId:Ljava/lang/String;

    .line 16
    iput-object p8, p0, Lapp/quire/reader/cetp/Parked;->tool:Ljava/lang/String;

    .line 17
    iput-object p9, p0, Lapp/quire/reader/cetp/Parked;->requestId:Ljava/lang/String;

    .line 18
    iput-object p10, p0, Lapp/quire/reader/cetp/Parked;->argsDigest:Ljava/lang/String;

    .line 19
    iput-object p11, p0, Lapp/quire/reader/cetp/Parked;->summary:Ljava/lang/String;

    .line 20
    iput-object p12, p0, Lapp/quire/reader/cetp/Parked;->scopes:Ljava/util/List;

    .line 21
    move-wide v0, p13

    iput-wide v0, p0, Lapp/quire/reader/cetp/Parked;->expiresAt:J

    .line 22
    move/from16 v0, p15

    iput-boolean v0, p0, Lapp/quire/reader/cetp/Parked;->decided:Z

    .line 23
    move/from16 v0, p16

    iput-boolean v0, p0, Lapp/quire/reader/cetp/Parked;->approved:Z

    .line 9
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;JZZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 20

    .line 9
    move/from16 v0, p17

    and-int/lit16 v0, v0, 0x1000

    if-eqz v0, :cond_0

    .line 22
    const/16 p15, 0x0

    .line 9
    :cond_0
    move/from16 v0, p17

    and-int/lit16 v0, v0, 0x2000

    if-eqz v0, :cond_1

    .line 23
    const/16 p16, 0x0

    .line 9
    :cond_1
    invoke-direct/range {p0 .. p16}, Lapp/quire/reader/cetp/Parked;-><init>(Ljava/lang/String;JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;JZZ)V

    .line 24
    return-void
.end method


# virtual methods
.method public final answered(Z)Lapp/quire/reader/cetp/Parked;
    .registers 19

    .line 25
    new-instance v0, Lapp/quire/reader/cetp/Parked;

    .line 26
    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/quire/reader/cetp/Parked;->token:Ljava/lang/String;

    move-object/from16 v3, p0

    iget-wide v3, v3, Lapp/quire/reader/cetp/Parked;->seq:J

    move-object/from16 v5, p0

    iget-object v5, v5, Lapp/quire/reader/cetp/Parked;->kind:Ljava/lang/String;

    move-object/from16 v6, p0

    iget v6, v6, Lapp/quire/reader/cetp/Parked;->uid:I

    move-object/from16 v7, p0

    iget-object v7, v7, Lapp/quire/reader/cetp/Parked;->pkg:Ljava/lang/String;

    move-object/from16 v8, p0

    iget-object v8, v8, Lapp/quire/reader/cetp/Parked;->providerId:Ljava/lang/String;

    move-object/from16 v9, p0

    iget-object v9, v9, Lapp/quire/reader/cetp/Parked;->tool:Ljava/lang/String;

    move-object/from16 v10, p0

    iget-object v10, v10, Lapp/quire/reader/cetp/Parked;->requestId:Ljava/lang/String;

    move-object/from16 v11, p0

    iget-object v11, v11, Lapp/quire/reader/cetp/Parked;->argsDigest:Ljava/lang/String;

    move-object/from16 v12, p0

    iget-object v12, v12, Lapp/quire/reader/cetp/Parked;->summary:Ljava/lang/String;

    move-object/from16 v13, p0

    iget-object v13, v13, Lapp/quire/reader/cetp/Parked;->scopes:Ljava/util/List;

    move-object/from16 v14, p0

    iget-wide v14, v14, Lapp/quire/reader/cetp/Parked;->expiresAt:J

    .line 25
    move-object v1, v2

    move-wide v2, v3

    move-object v4, v5

    move v5, v6

    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    move-object v10, v11

    move-object v11, v12

    move-object v12, v13

    move-wide v13, v14

    move/from16 v16, p1

    const/4 v15, 0x1

    invoke-direct/range {v0 .. v16}, Lapp/quire/reader/cetp/Parked;-><init>(Ljava/lang/String;JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;JZZ)V

    .line 27
    return-object v0
.end method

.method public final getApproved()Z
    .registers 2

    .line 23
    iget-boolean v0, p0, Lapp/quire/reader/cetp/Parked;->approved:Z

    return v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lapp/quire/reader/cetp/Parked;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getDecided()Z
    .registers 2

    .line 22
    iget-boolean v0, p0, Lapp/quire/reader/cetp/Parked;->decided:Z

    return v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 21
    iget-wide v0, p0, Lapp/quire/reader/cetp/Parked;->expiresAt:J

    return-wide v0
.end method

.method public final getKind()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/quire/reader/cetp/Parked;->kind:Ljava/lang/String;

    return-object v0
.end method

.method public final getPkg()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lapp/quire/reader/cetp/Parked;->pkg:Ljava/lang/String;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lapp/quire/reader/cetp/Parked;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 17
    iget-object v0, p0, Lapp/quire/reader/cetp/Parked;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 20
    iget-object v0, p0, Lapp/quire/reader/cetp/Parked;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getSeq()J
    .registers 3

    .line 11
    iget-wide v0, p0, Lapp/quire/reader/cetp/Parked;->seq:J

    return-wide v0
.end method

.method public final getSummary()Ljava/lang/String;
    .registers 2

    .line 19
    iget-object v0, p0, Lapp/quire/reader/cetp/Parked;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/quire/reader/cetp/Parked;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lapp/quire/reader/cetp/Parked;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 13
    iget v0, p0, Lapp/quire/reader/cetp/Parked;->uid:I

    return v0
.end method
