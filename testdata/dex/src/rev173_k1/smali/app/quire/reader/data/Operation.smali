.class public final Lapp/quire/reader/data/Operation;
.super Ljava/lang/Object;
.source "OperationRepository.kt"


# instance fields
.field private final id:Ljava/lang/String;

.field private final result:Lorg/json/JSONObject;

.field private final state:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 5

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "state"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/data/Operation;->id:Ljava/lang/String;

    iput-object p2, p0, Lapp/quire/reader/data/Operation;->state:Ljava/lang/String;

    iput-object p3, p0, Lapp/quire/reader/data/Operation;->result:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final getId()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/quire/reader/data/Operation;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getResult()Lorg/json/JSONObject;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/quire/reader/data/Operation;->result:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getState()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/quire/reader/data/Operation;->state:Ljava/lang/String;

    return-object v0
.end method

.method public final getTerminal()Z
    .registers 3

    .line 13
    iget-object v0, p0, Lapp/quire/reader/data/Operation;->state:Ljava/lang/String;

    const-string v1, "succeeded"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lapp/quire/reader/data/Operation;->state:Ljava/lang/String;

    const-string v1, "failed"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lapp/quire/reader/data/Operation;->state:Ljava/lang/String;

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

.method public final toJson()Lorg/json/JSONObject;
    .registers 6

    .line 16
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lapp/quire/reader/data/Operation;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/quire/reader/data/Operation;->state:Ljava/lang/String;

    const-string v1, "state"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    .line 17
    iget-object v4, p0, Lapp/quire/reader/data/Operation;->state:Ljava/lang/String;

    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "running"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_1
    const-string v1, "queued"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_2
    const-string v1, "failed"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_3
    const-string v1, "succeeded"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 18
    iget-object v2, p0, Lapp/quire/reader/data/Operation;->result:Lorg/json/JSONObject;

    const-string v1, "result"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 19
    :cond_0
    iget-object v2, p0, Lapp/quire/reader/data/Operation;->result:Lorg/json/JSONObject;

    const-string v1, "error"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 20
    :cond_1
    const-string v1, "poll_after_ms"

    const/16 v2, 0x5dc

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 22
    :cond_2
    :goto_0
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    return-object v3

    nop

    :sswitch_data_0
    .sparse-switch
        -0x4c696bc3 -> :sswitch_2
        -0x388bf68d -> :sswitch_1
        0x385ec261 -> :sswitch_3
        0x5c6f15bf -> :sswitch_0
    .end sparse-switch
.end method
