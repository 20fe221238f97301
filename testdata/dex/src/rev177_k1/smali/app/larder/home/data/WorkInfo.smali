.class public final Lapp/larder/home/data/WorkInfo;
.super Ljava/lang/Object;
.source "Entities.kt"


# static fields
.field public static final Companion:Lapp/larder/home/data/WorkInfo$Companion;

.field public static final STATE_CANCELLED:Ljava/lang/String; = "cancelled"

.field public static final STATE_FAILED:Ljava/lang/String; = "failed"

.field public static final STATE_QUEUED:Ljava/lang/String; = "queued"

.field public static final STATE_RUNNING:Ljava/lang/String; = "running"

.field public static final STATE_SUCCEEDED:Ljava/lang/String; = "succeeded"


# instance fields
.field private final cancelRequested:Z

.field private final id:Ljava/lang/String;

.field private final ownerUid:I

.field private final provider:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final result:Ljava/lang/String;

.field private final state:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/data/WorkInfo$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/home/data/WorkInfo$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/data/WorkInfo;->Companion:Lapp/larder/home/data/WorkInfo$Companion;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V
    .registers 9

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "provider"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "state"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 72
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 73
    iput-object p1, p0, Lapp/larder/home/data/WorkInfo;->id:Ljava/lang/String;

    .line 74
    iput-object p2, p0, Lapp/larder/home/data/WorkInfo;->provider:Ljava/lang/String;

    .line 75
    iput p3, p0, Lapp/larder/home/data/WorkInfo;->ownerUid:I

    .line 76
    iput-object p4, p0, Lapp/larder/home/data/WorkInfo;->requestId:Ljava/lang/String;

    .line 77
    iput-object p5, p0, Lapp/larder/home/data/WorkInfo;->state:Ljava/lang/String;

    .line 78
    iput-boolean p6, p0, Lapp/larder/home/data/WorkInfo;->cancelRequested:Z

    .line 79
    iput-object p7, p0, Lapp/larder/home/data/WorkInfo;->result:Ljava/lang/String;

    .line 72
    return-void
.end method

.method public static synthetic copy$default(Lapp/larder/home/data/WorkInfo;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;ZLjava/lang/String;ILjava/lang/Object;)Lapp/larder/home/data/WorkInfo;
    .registers 11

    and-int/lit8 v0, p8, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lapp/larder/home/data/WorkInfo;->id:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p8, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lapp/larder/home/data/WorkInfo;->provider:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p8, 0x4

    if-eqz v0, :cond_2

    iget p3, p0, Lapp/larder/home/data/WorkInfo;->ownerUid:I

    :cond_2
    and-int/lit8 v0, p8, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lapp/larder/home/data/WorkInfo;->requestId:Ljava/lang/String;

    :cond_3
    and-int/lit8 v0, p8, 0x10

    if-eqz v0, :cond_4

    iget-object p5, p0, Lapp/larder/home/data/WorkInfo;->state:Ljava/lang/String;

    :cond_4
    and-int/lit8 v0, p8, 0x20

    if-eqz v0, :cond_5

    iget-boolean p6, p0, Lapp/larder/home/data/WorkInfo;->cancelRequested:Z

    :cond_5
    and-int/lit8 v0, p8, 0x40

    if-eqz v0, :cond_6

    iget-object p7, p0, Lapp/larder/home/data/WorkInfo;->result:Ljava/lang/String;

    :cond_6
    invoke-virtual/range {p0 .. p7}, Lapp/larder/home/data/WorkInfo;->copy(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;ZLjava/lang/String;)Lapp/larder/home/data/WorkInfo;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->provider:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()I
    .registers 2

    iget v0, p0, Lapp/larder/home/data/WorkInfo;->ownerUid:I

    return v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final component5()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->state:Ljava/lang/String;

    return-object v0
.end method

.method public final component6()Z
    .registers 2

    iget-boolean v0, p0, Lapp/larder/home/data/WorkInfo;->cancelRequested:Z

    return v0
.end method

.method public final component7()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->result:Ljava/lang/String;

    return-object v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;ZLjava/lang/String;)Lapp/larder/home/data/WorkInfo;
    .registers 16

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "provider"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "state"

    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/larder/home/data/WorkInfo;

    move-object v1, p1

    move-object v2, p2

    move v3, p3

    move-object v4, p4

    move-object v5, p5

    move v6, p6

    move-object v7, p7

    invoke-direct/range {v0 .. v7}, Lapp/larder/home/data/WorkInfo;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/larder/home/data/WorkInfo;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/larder/home/data/WorkInfo;

    move-object v2, v0

    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->id:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/home/data/WorkInfo;->id:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->provider:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/home/data/WorkInfo;->provider:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget v0, p0, Lapp/larder/home/data/WorkInfo;->ownerUid:I

    iget v1, v2, Lapp/larder/home/data/WorkInfo;->ownerUid:I

    if-eq v0, v1, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->requestId:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/home/data/WorkInfo;->requestId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->state:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/home/data/WorkInfo;->state:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    iget-boolean v0, p0, Lapp/larder/home/data/WorkInfo;->cancelRequested:Z

    iget-boolean v1, v2, Lapp/larder/home/data/WorkInfo;->cancelRequested:Z

    if-eq v0, v1, :cond_7

    const/4 v0, 0x0

    return v0

    :cond_7
    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->result:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/home/data/WorkInfo;->result:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    const/4 v0, 0x0

    return v0

    :cond_8
    const/4 v0, 0x1

    return v0
.end method

.method public final getCancelRequested()Z
    .registers 2

    .line 78
    iget-boolean v0, p0, Lapp/larder/home/data/WorkInfo;->cancelRequested:Z

    return v0
.end method

.method public final getFinished()Z
    .registers 3

    .line 81
    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->state:Ljava/lang/String;

    const-string v1, "succeeded"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->state:Ljava/lang/String;

    const-string v1, "failed"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->state:Ljava/lang/String;

    const-string v1, "cancelled"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2

    .line 73
    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getOwnerUid()I
    .registers 2

    .line 75
    iget v0, p0, Lapp/larder/home/data/WorkInfo;->ownerUid:I

    return v0
.end method

.method public final getProvider()Ljava/lang/String;
    .registers 2

    .line 74
    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->provider:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 76
    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getResult()Ljava/lang/String;
    .registers 2

    .line 79
    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->result:Ljava/lang/String;

    return-object v0
.end method

.method public final getState()Ljava/lang/String;
    .registers 2

    .line 77
    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->state:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->id:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/home/data/WorkInfo;->provider:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget v1, p0, Lapp/larder/home/data/WorkInfo;->ownerUid:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/home/data/WorkInfo;->requestId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/home/data/WorkInfo;->state:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/larder/home/data/WorkInfo;->cancelRequested:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/home/data/WorkInfo;->result:Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lapp/larder/home/data/WorkInfo;->result:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    :goto_0
    add-int v2, v0, v1

    return v2
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 7

    .line 84
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lapp/larder/home/data/WorkInfo;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/larder/home/data/WorkInfo;->state:Ljava/lang/String;

    const-string v1, "state"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    .line 85
    iget-object v5, p0, Lapp/larder/home/data/WorkInfo;->state:Ljava/lang/String;

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "cancelled"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_0

    :sswitch_1
    const-string v1, "failed"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_2
    const-string v1, "succeeded"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 86
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lapp/larder/home/data/WorkInfo;->result:Ljava/lang/String;

    move-object v0, v4

    const-string v1, "result"

    if-nez v3, :cond_0

    const-string v3, "{}"

    :cond_0
    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_1

    .line 87
    :cond_1
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lapp/larder/home/data/WorkInfo;->result:Ljava/lang/String;

    move-object v0, v4

    const-string v1, "error"

    if-nez v3, :cond_2

    const-string v3, "{}"

    :cond_2
    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_1

    :cond_3
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    goto :goto_1

    .line 89
    :cond_4
    :goto_0
    const-string v1, "poll_after_ms"

    const/16 v2, 0x5dc

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 91
    :goto_1
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    return-object v4

    :sswitch_data_0
    .sparse-switch
        -0x4c696bc3 -> :sswitch_1
        0x1c682951 -> :sswitch_0
        0x385ec261 -> :sswitch_2
    .end sparse-switch
.end method

.method public toString()Ljava/lang/String;
    .registers 10

    iget-object v0, p0, Lapp/larder/home/data/WorkInfo;->id:Ljava/lang/String;

    iget-object v1, p0, Lapp/larder/home/data/WorkInfo;->provider:Ljava/lang/String;

    iget v2, p0, Lapp/larder/home/data/WorkInfo;->ownerUid:I

    iget-object v3, p0, Lapp/larder/home/data/WorkInfo;->requestId:Ljava/lang/String;

    iget-object v4, p0, Lapp/larder/home/data/WorkInfo;->state:Ljava/lang/String;

    iget-boolean v5, p0, Lapp/larder/home/data/WorkInfo;->cancelRequested:Z

    iget-object v6, p0, Lapp/larder/home/data/WorkInfo;->result:Ljava/lang/String;

    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "WorkInfo(id="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", provider="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", ownerUid="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v8, ", requestId="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", state="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", cancelRequested="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v5}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v8, ", result="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ")"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
