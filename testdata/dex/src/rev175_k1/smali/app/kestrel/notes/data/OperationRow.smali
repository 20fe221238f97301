.class public final Lapp/kestrel/notes/data/OperationRow;
.super Ljava/lang/Object;
.source "OperationStore.kt"

# interfaces
.implements Lapp/kestrel/notes/cetp/JsonEncodable;


# instance fields
.field private final cancelRequested:Z

.field private final id:Ljava/lang/String;

.field private final result:Ljava/lang/String;

.field private final state:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V
    .registers 6

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "state"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/data/OperationRow;->id:Ljava/lang/String;

    iput-object p2, p0, Lapp/kestrel/notes/data/OperationRow;->state:Ljava/lang/String;

    iput-boolean p3, p0, Lapp/kestrel/notes/data/OperationRow;->cancelRequested:Z

    iput-object p4, p0, Lapp/kestrel/notes/data/OperationRow;->result:Ljava/lang/String;

    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6

    invoke-direct {p0, p1, p2, p3, p4}, Lapp/kestrel/notes/data/OperationRow;-><init>(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V

    return-void
.end method


# virtual methods
.method public final getCancelRequested()Z
    .registers 2

    .line 9
    iget-boolean v0, p0, Lapp/kestrel/notes/data/OperationRow;->cancelRequested:Z

    return v0
.end method

.method public final getId-27epeHY()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/kestrel/notes/data/OperationRow;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getResult()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/kestrel/notes/data/OperationRow;->result:Ljava/lang/String;

    return-object v0
.end method

.method public final getState()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/kestrel/notes/data/OperationRow;->state:Ljava/lang/String;

    return-object v0
.end method

.method public final getTerminal()Z
    .registers 3

    .line 10
    iget-object v0, p0, Lapp/kestrel/notes/data/OperationRow;->state:Ljava/lang/String;

    const-string v1, "succeeded"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lapp/kestrel/notes/data/OperationRow;->state:Ljava/lang/String;

    const-string v1, "failed"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lapp/kestrel/notes/data/OperationRow;->state:Ljava/lang/String;

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

.method public toJson()Lorg/json/JSONObject;
    .registers 7

    .line 13
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lapp/kestrel/notes/data/OperationRow;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/kestrel/notes/data/OperationRow;->state:Ljava/lang/String;

    const-string v1, "state"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    .line 14
    iget-object v5, p0, Lapp/kestrel/notes/data/OperationRow;->state:Ljava/lang/String;

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

    .line 15
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lapp/kestrel/notes/data/OperationRow;->result:Ljava/lang/String;

    move-object v0, v4

    const-string v1, "result"

    if-nez v3, :cond_0

    const-string v3, "{}"

    :cond_0
    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_1

    .line 16
    :cond_1
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lapp/kestrel/notes/data/OperationRow;->result:Ljava/lang/String;

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

    .line 18
    :cond_4
    :goto_0
    const-string v1, "poll_after_ms"

    const/16 v2, 0x3e8

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 20
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
