.class public final Lcom/ridequeue/SeatProvider$seatCount$seats$1$1;
.super Ljava/lang/Object;
.source "SeatProvider.kt"

# interfaces
.implements Lcom/ridequeue/SeatCallback;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nSeatProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 SeatProvider.kt\ncom/ridequeue/SeatProvider$seatCount$seats$1$1\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,147:1\n1#2:148\n*E\n"
.end annotation

.field final synthetic this$0:Lcom/ridequeue/SeatProvider;
.field final synthetic $cont:Lkotlinx/coroutines/CancellableContinuation;
.field final synthetic $route:Ljava/lang/String;

.method constructor <init>(Lcom/ridequeue/SeatProvider;Lkotlinx/coroutines/CancellableContinuation;Ljava/lang/String;)V
    .registers 4
    iput-object v1, v0, Lcom/ridequeue/SeatProvider$seatCount$seats$1$1;->this$0:Lcom/ridequeue/SeatProvider;
    iput-object v2, v0, Lcom/ridequeue/SeatProvider$seatCount$seats$1$1;->$cont:Lkotlinx/coroutines/CancellableContinuation;
    iput-object v3, v0, Lcom/ridequeue/SeatProvider$seatCount$seats$1$1;->$route:Ljava/lang/String;
    .line 63
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public onResult(I)V
    .registers 14
    .line 65
    iget-object v0, v12, Lcom/ridequeue/SeatProvider$seatCount$seats$1$1;->this$0:Lcom/ridequeue/SeatProvider;
    invoke-static {v0}, Lcom/ridequeue/SeatProvider;->access$getDb$p(Lcom/ridequeue/SeatProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L18
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L18
    const-string v1, "lookups"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v3
    iget-object v3, v12, Lcom/ridequeue/SeatProvider$seatCount$seats$1$1;->$route:Ljava/lang/String;
    move-object v5, v3
    move-object v6, v4
    .line 148
    move-object v10, v2
    move-object v9, v1
    move-object v8, v0
    const/4 v0, 0x0
    move v7, v0
    .line 65
    const-string v1, "uid"
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    const-string v1, "route"
    invoke-virtual {v6, v1, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v11, v0
    .line 65
    .line 65
    invoke-virtual {v8, v9, v10, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 66
    iget-object v0, v12, Lcom/ridequeue/SeatProvider$seatCount$seats$1$1;->$cont:Lkotlinx/coroutines/CancellableContinuation;
    sget-object v1, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static/range {v13 .. v13}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {v1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-interface {v0, v1}, Lkotlin/coroutines/Continuation;->resumeWith(Ljava/lang/Object;)V
    .line 67
    return-void
.end method

.method public onError(Ljava/lang/Exception;)V
    .registers 4
    const-string v1, "e"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 68
    iget-object v0, v2, Lcom/ridequeue/SeatProvider$seatCount$seats$1$1;->$cont:Lkotlinx/coroutines/CancellableContinuation;
    sget-object v1, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    const/4 v1, 0x0
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {v1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-interface {v0, v1}, Lkotlin/coroutines/Continuation;->resumeWith(Ljava/lang/Object;)V
    .line 68
    return-void
.end method

