.class public final Lapp/larder/kitchen/data/Approval;
.super Ljava/lang/Object;
.source "Approvals.kt"


# static fields
.field public static final Companion:Lapp/larder/kitchen/data/Approval$Companion;


# instance fields
.field private final argsDigest:Ljava/lang/String;

.field private final confirmed:Z

.field private final decided:Z

.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final summary:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/kitchen/data/Approval$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/kitchen/data/Approval$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/kitchen/data/Approval;->Companion:Lapp/larder/kitchen/data/Approval$Companion;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZ)V
    .registers 11

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "summary"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput-object p1, p0, Lapp/larder/kitchen/data/Approval;->token:Ljava/lang/String;

    .line 9
    iput p2, p0, Lapp/larder/kitchen/data/Approval;->uid:I

    .line 10
    iput-object p3, p0, Lapp/larder/kitchen/data/Approval;->providerId:Ljava/lang/String;

    .line 11
    iput-object p4, p0, Lapp/larder/kitchen/data/Approval;->tool:Ljava/lang/String;

    .line 12
    iput-object p5, p0, Lapp/larder/kitchen/data/Approval;->requestId:Ljava/lang/String;

    .line 13
    iput-object p6, p0, Lapp/larder/kitchen/data/Approval;->argsDigest:Ljava/lang/String;

    .line 14
    iput-object p7, p0, Lapp/larder/kitchen/data/Approval;->summary:Ljava/lang/String;

    .line 15
    iput-boolean p8, p0, Lapp/larder/kitchen/data/Approval;->decided:Z

    .line 16
    iput-boolean p9, p0, Lapp/larder/kitchen/data/Approval;->confirmed:Z

    .line 7
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 13

    .line 7
    and-int/lit16 v0, p10, 0x80

    if-eqz v0, :cond_0

    .line 15
    const/4 p8, 0x0

    .line 7
    :cond_0
    and-int/lit16 v0, p10, 0x100

    if-eqz v0, :cond_1

    .line 16
    const/4 p9, 0x0

    .line 7
    :cond_1
    invoke-direct/range {p0 .. p9}, Lapp/larder/kitchen/data/Approval;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZ)V

    .line 17
    return-void
.end method

.method public static synthetic copy$default(Lapp/larder/kitchen/data/Approval;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZILjava/lang/Object;)Lapp/larder/kitchen/data/Approval;
    .registers 13

    and-int/lit8 v0, p10, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lapp/larder/kitchen/data/Approval;->token:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p10, 0x2

    if-eqz v0, :cond_1

    iget p2, p0, Lapp/larder/kitchen/data/Approval;->uid:I

    :cond_1
    and-int/lit8 v0, p10, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lapp/larder/kitchen/data/Approval;->providerId:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p10, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lapp/larder/kitchen/data/Approval;->tool:Ljava/lang/String;

    :cond_3
    and-int/lit8 v0, p10, 0x10

    if-eqz v0, :cond_4

    iget-object p5, p0, Lapp/larder/kitchen/data/Approval;->requestId:Ljava/lang/String;

    :cond_4
    and-int/lit8 v0, p10, 0x20

    if-eqz v0, :cond_5

    iget-object p6, p0, Lapp/larder/kitchen/data/Approval;->argsDigest:Ljava/lang/String;

    :cond_5
    and-int/lit8 v0, p10, 0x40

    if-eqz v0, :cond_6

    iget-object p7, p0, Lapp/larder/kitchen/data/Approval;->summary:Ljava/lang/String;

    :cond_6
    and-int/lit16 v0, p10, 0x80

    if-eqz v0, :cond_7

    iget-boolean p8, p0, Lapp/larder/kitchen/data/Approval;->decided:Z

    :cond_7
    and-int/lit16 v0, p10, 0x100

    if-eqz v0, :cond_8

    iget-boolean p9, p0, Lapp/larder/kitchen/data/Approval;->confirmed:Z

    :cond_8
    invoke-virtual/range {p0 .. p9}, Lapp/larder/kitchen/data/Approval;->copy(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZ)Lapp/larder/kitchen/data/Approval;

    move-result-object v0

    return-object v0
.end method

.method public static final fromJson(Ljava/lang/String;Lorg/json/JSONObject;)Lapp/larder/kitchen/data/Approval;
    .registers 3

    sget-object v0, Lapp/larder/kitchen/data/Approval;->Companion:Lapp/larder/kitchen/data/Approval$Companion;

    invoke-virtual {v0, p0, p1}, Lapp/larder/kitchen/data/Approval$Companion;->fromJson(Ljava/lang/String;Lorg/json/JSONObject;)Lapp/larder/kitchen/data/Approval;

    move-result-object v0

    .line 41
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()I
    .registers 2

    iget v0, p0, Lapp/larder/kitchen/data/Approval;->uid:I

    return v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final component5()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final component6()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final component7()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final component8()Z
    .registers 2

    iget-boolean v0, p0, Lapp/larder/kitchen/data/Approval;->decided:Z

    return v0
.end method

.method public final component9()Z
    .registers 2

    iget-boolean v0, p0, Lapp/larder/kitchen/data/Approval;->confirmed:Z

    return v0
.end method

.method public final copy(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZ)Lapp/larder/kitchen/data/Approval;
    .registers 20

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tool"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p6

    const-string v1, "argsDigest"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p7

    const-string v1, "summary"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/larder/kitchen/data/Approval;

    move-object v1, p1

    move v2, p2

    move-object v3, p3

    move-object v4, p4

    move-object v5, p5

    move-object/from16 v6, p6

    move-object/from16 v7, p7

    move/from16 v8, p8

    move/from16 v9, p9

    invoke-direct/range {v0 .. v9}, Lapp/larder/kitchen/data/Approval;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZ)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/larder/kitchen/data/Approval;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/larder/kitchen/data/Approval;

    move-object v2, v0

    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->token:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/data/Approval;->token:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget v0, p0, Lapp/larder/kitchen/data/Approval;->uid:I

    iget v1, v2, Lapp/larder/kitchen/data/Approval;->uid:I

    if-eq v0, v1, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->providerId:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/data/Approval;->providerId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->tool:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/data/Approval;->tool:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->requestId:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/data/Approval;->requestId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->argsDigest:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/data/Approval;->argsDigest:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    const/4 v0, 0x0

    return v0

    :cond_7
    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->summary:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/data/Approval;->summary:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    const/4 v0, 0x0

    return v0

    :cond_8
    iget-boolean v0, p0, Lapp/larder/kitchen/data/Approval;->decided:Z

    iget-boolean v1, v2, Lapp/larder/kitchen/data/Approval;->decided:Z

    if-eq v0, v1, :cond_9

    const/4 v0, 0x0

    return v0

    :cond_9
    iget-boolean v0, p0, Lapp/larder/kitchen/data/Approval;->confirmed:Z

    iget-boolean v1, v2, Lapp/larder/kitchen/data/Approval;->confirmed:Z

    if-eq v0, v1, :cond_a

    const/4 v0, 0x0

    return v0

    :cond_a
    const/4 v0, 0x1

    return v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getConfirmed()Z
    .registers 2

    .line 16
    iget-boolean v0, p0, Lapp/larder/kitchen/data/Approval;->confirmed:Z

    return v0
.end method

.method public final getDecided()Z
    .registers 2

    .line 15
    iget-boolean v0, p0, Lapp/larder/kitchen/data/Approval;->decided:Z

    return v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getSummary()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 9
    iget v0, p0, Lapp/larder/kitchen/data/Approval;->uid:I

    return v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->token:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget v1, p0, Lapp/larder/kitchen/data/Approval;->uid:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/data/Approval;->providerId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/data/Approval;->tool:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/data/Approval;->requestId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/data/Approval;->argsDigest:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/data/Approval;->summary:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/larder/kitchen/data/Approval;->decided:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/larder/kitchen/data/Approval;->confirmed:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 4

    .line 18
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 19
    iget v2, p0, Lapp/larder/kitchen/data/Approval;->uid:I

    const-string v1, "uid"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 20
    iget-object v2, p0, Lapp/larder/kitchen/data/Approval;->providerId:Ljava/lang/String;

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 21
    iget-object v2, p0, Lapp/larder/kitchen/data/Approval;->tool:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 22
    iget-object v2, p0, Lapp/larder/kitchen/data/Approval;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 23
    iget-object v2, p0, Lapp/larder/kitchen/data/Approval;->argsDigest:Ljava/lang/String;

    const-string v1, "args_digest"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 24
    iget-object v2, p0, Lapp/larder/kitchen/data/Approval;->summary:Ljava/lang/String;

    const-string v1, "summary"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 25
    iget-boolean v2, p0, Lapp/larder/kitchen/data/Approval;->decided:Z

    const-string v1, "decided"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 26
    iget-boolean v2, p0, Lapp/larder/kitchen/data/Approval;->confirmed:Z

    const-string v1, "confirmed"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 12

    iget-object v0, p0, Lapp/larder/kitchen/data/Approval;->token:Ljava/lang/String;

    iget v1, p0, Lapp/larder/kitchen/data/Approval;->uid:I

    iget-object v2, p0, Lapp/larder/kitchen/data/Approval;->providerId:Ljava/lang/String;

    iget-object v3, p0, Lapp/larder/kitchen/data/Approval;->tool:Ljava/lang/String;

    iget-object v4, p0, Lapp/larder/kitchen/data/Approval;->requestId:Ljava/lang/String;

    iget-object v5, p0, Lapp/larder/kitchen/data/Approval;->argsDigest:Ljava/lang/String;

    iget-object v6, p0, Lapp/larder/kitchen/data/Approval;->summary:Ljava/lang/String;

    iget-boolean v7, p0, Lapp/larder/kitchen/data/Approval;->decided:Z

    iget-boolean v8, p0, Lapp/larder/kitchen/data/Approval;->confirmed:Z

    new-instance v9, Ljava/lang/StringBuilder;

    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V

    const-string v10, "Approval(token="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v10, ", uid="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v10, ", providerId="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v10, ", tool="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v10, ", requestId="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v10, ", argsDigest="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v10, ", summary="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v10, ", decided="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v7}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v10, ", confirmed="

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v8}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v10, ")"

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
