.class public final Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;
.super Ljava/lang/Object;
.source "Workers.kt"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field final synthetic $from$inlined:Ljava/lang/String;

.field final synthetic $maxMinutes$inlined:I

.field final synthetic $opId$inlined:Ljava/lang/String;

.field final synthetic $tool$inlined:Ljava/lang/String;

.field final synthetic this$0:Lapp/larder/kitchen/cetp/MealPlanToolProvider;


# direct methods
.method public constructor <init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)V
    .registers 6

    iput-object p1, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->this$0:Lapp/larder/kitchen/cetp/MealPlanToolProvider;

    iput-object p2, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->$opId$inlined:Ljava/lang/String;

    iput-object p3, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->$from$inlined:Ljava/lang/String;

    iput p4, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->$maxMinutes$inlined:I

    iput-object p5, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->$tool$inlined:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 19

    .line 15
    const/4 v7, 0x0

    .line 17
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->this$0:Lapp/larder/kitchen/cetp/MealPlanToolProvider;

    invoke-static {v0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->access$getOps(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/data/OperationStore;

    move-result-object v0

    move-object/from16 v1, p0

    iget-object v1, v1, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->$opId$inlined:Ljava/lang/String;

    const-string v2, "running"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/larder/kitchen/data/OperationStore;->move$default(Lapp/larder/kitchen/data/OperationStore;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)V

    .line 18
    move-object/from16 v0, p0

    iget-object v8, v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->this$0:Lapp/larder/kitchen/cetp/MealPlanToolProvider;

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v9, v8

    .line 19
    const/4 v10, 0x0

    .line 18
    move-object/from16 v1, p0

    iget-object v1, v1, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->$from$inlined:Ljava/lang/String;

    move-object/from16 v2, p0

    iget v2, v2, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->$maxMinutes$inlined:I

    new-instance v3, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$1$1$1;

    move-object/from16 v6, p0

    iget-object v6, v6, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->$opId$inlined:Ljava/lang/String;

    invoke-direct {v3, v9, v6}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$1$1$1;-><init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Ljava/lang/String;)V

    check-cast v3, Lkotlin/jvm/functions/Function0;

    invoke-static {v9, v1, v2, v3}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->access$fillWeek(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Ljava/lang/String;ILkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_0
    move-object v8, v9

    .line 20
    invoke-static {v8}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object v0, v8

    check-cast v0, Lorg/json/JSONObject;

    move-object v9, v0

    const/4 v10, 0x0

    .line 21
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->this$0:Lapp/larder/kitchen/cetp/MealPlanToolProvider;

    invoke-static {v0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->access$getOps(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/data/OperationStore;

    move-result-object v0

    move-object/from16 v1, p0

    iget-object v1, v1, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->$opId$inlined:Ljava/lang/String;

    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->this$0:Lapp/larder/kitchen/cetp/MealPlanToolProvider;

    invoke-static {v2}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->access$getOps(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/data/OperationStore;

    move-result-object v2

    move-object/from16 v3, p0

    iget-object v3, v3, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->$opId$inlined:Ljava/lang/String;

    invoke-virtual {v2, v3}, Lapp/larder/kitchen/data/OperationStore;->cancelRequested(Ljava/lang/String;)Z

    move-result v2

    if-eqz v2, :cond_0

    const-string v2, "cancelled"

    goto :goto_1

    :cond_0
    const-string v2, "succeeded"

    :goto_1
    invoke-virtual {v9}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/larder/kitchen/data/OperationStore;->move(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 22
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->this$0:Lapp/larder/kitchen/cetp/MealPlanToolProvider;

    invoke-static {v0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->access$getAudit(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/data/AuditLog;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->$tool$inlined:Ljava/lang/String;

    move-object/from16 v3, p0

    iget-object v3, v3, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->$from$inlined:Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "week/"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/larder/kitchen/data/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;)V

    .line 24
    :cond_1
    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_2

    move-object v9, v0

    move-object v10, v9

    const/4 v11, 0x0

    .line 25
    const-string v0, "LarderTools"

    const-string v1, "meal plan operation failed"

    invoke-static {v0, v1, v10}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 26
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->this$0:Lapp/larder/kitchen/cetp/MealPlanToolProvider;

    invoke-static {v0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->access$getOps(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/data/OperationStore;

    move-result-object v0

    move-object/from16 v1, p0

    iget-object v1, v1, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->$opId$inlined:Ljava/lang/String;

    move-object/from16 v4, p0

    iget-object v4, v4, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$$inlined$onWorker$1;->$tool$inlined:Ljava/lang/String;

    invoke-static {v10, v4}, Lapp/larder/kitchen/cetp/OutcomeKt;->failureOf(Ljava/lang/Throwable;Ljava/lang/String;)Lapp/larder/kitchen/cetp/Outcome$Failed;

    move-result-object v12

    const-string v13, "failed"

    move-object v14, v1

    move-object v15, v0

    const/16 v16, 0x0

    .line 27
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v12}, Lapp/larder/kitchen/cetp/Outcome$Failed;->getCode()Lapp/larder/kitchen/cetp/ErrorCode;

    move-result-object v2

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/ErrorCode;->name()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v12}, Lapp/larder/kitchen/cetp/Outcome$Failed;->getMessage()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_message"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v12}, Lapp/larder/kitchen/cetp/Outcome$Failed;->getCode()Lapp/larder/kitchen/cetp/ErrorCode;

    move-result-object v2

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/ErrorCode;->getRetryable()Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v17

    .line 26
    move-object/from16 v3, v17

    invoke-virtual {v15, v14, v13, v3}, Lapp/larder/kitchen/data/OperationStore;->move(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 24
    goto :goto_2

    .line 29
    :cond_2
    :goto_2
    invoke-static {v8}, Lkotlin/Result;->box-impl(Ljava/lang/Object;)Lkotlin/Result;

    move-result-object v0

    .line 15
    return-object v0
.end method
