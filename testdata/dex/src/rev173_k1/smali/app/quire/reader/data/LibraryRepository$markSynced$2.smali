.class final Lapp/quire/reader/data/LibraryRepository$markSynced$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "LibraryRepository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $at:J

.field final synthetic $ids:Ljava/util/List;

.field label:I

.field final synthetic this$0:Lapp/quire/reader/data/LibraryRepository;


# direct methods
.method constructor <init>(Ljava/util/List;JLapp/quire/reader/data/LibraryRepository;Lkotlin/coroutines/Continuation;)V
    .registers 7

    iput-object p1, p0, Lapp/quire/reader/data/LibraryRepository$markSynced$2;->$ids:Ljava/util/List;

    iput-wide p2, p0, Lapp/quire/reader/data/LibraryRepository$markSynced$2;->$at:J

    iput-object p4, p0, Lapp/quire/reader/data/LibraryRepository$markSynced$2;->this$0:Lapp/quire/reader/data/LibraryRepository;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9

    new-instance v0, Lapp/quire/reader/data/LibraryRepository$markSynced$2;

    iget-object v2, p0, Lapp/quire/reader/data/LibraryRepository$markSynced$2;->$ids:Ljava/util/List;

    iget-wide v3, p0, Lapp/quire/reader/data/LibraryRepository$markSynced$2;->$at:J

    iget-object v5, p0, Lapp/quire/reader/data/LibraryRepository$markSynced$2;->this$0:Lapp/quire/reader/data/LibraryRepository;

    move-object v1, v2

    move-wide v2, v3

    move-object v4, v5

    move-object v5, p2

    invoke-direct/range {v0 .. v5}, Lapp/quire/reader/data/LibraryRepository$markSynced$2;-><init>(Ljava/util/List;JLapp/quire/reader/data/LibraryRepository;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lapp/quire/reader/data/LibraryRepository$markSynced$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/data/LibraryRepository$markSynced$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/LibraryRepository$markSynced$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/LibraryRepository$markSynced$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 16

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 69
    iget v0, p0, Lapp/quire/reader/data/LibraryRepository$markSynced$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 70
    const/4 v8, 0x0

    .line 71
    iget-object v0, p0, Lapp/quire/reader/data/LibraryRepository$markSynced$2;->$ids:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_0
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v10

    .line 72
    new-instance v12, Landroid/content/ContentValues;

    invoke-direct {v12}, Landroid/content/ContentValues;-><init>()V

    .line 73
    iget-wide v2, p0, Lapp/quire/reader/data/LibraryRepository$markSynced$2;->$at:J

    invoke-static {v2, v3}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "synced_at"

    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 74
    iget-object v1, p0, Lapp/quire/reader/data/LibraryRepository$markSynced$2;->this$0:Lapp/quire/reader/data/LibraryRepository;

    invoke-static {v1}, Lapp/quire/reader/data/LibraryRepository;->access$getDb$p(Lapp/quire/reader/data/LibraryRepository;)Lapp/quire/reader/data/QuireDb;

    move-result-object v1

    invoke-virtual {v1}, Lapp/quire/reader/data/QuireDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const/4 v5, 0x1

    new-array v13, v5, [Ljava/lang/String;

    invoke-static {v10, v11}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v13, v6

    const-string v2, "highlights"

    const-string v4, "id = ?"

    invoke-virtual {v1, v2, v12, v4, v13}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v1

    add-int v0, v8, v1

    move v8, v0

    goto :goto_0

    .line 76
    :cond_0
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0

    .line 69
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
