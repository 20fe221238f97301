.class public final Lapp/quillmark/notes/data/Operation;
.super Ljava/lang/Object;
.source "OperationBook.kt"


# instance fields
.field private final cancelRequested:Z

.field private final error:Ljava/lang/String;

.field private final id:Ljava/lang/String;

.field private final ownerUid:I

.field private final requestId:Ljava/lang/String;

.field private final result:Ljava/lang/String;

.field private final state:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 9

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "state"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quillmark/notes/data/Operation;->id:Ljava/lang/String;

    iput p2, p0, Lapp/quillmark/notes/data/Operation;->ownerUid:I

    iput-object p3, p0, Lapp/quillmark/notes/data/Operation;->requestId:Ljava/lang/String;

    iput-object p4, p0, Lapp/quillmark/notes/data/Operation;->state:Ljava/lang/String;

    iput-object p5, p0, Lapp/quillmark/notes/data/Operation;->result:Ljava/lang/String;

    .line 8
    iput-object p6, p0, Lapp/quillmark/notes/data/Operation;->error:Ljava/lang/String;

    iput-boolean p7, p0, Lapp/quillmark/notes/data/Operation;->cancelRequested:Z

    .line 7
    return-void
.end method


# virtual methods
.method public final getCancelRequested()Z
    .registers 2

    .line 8
    iget-boolean v0, p0, Lapp/quillmark/notes/data/Operation;->cancelRequested:Z

    return v0
.end method

.method public final getError()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lapp/quillmark/notes/data/Operation;->error:Ljava/lang/String;

    return-object v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/quillmark/notes/data/Operation;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getOwnerUid()I
    .registers 2

    .line 7
    iget v0, p0, Lapp/quillmark/notes/data/Operation;->ownerUid:I

    return v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/quillmark/notes/data/Operation;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getResult()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/quillmark/notes/data/Operation;->result:Ljava/lang/String;

    return-object v0
.end method

.method public final getState()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/quillmark/notes/data/Operation;->state:Ljava/lang/String;

    return-object v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 10

    .line 9
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    move-object v4, v3

    const/4 v5, 0x0

    .line 10
    iget-object v2, p0, Lapp/quillmark/notes/data/Operation;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 11
    iget-object v2, p0, Lapp/quillmark/notes/data/Operation;->state:Ljava/lang/String;

    const-string v1, "state"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 12
    iget-object v0, p0, Lapp/quillmark/notes/data/Operation;->result:Ljava/lang/String;

    if-eqz v0, :cond_1

    move-object v6, v0

    move-object v7, v6

    .line 62
    const/4 v8, 0x0

    .line 12
    iget-object v0, p0, Lapp/quillmark/notes/data/Operation;->state:Ljava/lang/String;

    const-string v1, "succeeded"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v6

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v7, v0

    .line 62
    const/4 v8, 0x0

    .line 12
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2, v7}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "result"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_1

    .line 13
    :cond_1
    :goto_1
    iget-object v0, p0, Lapp/quillmark/notes/data/Operation;->error:Ljava/lang/String;

    if-eqz v0, :cond_3

    move-object v6, v0

    move-object v7, v6

    .line 62
    const/4 v8, 0x0

    .line 13
    iget-object v0, p0, Lapp/quillmark/notes/data/Operation;->state:Ljava/lang/String;

    const-string v1, "failed"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    move-object v0, v6

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_3

    move-object v7, v0

    .line 62
    const/4 v8, 0x0

    .line 13
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2, v7}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "error"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_3

    .line 14
    :cond_3
    :goto_3
    iget-object v0, p0, Lapp/quillmark/notes/data/Operation;->state:Ljava/lang/String;

    const-string v1, "queued"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    iget-object v0, p0, Lapp/quillmark/notes/data/Operation;->state:Ljava/lang/String;

    const-string v1, "running"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    :cond_4
    const-string v1, "poll_after_ms"

    const/16 v2, 0x3e8

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 15
    :cond_5
    return-object v3
.end method
