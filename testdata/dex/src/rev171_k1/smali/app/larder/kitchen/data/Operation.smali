.class public final Lapp/larder/kitchen/data/Operation;
.super Ljava/lang/Object;
.source "OperationStore.kt"


# static fields
.field public static final Companion:Lapp/larder/kitchen/data/Operation$Companion;

.field private static final FAILED_FALLBACK:Ljava/lang/String; = "{\"error_code\":\"INTERNAL_ERROR\",\"error_message\":\"The operation failed.\",\"retryable\":false}"

.field private static final TERMINAL:Ljava/util/Set;


# instance fields
.field private final cancelRequested:Z

.field private final id:Ljava/lang/String;

.field private final ownerUid:I

.field private final requestId:Ljava/lang/String;

.field private final result:Ljava/lang/String;

.field private final state:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/larder/kitchen/data/Operation$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/larder/kitchen/data/Operation$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/kitchen/data/Operation;->Companion:Lapp/larder/kitchen/data/Operation$Companion;

    .line 26
    const/4 v0, 0x3

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "succeeded"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "failed"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "cancelled"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/data/Operation;->TERMINAL:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 8

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "state"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput-object p1, p0, Lapp/larder/kitchen/data/Operation;->id:Ljava/lang/String;

    .line 9
    iput p2, p0, Lapp/larder/kitchen/data/Operation;->ownerUid:I

    .line 10
    iput-object p3, p0, Lapp/larder/kitchen/data/Operation;->requestId:Ljava/lang/String;

    .line 11
    iput-object p4, p0, Lapp/larder/kitchen/data/Operation;->state:Ljava/lang/String;

    .line 12
    iput-object p5, p0, Lapp/larder/kitchen/data/Operation;->result:Ljava/lang/String;

    .line 13
    iput-boolean p6, p0, Lapp/larder/kitchen/data/Operation;->cancelRequested:Z

    .line 7
    return-void
.end method

.method public static final synthetic access$getTERMINAL$cp()Ljava/util/Set;
    .registers 1

    .line 7
    sget-object v0, Lapp/larder/kitchen/data/Operation;->TERMINAL:Ljava/util/Set;

    return-object v0
.end method

.method public static synthetic copy$default(Lapp/larder/kitchen/data/Operation;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lapp/larder/kitchen/data/Operation;
    .registers 10

    and-int/lit8 v0, p7, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lapp/larder/kitchen/data/Operation;->id:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p7, 0x2

    if-eqz v0, :cond_1

    iget p2, p0, Lapp/larder/kitchen/data/Operation;->ownerUid:I

    :cond_1
    and-int/lit8 v0, p7, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lapp/larder/kitchen/data/Operation;->requestId:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p7, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lapp/larder/kitchen/data/Operation;->state:Ljava/lang/String;

    :cond_3
    and-int/lit8 v0, p7, 0x10

    if-eqz v0, :cond_4

    iget-object p5, p0, Lapp/larder/kitchen/data/Operation;->result:Ljava/lang/String;

    :cond_4
    and-int/lit8 v0, p7, 0x20

    if-eqz v0, :cond_5

    iget-boolean p6, p0, Lapp/larder/kitchen/data/Operation;->cancelRequested:Z

    :cond_5
    invoke-virtual/range {p0 .. p6}, Lapp/larder/kitchen/data/Operation;->copy(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lapp/larder/kitchen/data/Operation;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/data/Operation;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()I
    .registers 2

    iget v0, p0, Lapp/larder/kitchen/data/Operation;->ownerUid:I

    return v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/data/Operation;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/data/Operation;->state:Ljava/lang/String;

    return-object v0
.end method

.method public final component5()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/data/Operation;->result:Ljava/lang/String;

    return-object v0
.end method

.method public final component6()Z
    .registers 2

    iget-boolean v0, p0, Lapp/larder/kitchen/data/Operation;->cancelRequested:Z

    return v0
.end method

.method public final copy(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lapp/larder/kitchen/data/Operation;
    .registers 14

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "state"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/larder/kitchen/data/Operation;

    move-object v1, p1

    move v2, p2

    move-object v3, p3

    move-object v4, p4

    move-object v5, p5

    move v6, p6

    invoke-direct/range {v0 .. v6}, Lapp/larder/kitchen/data/Operation;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/larder/kitchen/data/Operation;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/larder/kitchen/data/Operation;

    move-object v2, v0

    iget-object v0, p0, Lapp/larder/kitchen/data/Operation;->id:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/data/Operation;->id:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget v0, p0, Lapp/larder/kitchen/data/Operation;->ownerUid:I

    iget v1, v2, Lapp/larder/kitchen/data/Operation;->ownerUid:I

    if-eq v0, v1, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lapp/larder/kitchen/data/Operation;->requestId:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/data/Operation;->requestId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/larder/kitchen/data/Operation;->state:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/data/Operation;->state:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-object v0, p0, Lapp/larder/kitchen/data/Operation;->result:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/data/Operation;->result:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    iget-boolean v0, p0, Lapp/larder/kitchen/data/Operation;->cancelRequested:Z

    iget-boolean v1, v2, Lapp/larder/kitchen/data/Operation;->cancelRequested:Z

    if-eq v0, v1, :cond_7

    const/4 v0, 0x0

    return v0

    :cond_7
    const/4 v0, 0x1

    return v0
.end method

.method public final getCancelRequested()Z
    .registers 2

    .line 13
    iget-boolean v0, p0, Lapp/larder/kitchen/data/Operation;->cancelRequested:Z

    return v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lapp/larder/kitchen/data/Operation;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getOwnerUid()I
    .registers 2

    .line 9
    iget v0, p0, Lapp/larder/kitchen/data/Operation;->ownerUid:I

    return v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/larder/kitchen/data/Operation;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getResult()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/larder/kitchen/data/Operation;->result:Ljava/lang/String;

    return-object v0
.end method

.method public final getState()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/larder/kitchen/data/Operation;->state:Ljava/lang/String;

    return-object v0
.end method

.method public final getTerminal()Z
    .registers 3

    .line 15
    sget-object v0, Lapp/larder/kitchen/data/Operation;->TERMINAL:Ljava/util/Set;

    iget-object v1, p0, Lapp/larder/kitchen/data/Operation;->state:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lapp/larder/kitchen/data/Operation;->id:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget v1, p0, Lapp/larder/kitchen/data/Operation;->ownerUid:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/data/Operation;->requestId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/data/Operation;->state:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/data/Operation;->result:Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lapp/larder/kitchen/data/Operation;->result:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    :goto_0
    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/larder/kitchen/data/Operation;->cancelRequested:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 11

    .line 17
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lapp/larder/kitchen/data/Operation;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/larder/kitchen/data/Operation;->state:Ljava/lang/String;

    const-string v1, "state"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    move-object v7, v6

    const/4 v8, 0x0

    .line 18
    iget-object v9, p0, Lapp/larder/kitchen/data/Operation;->state:Ljava/lang/String;

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "running"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_0

    :sswitch_1
    const-string v1, "queued"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_0

    :sswitch_2
    const-string v1, "failed"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_3
    const-string v1, "succeeded"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 19
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    new-instance v4, Lorg/json/JSONObject;

    iget-object v5, p0, Lapp/larder/kitchen/data/Operation;->result:Ljava/lang/String;

    move-object v0, v7

    const-string v1, "result"

    const-string v3, "value"

    if-nez v5, :cond_0

    const-string v5, "{}"

    :cond_0
    invoke-direct {v4, v5}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 20
    :cond_1
    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lapp/larder/kitchen/data/Operation;->result:Ljava/lang/String;

    move-object v0, v7

    const-string v1, "error"

    if-nez v4, :cond_2

    const-string v4, "{\"error_code\":\"INTERNAL_ERROR\",\"error_message\":\"The operation failed.\",\"retryable\":false}"

    :cond_2
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 21
    :cond_3
    const-string v1, "poll_after_ms"

    const/16 v2, 0x3e8

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 17
    :cond_4
    :goto_0
    const-string v2, "apply(...)"

    invoke-static {v6, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    return-object v6

    :sswitch_data_0
    .sparse-switch
        -0x4c696bc3 -> :sswitch_2
        -0x388bf68d -> :sswitch_1
        0x385ec261 -> :sswitch_3
        0x5c6f15bf -> :sswitch_0
    .end sparse-switch
.end method

.method public toString()Ljava/lang/String;
    .registers 9

    iget-object v0, p0, Lapp/larder/kitchen/data/Operation;->id:Ljava/lang/String;

    iget v1, p0, Lapp/larder/kitchen/data/Operation;->ownerUid:I

    iget-object v2, p0, Lapp/larder/kitchen/data/Operation;->requestId:Ljava/lang/String;

    iget-object v3, p0, Lapp/larder/kitchen/data/Operation;->state:Ljava/lang/String;

    iget-object v4, p0, Lapp/larder/kitchen/data/Operation;->result:Ljava/lang/String;

    iget-boolean v5, p0, Lapp/larder/kitchen/data/Operation;->cancelRequested:Z

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Operation(id="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", ownerUid="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v7, ", requestId="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", state="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", result="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", cancelRequested="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v7, ")"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
