.class final Lcom/berthbook/HarbourLog$append$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Storage.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field label:I
.field final synthetic $vessel:Ljava/lang/String;
.field final synthetic $event:Ljava/lang/String;
.field final synthetic $by:I
.field final synthetic this$0:Lcom/berthbook/HarbourLog;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;ILcom/berthbook/HarbourLog;Lkotlin/coroutines/Continuation;)V
    .registers 8
    iput-object v3, v2, Lcom/berthbook/HarbourLog$append$2;->$vessel:Ljava/lang/String;
    iput-object v4, v2, Lcom/berthbook/HarbourLog$append$2;->$event:Ljava/lang/String;
    iput v5, v2, Lcom/berthbook/HarbourLog$append$2;->$by:I
    iput-object v6, v2, Lcom/berthbook/HarbourLog$append$2;->this$0:Lcom/berthbook/HarbourLog;
    const/4 v1, 0x2
    invoke-direct {v2, v1, v7}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 58
    iget v0, v5, Lcom/berthbook/HarbourLog$append$2;->label:I
    packed-switch v0, :sw_8
    goto :L103
:L28
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 59
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v0
    .line 60
    const-string v1, "vessel"
    iget-object v2, v5, Lcom/berthbook/HarbourLog$append$2;->$vessel:Ljava/lang/String;
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 61
    const-string v1, "event"
    iget-object v2, v5, Lcom/berthbook/HarbourLog$append$2;->$event:Ljava/lang/String;
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 62
    const-string v1, "uid"
    iget v2, v5, Lcom/berthbook/HarbourLog$append$2;->$by:I
    invoke-static {v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 63
    const-string v1, "at_ms"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 64
    iget-object v0, v5, Lcom/berthbook/HarbourLog$append$2;->this$0:Lcom/berthbook/HarbourLog;
    invoke-static {v0}, Lcom/berthbook/HarbourLog;->access$getDb$p(Lcom/berthbook/HarbourLog;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "harbour_log"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    invoke-static {v0, v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;
    move-result-object v0
    return-object v0
:L103
    .line 58
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9
    new-instance v0, Lcom/berthbook/HarbourLog$append$2;
    iget-object v2, v6, Lcom/berthbook/HarbourLog$append$2;->$vessel:Ljava/lang/String;
    iget-object v3, v6, Lcom/berthbook/HarbourLog$append$2;->$event:Ljava/lang/String;
    iget v4, v6, Lcom/berthbook/HarbourLog$append$2;->$by:I
    iget-object v5, v6, Lcom/berthbook/HarbourLog$append$2;->this$0:Lcom/berthbook/HarbourLog;
    move-object v1, v2
    move-object v2, v3
    move v3, v4
    move-object v4, v5
    move-object v5, v8
    invoke-direct/range {v0 .. v5}, Lcom/berthbook/HarbourLog$append$2;-><init>(Ljava/lang/String;Ljava/lang/String;ILcom/berthbook/HarbourLog;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/HarbourLog$append$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/berthbook/HarbourLog$append$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/berthbook/HarbourLog$append$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/berthbook/HarbourLog$append$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

