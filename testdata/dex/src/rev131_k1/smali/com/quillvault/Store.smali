.class public final Lcom/quillvault/Store;
.super Ljava/lang/Object;
.source "Store.kt"

# static fields
.field public static final Companion:Lcom/quillvault/Store$Companion;
.field public static final TAG:Ljava/lang/String; = "QuillStore"


# instance fields
.field private final db:Lcom/quillvault/QuillDb;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/quillvault/Store$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/quillvault/Store$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/quillvault/Store;->Companion:Lcom/quillvault/Store$Companion;
    return-void
.end method

.method public constructor <init>(Lcom/quillvault/QuillDb;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillvault/Store;->db:Lcom/quillvault/QuillDb;
    return-void
.end method

.method public static final synthetic access$getDb$p(Lcom/quillvault/Store;)Lcom/quillvault/QuillDb;
    .registers 2
    .line 29
    iget-object v0, p0, Lcom/quillvault/Store;->db:Lcom/quillvault/QuillDb;
    return-object v0
.end method

.method public static final synthetic access$read(Lcom/quillvault/Store;Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;
    .registers 4
    .line 29
    invoke-direct {p0, p1, p2}, Lcom/quillvault/Store;->read(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method private final read(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;
    .registers 10
    .line 43
    iget-object v0, p0, Lcom/quillvault/Store;->db:Lcom/quillvault/QuillDb;
    invoke-virtual {v0}, Lcom/quillvault/QuillDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    array-length v2, p2
    invoke-static {p2, v2}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v1
    check-cast v1, [Ljava/lang/String;
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v3
    check-cast v3, Ljava/io/Closeable;
    const/4 v4, 0x0
:L27
    move-object v0, v3
    check-cast v0, Landroid/database/Cursor;
    move-object v5, v0
    .line 70
    const/4 v6, 0x0
    .line 43
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v5}, Lcom/quillvault/StoreKt;->access$toJson(Landroid/database/Cursor;)Ljava/util/List;
    move-result-object v5
:L49
    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v5
    goto :L80
:L60
    move-exception v6
    move-object v4, v6
    throw v6
:L69
    move-exception v6
:L71
    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v6
:L80
    return-object v0
    .catch Ljava/lang/Throwable; {:L27 .. :L49} :L60
    .catchall {:L27 .. :L49} :L69
    .catchall {:L60 .. :L69} :L69
.end method


# virtual methods
.method public final rows-BWLJW6A(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 15
    instance-of v0, p4, Lcom/quillvault/Store$rows$1;
    if-eqz v0, :L41
    move-object v0, p4
    check-cast v0, Lcom/quillvault/Store$rows$1;
    move-object v8, v0
    iget v0, v8, Lcom/quillvault/Store$rows$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L41
    iget v1, v8, Lcom/quillvault/Store$rows$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v8, Lcom/quillvault/Store$rows$1;->label:I
    goto :L53
:L41
    new-instance v8, Lcom/quillvault/Store$rows$1;
    invoke-direct {v8, p0, p4}, Lcom/quillvault/Store$rows$1;-><init>(Lcom/quillvault/Store;Lkotlin/coroutines/Continuation;)V
:L53
    iget-object v7, v8, Lcom/quillvault/Store$rows$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v9
    .line 30
    iget v0, v8, Lcom/quillvault/Store$rows$1;->label:I
    packed-switch v0, :pswitch_data_70
    goto :L206
:L92
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 31
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillvault/Store$rows$2;
    move-object v2, p0
    move-object v3, p2
    move-object v4, p3
    move-object v5, p1
    const/4 v6, 0x0
    invoke-direct/range {v1 .. v6}, Lcom/quillvault/Store$rows$2;-><init>(Lcom/quillvault/Store;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v8, Lcom/quillvault/Store$rows$1;->L$0:Ljava/lang/Object;
    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v8, Lcom/quillvault/Store$rows$1;->L$1:Ljava/lang/Object;
    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v8, Lcom/quillvault/Store$rows$1;->L$2:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v8, Lcom/quillvault/Store$rows$1;->label:I
    invoke-static {v0, v1, v8}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v9, :L199
    .line 30
    return-object v9
:L165
    iget-object p3, v8, Lcom/quillvault/Store$rows$1;->L$2:Ljava/lang/Object;
    check-cast p3, [Ljava/lang/String;
    iget-object p2, v8, Lcom/quillvault/Store$rows$1;->L$1:Ljava/lang/Object;
    check-cast p2, Ljava/lang/String;
    iget-object p1, v8, Lcom/quillvault/Store$rows$1;->L$0:Ljava/lang/Object;
    check-cast p1, Ljava/lang/String;
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
:L199
    .line 31
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v0
    .line 40
    return-object v0
:L206
    .line 30
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_70
    .packed-switch 0x0
        :L92
        :L165
    .end packed-switch
.end method

.method public final varargs stream(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lkotlinx/coroutines/flow/Flow;
    .registers 10
    const-string v1, "op"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "sql"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "bind"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    new-instance v0, Lcom/quillvault/Store$stream$1;
    move-object v1, p0
    move-object v2, p1
    move-object v3, p2
    move-object v4, p3
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/quillvault/Store$stream$1;-><init>(Lcom/quillvault/Store;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 48
    return-object v0
.end method

.method public final write-0E7RQCE(Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    instance-of v0, p3, Lcom/quillvault/Store$write$1;
    if-eqz v0, :L39
    move-object v0, p3
    check-cast v0, Lcom/quillvault/Store$write$1;
    move-object v6, v0
    iget v0, v6, Lcom/quillvault/Store$write$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v6, Lcom/quillvault/Store$write$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v6, Lcom/quillvault/Store$write$1;->label:I
    goto :L50
:L39
    new-instance v6, Lcom/quillvault/Store$write$1;
    invoke-direct {v6, p0, p3}, Lcom/quillvault/Store$write$1;-><init>(Lcom/quillvault/Store;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v5, v6, Lcom/quillvault/Store$write$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v7
    .line 50
    iget v0, v6, Lcom/quillvault/Store$write$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto :L183
:L88
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 51
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/quillvault/Store$write$2;
    const/4 v4, 0x0
    invoke-direct {v1, p2, p0, p1, v4}, Lcom/quillvault/Store$write$2;-><init>(Lkotlin/jvm/functions/Function1;Lcom/quillvault/Store;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v6, Lcom/quillvault/Store$write$1;->L$0:Ljava/lang/Object;
    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v6, Lcom/quillvault/Store$write$1;->L$1:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v6, Lcom/quillvault/Store$write$1;->label:I
    invoke-static {v0, v1, v6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v7, :L176
    .line 50
    return-object v7
:L151
    iget-object p2, v6, Lcom/quillvault/Store$write$1;->L$1:Ljava/lang/Object;
    check-cast p2, Lkotlin/jvm/functions/Function1;
    iget-object p1, v6, Lcom/quillvault/Store$write$1;->L$0:Ljava/lang/Object;
    check-cast p1, Ljava/lang/String;
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v5
:L176
    .line 51
    check-cast v0, Lkotlin/Result;
    invoke-virtual {v0}, Lkotlin/Result;->unbox-impl()Ljava/lang/Object;
    move-result-object v0
    .line 53
    return-object v0
:L183
    .line 50
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L151
    .end packed-switch
.end method
