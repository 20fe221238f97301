.class public final Lcom/larderly/app/plans/MealPlanToolProvider;
.super Lcom/larderly/app/cetp/ToolProviderBase;
.source "MealPlanToolProvider.java"


# static fields
.field static final PLANS_URI:Landroid/net/Uri;

.field static final PROVIDER_ID:Ljava/lang/String; = "com.larderly.app.plans"


# instance fields
.field private clearWeek:Lcom/larderly/app/domain/PlanUseCases$ClearWeek;

.field private createPlan:Lcom/larderly/app/domain/PlanUseCases$CreatePlan;

.field private executor:Lcom/larderly/app/plans/PlanMutationExecutor;

.field private listPlans:Lcom/larderly/app/domain/PlanUseCases$ListPlans;

.field private shoppingList:Lcom/larderly/app/domain/PlanUseCases$ShoppingList;

.field private syncPlans:Lcom/larderly/app/domain/PlanUseCases$SyncPlans;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 31
    const-string v0, "content://com.larderly.app.data/plans"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    sput-object v0, Lcom/larderly/app/plans/MealPlanToolProvider;->PLANS_URI:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 29
    invoke-direct {p0}, Lcom/larderly/app/cetp/ToolProviderBase;-><init>()V

    return-void
.end method

.method private clear(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 164
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->executor:Lcom/larderly/app/plans/PlanMutationExecutor;

    invoke-virtual {v0, p1}, Lcom/larderly/app/plans/PlanMutationExecutor;->prior(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/Outcome;

    move-result-object v4

    .line 165
    if-eqz v4, :cond_0

    .line 166
    invoke-virtual {v4, p1}, Lcom/larderly/app/cetp/Outcome;->replay(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 168
    :cond_0
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->confirmations()Lcom/larderly/app/cetp/ConfirmationStore;

    move-result-object v5

    .line 169
    invoke-virtual {p1}, Lcom/larderly/app/cetp/ProviderRequest;->resumeToken()Ljava/lang/String;

    move-result-object v6

    .line 170
    const/4 v7, 0x0

    .line 171
    if-eqz v6, :cond_4

    .line 172
    const-string v1, "com.larderly.app.plans"

    invoke-virtual {v5, v1, v6, p1}, Lcom/larderly/app/cetp/ConfirmationStore;->redeem(Ljava/lang/String;Ljava/lang/String;Lcom/larderly/app/cetp/ProviderRequest;)I

    move-result v8

    .line 173
    const/4 v1, 0x3

    if-ne v8, v1, :cond_1

    .line 174
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 176
    :cond_1
    const/4 v1, 0x2

    if-ne v8, v1, :cond_2

    .line 177
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "USER_CANCELLED"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 179
    :cond_2
    if-nez v8, :cond_3

    .line 180
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    .line 181
    invoke-virtual {p0}, Lcom/larderly/app/plans/MealPlanToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2, v6}, Lcom/larderly/app/plans/PlanReviewIntents;->clearWeek(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    .line 180
    const-string v1, "USER_ACTION_REQUIRED"

    invoke-static {v0, v1, v2, v6}, Lcom/larderly/app/cetp/Envelopes;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 183
    :cond_3
    const/4 v7, 0x1

    .line 185
    :cond_4
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->args:Lorg/json/JSONObject;

    invoke-static {v0, v7}, Lcom/larderly/app/mapper/ParamsMapper;->clearWeek(Lorg/json/JSONObject;Z)Lcom/larderly/app/domain/Params$ClearWeek;

    move-result-object v8

    .line 186
    iget-boolean v0, v8, Lcom/larderly/app/domain/Params$ClearWeek;->confirmed:Z

    if-nez v0, :cond_6

    .line 187
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->clearWeek:Lcom/larderly/app/domain/PlanUseCases$ClearWeek;

    invoke-virtual {v0, v8}, Lcom/larderly/app/domain/PlanUseCases$ClearWeek;->execute(Lcom/larderly/app/domain/Params$ClearWeek;)Lcom/larderly/app/domain/Result;

    move-result-object v9

    .line 188
    iget-object v0, v9, Lcom/larderly/app/domain/Result;->confirmation:Lcom/larderly/app/domain/Result$Confirmation;

    if-nez v0, :cond_5

    .line 189
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    new-instance v2, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2}, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda3;-><init>()V

    invoke-static {v0, v9, v2}, Lcom/larderly/app/plans/PlanResultMapper;->toBundle(Ljava/lang/String;Lcom/larderly/app/domain/Result;Lcom/larderly/app/mapper/ResultMapper$ToJson;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 191
    :cond_5
    iget-object v3, v9, Lcom/larderly/app/domain/Result;->confirmation:Lcom/larderly/app/domain/Result$Confirmation;

    invoke-virtual {v3}, Lcom/larderly/app/domain/Result$Confirmation;->summary()Ljava/lang/String;

    move-result-object v3

    const-string v1, "com.larderly.app.plans"

    invoke-virtual {v5, v1, p1, v3}, Lcom/larderly/app/cetp/ConfirmationStore;->issue(Ljava/lang/String;Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 192
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    .line 193
    invoke-virtual {p0}, Lcom/larderly/app/plans/MealPlanToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2, v10}, Lcom/larderly/app/plans/PlanReviewIntents;->clearWeek(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    .line 192
    const-string v1, "USER_ACTION_REQUIRED"

    invoke-static {v0, v1, v2, v10}, Lcom/larderly/app/cetp/Envelopes;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 195
    :cond_6
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->executor:Lcom/larderly/app/plans/PlanMutationExecutor;

    new-instance v2, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v2, p0, v8}, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda4;-><init>(Lcom/larderly/app/plans/MealPlanToolProvider;Lcom/larderly/app/domain/Params$ClearWeek;)V

    invoke-virtual {v0, p1, v2}, Lcom/larderly/app/plans/PlanMutationExecutor;->run(Lcom/larderly/app/cetp/ProviderRequest;Lcom/larderly/app/cetp/Mutation;)Landroid/os/Bundle;

    move-result-object v9

    .line 196
    const-string v2, "status"

    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "success"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    .line 197
    iget-object v1, v8, Lcom/larderly/app/domain/Params$ClearWeek;->week:Ljava/lang/String;

    invoke-direct {p0, v1}, Lcom/larderly/app/plans/MealPlanToolProvider;->publishChange(Ljava/lang/String;)V

    .line 199
    :cond_7
    return-object v9
.end method

.method private create(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 149
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->args:Lorg/json/JSONObject;

    invoke-static {v0}, Lcom/larderly/app/mapper/ParamsMapper;->createPlan(Lorg/json/JSONObject;)Lcom/larderly/app/domain/Params$CreatePlan;

    move-result-object v3

    .line 150
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->executor:Lcom/larderly/app/plans/PlanMutationExecutor;

    new-instance v2, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0, v3}, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda2;-><init>(Lcom/larderly/app/plans/MealPlanToolProvider;Lcom/larderly/app/domain/Params$CreatePlan;)V

    invoke-virtual {v0, p1, v2}, Lcom/larderly/app/plans/PlanMutationExecutor;->run(Lcom/larderly/app/cetp/ProviderRequest;Lcom/larderly/app/cetp/Mutation;)Landroid/os/Bundle;

    move-result-object v4

    .line 157
    const-string v2, "status"

    invoke-virtual {v4, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "success"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 158
    iget-object v1, v3, Lcom/larderly/app/domain/Params$CreatePlan;->week:Ljava/lang/String;

    invoke-direct {p0, v1}, Lcom/larderly/app/plans/MealPlanToolProvider;->publishChange(Ljava/lang/String;)V

    .line 160
    :cond_0
    return-object v4
.end method

.method private finishOperation(Ljava/lang/String;Lcom/larderly/app/domain/Result;)V
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Lcom/larderly/app/domain/Result<",
            "Ljava/lang/Integer;",
            ">;)V"
        }
    .end annotation

    .line 218
    :try_start_0
    iget-boolean v0, p2, Lcom/larderly/app/domain/Result;->cancelled:Z

    if-eqz v0, :cond_0

    .line 219
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/larderly/app/cetp/OperationStore;->cancelled(Ljava/lang/String;)V

    goto :goto_0

    .line 220
    :cond_0
    iget-object v0, p2, Lcom/larderly/app/domain/Result;->error:Lcom/larderly/app/domain/DomainException;

    if-eqz v0, :cond_1

    .line 221
    iget-object v2, p2, Lcom/larderly/app/domain/Result;->error:Lcom/larderly/app/domain/DomainException;

    const-string v0, "LarderlyTools"

    const-string v1, "sync_plans failed"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 222
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v0

    iget-object v2, p2, Lcom/larderly/app/domain/Result;->error:Lcom/larderly/app/domain/DomainException;

    invoke-virtual {v2}, Lcom/larderly/app/domain/DomainException;->code()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, p1, v2}, Lcom/larderly/app/cetp/OperationStore;->fail(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 224
    :cond_1
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v0

    iget-object v3, p2, Lcom/larderly/app/domain/Result;->value:Ljava/lang/Object;

    check-cast v3, Ljava/lang/Integer;

    const-string v2, "synced"

    invoke-static {v2, v3}, Lcom/larderly/app/mapper/PlanMapper;->count(Ljava/lang/String;Ljava/lang/Integer;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, p1, v2}, Lcom/larderly/app/cetp/OperationStore;->succeed(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 228
    :goto_0
    goto :goto_1

    :catch_0
    move-exception v4

    .line 227
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v0

    const-string v2, "INTERNAL_ERROR"

    invoke-virtual {v0, p1, v2}, Lcom/larderly/app/cetp/OperationStore;->fail(Ljava/lang/String;Ljava/lang/String;)V

    .line 229
    :goto_1
    return-void
.end method

.method static synthetic lambda$clear$3(Ljava/lang/Integer;)Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 189
    const-string v0, "deleted"

    invoke-static {v0, p0}, Lcom/larderly/app/mapper/PlanMapper;->count(Ljava/lang/String;Ljava/lang/Integer;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$executeTool$0(Ljava/util/List;)Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 128
    invoke-static {p0}, Lcom/larderly/app/mapper/PlanMapper;->list(Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$executeTool$1(Lcom/larderly/app/domain/Params$Week;Ljava/util/List;)Lorg/json/JSONObject;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 134
    iget-object v0, p0, Lcom/larderly/app/domain/Params$Week;->week:Ljava/lang/String;

    invoke-static {v0, p1}, Lcom/larderly/app/mapper/PlanMapper;->shopping(Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private publishChange(Ljava/lang/String;)V
    .registers 9

    .line 233
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v4

    .line 235
    :try_start_0
    invoke-virtual {p0}, Lcom/larderly/app/plans/MealPlanToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lcom/larderly/app/plans/MealPlanToolProvider;->PLANS_URI:Landroid/net/Uri;

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 236
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->journal()Lcom/larderly/app/data/ChangeJournal;

    move-result-object v0

    invoke-static {}, Lcom/larderly/app/plans/MealPlanToolProvider;->requesterUid()I

    move-result v3

    const-string v1, "plan"

    invoke-virtual {v0, v1, p1, v3}, Lcom/larderly/app/data/ChangeJournal;->record(Ljava/lang/String;Ljava/lang/String;I)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 238
    invoke-static {v4, v5}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 239
    goto :goto_0

    :catchall_0
    move-exception v6

    .line 238
    invoke-static {v4, v5}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 239
    throw v6

    .line 240
    :goto_0
    return-void
.end method

.method private static requesterUid()I
    .registers 1

    .line 243
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    return v0
.end method

.method private static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 77
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 78
    const-string v0, "name"

    invoke-virtual {v2, v0, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 79
    const-string v0, "title"

    invoke-virtual {v2, v0, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 80
    const-string v0, "description"

    invoke-virtual {v2, v0, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 81
    const-string v0, "access"

    invoke-virtual {v2, v0, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 82
    const-string v0, "sensitivity"

    const-string v1, "personal"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 83
    return-object v2
.end method

.method private sync(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 203
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->executor:Lcom/larderly/app/plans/PlanMutationExecutor;

    invoke-virtual {v0, p1}, Lcom/larderly/app/plans/PlanMutationExecutor;->prior(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/Outcome;

    move-result-object v4

    .line 204
    if-eqz v4, :cond_0

    .line 205
    invoke-virtual {v4, p1}, Lcom/larderly/app/cetp/Outcome;->replay(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 207
    :cond_0
    invoke-static {}, Lcom/larderly/app/cetp/Tokens;->operationId()Ljava/lang/String;

    move-result-object v5

    .line 208
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->executor:Lcom/larderly/app/plans/PlanMutationExecutor;

    invoke-virtual {v0, p1, v5}, Lcom/larderly/app/plans/PlanMutationExecutor;->startOperation(Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 209
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->executor:Lcom/larderly/app/plans/PlanMutationExecutor;

    invoke-virtual {v0, p1}, Lcom/larderly/app/plans/PlanMutationExecutor;->prior(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/Outcome;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/larderly/app/cetp/Outcome;->replay(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 211
    :cond_1
    new-instance v6, Lcom/larderly/app/domain/Params$SyncPlans;

    new-instance v2, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v2, p0, v5}, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda5;-><init>(Lcom/larderly/app/plans/MealPlanToolProvider;Ljava/lang/String;)V

    invoke-direct {v6, v2}, Lcom/larderly/app/domain/Params$SyncPlans;-><init>(Ljava/util/function/BooleanSupplier;)V

    .line 212
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->useCaseHandler()Lcom/larderly/app/domain/UseCaseHandler;

    move-result-object v0

    iget-object v1, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->syncPlans:Lcom/larderly/app/domain/PlanUseCases$SyncPlans;

    new-instance v3, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v3, p0, v5}, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda6;-><init>(Lcom/larderly/app/plans/MealPlanToolProvider;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v6, v3}, Lcom/larderly/app/domain/UseCaseHandler;->execute(Lcom/larderly/app/domain/UseCase;Ljava/lang/Object;Lcom/larderly/app/domain/UseCaseHandler$Callback;)V

    .line 213
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    invoke-static {v0, v5}, Lcom/larderly/app/cetp/Envelopes;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method protected authorize(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/AccessDecision;
    .registers 6

    .line 116
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-boolean v0, v0, Lcom/larderly/app/cetp/ToolDescriptor;->async:Z

    if-eqz v0, :cond_0

    .line 117
    iget-object v1, p1, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-object v1, v1, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "authorize background tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "LarderlyTools"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 119
    :cond_0
    sget-object v0, Lcom/larderly/app/cetp/AccessDecision;->ALLOW:Lcom/larderly/app/cetp/AccessDecision;

    return-object v0
.end method

.method protected declareTools()Ljava/util/List;
    .registers 16
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/larderly/app/cetp/ToolDescriptor;",
            ">;"
        }
    .end annotation

    .line 88
    new-instance v14, Ljava/util/ArrayList;

    invoke-direct {v14}, Ljava/util/ArrayList;-><init>()V

    .line 89
    new-instance v0, Lcom/larderly/app/cetp/ToolDescriptor;

    const/4 v11, 0x1

    new-array v11, v11, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "plans.read"

    aput-object v13, v11, v12

    move-object v1, v0

    const-string v2, "list_plans"

    const-string v3, "List meal plans"

    const-string v4, "Lists weekly meal plans, or one week\'s."

    const-string v5, "read"

    const-string v6, "low"

    const-string v7, "never"

    const/4 v8, 0x0

    const/4 v9, 0x1

    const/4 v10, 0x0

    invoke-direct/range {v1 .. v11}, Lcom/larderly/app/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;)V

    .line 91
    const-string v1, "week"

    const-string v2, "string"

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 92
    const-string v1, "plans"

    const-string v2, "array"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 89
    invoke-interface {v14, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 93
    new-instance v0, Lcom/larderly/app/cetp/ToolDescriptor;

    const/4 v11, 0x1

    new-array v11, v11, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "plans.read"

    aput-object v13, v11, v12

    move-object v1, v0

    const-string v2, "shopping_list"

    const-string v3, "Shopping list"

    const-string v4, "Lists the ingredients a week\'s plan needs that the pantry does not hold."

    const-string v5, "read"

    const-string v6, "low"

    const-string v7, "never"

    const/4 v8, 0x0

    const/4 v9, 0x1

    const/4 v10, 0x0

    invoke-direct/range {v1 .. v11}, Lcom/larderly/app/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;)V

    .line 96
    const-string v1, "week"

    const-string v2, "string"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 97
    const-string v1, "week"

    const-string v2, "string"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    const-string v1, "items"

    const-string v2, "array"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 93
    invoke-interface {v14, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 98
    new-instance v0, Lcom/larderly/app/cetp/ToolDescriptor;

    const/4 v11, 0x1

    new-array v11, v11, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "plans.write"

    aput-object v13, v11, v12

    move-object v1, v0

    const-string v2, "create_plan"

    const-string v3, "Create meal plan"

    const-string v4, "Plans meals for a week that has no plan yet."

    const-string v5, "create"

    const-string v6, "moderate"

    const-string v7, "provider_policy"

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    invoke-direct/range {v1 .. v11}, Lcom/larderly/app/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;)V

    .line 100
    const-string v1, "week"

    const-string v2, "string"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    const-string v1, "title"

    const-string v2, "string"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    const-string v1, "meals"

    const-string v2, "array"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 101
    const-string v1, "plan_id"

    const-string v2, "string"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    const-string v1, "week"

    const-string v2, "string"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 98
    invoke-interface {v14, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 102
    new-instance v0, Lcom/larderly/app/cetp/ToolDescriptor;

    const/4 v11, 0x1

    new-array v11, v11, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "plans.write"

    aput-object v13, v11, v12

    move-object v1, v0

    const-string v2, "clear_week"

    const-string v3, "Clear a week"

    const-string v4, "Deletes a week\'s plan and its meals; the household reviews it first."

    const-string v5, "delete"

    const-string v6, "high"

    const-string v7, "always"

    const/4 v8, 0x1

    const/4 v9, 0x0

    const/4 v10, 0x0

    invoke-direct/range {v1 .. v11}, Lcom/larderly/app/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;)V

    .line 105
    const-string v1, "week"

    const-string v2, "string"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    const-string v1, "user_confirmed"

    const-string v2, "boolean"

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 106
    const-string v1, "deleted"

    const-string v2, "integer"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 102
    invoke-interface {v14, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 107
    new-instance v0, Lcom/larderly/app/cetp/ToolDescriptor;

    const/4 v11, 0x1

    new-array v11, v11, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "plans.write"

    aput-object v13, v11, v12

    move-object v1, v0

    const-string v2, "sync_plans"

    const-string v3, "Sync plans"

    const-string v4, "Re-reads every plan against the recipe book."

    const-string v5, "update"

    const-string v6, "low"

    const-string v7, "never"

    const/4 v8, 0x0

    const/4 v9, 0x1

    const/4 v10, 0x1

    invoke-direct/range {v1 .. v11}, Lcom/larderly/app/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;)V

    .line 109
    const-string v1, "synced"

    const-string v2, "integer"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 107
    invoke-interface {v14, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 110
    return-object v14
.end method

.method protected description()Ljava/lang/String;
    .registers 2

    .line 64
    const-string v0, "Weekly meal plans and the shopping lists they need."

    return-object v0
.end method

.method protected executeTool(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 125
    :try_start_0
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-object v3, v0, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    const/4 v4, -0x1

    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_plans"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "shopping_list"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "create_plan"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "clear_week"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v4, 0x3

    :cond_0
    :goto_0
    packed-switch v4, :pswitch_data_0

    goto :goto_1

    .line 127
    :pswitch_0
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->listPlans:Lcom/larderly/app/domain/PlanUseCases$ListPlans;

    iget-object v1, p1, Lcom/larderly/app/cetp/ProviderRequest;->args:Lorg/json/JSONObject;

    const/4 v2, 0x0

    invoke-static {v1, v2}, Lcom/larderly/app/mapper/ParamsMapper;->week(Lorg/json/JSONObject;Z)Lcom/larderly/app/domain/Params$Week;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/larderly/app/domain/PlanUseCases$ListPlans;->execute(Lcom/larderly/app/domain/Params$Week;)Lcom/larderly/app/domain/Result;

    move-result-object v5

    .line 128
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    new-instance v2, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2}, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda0;-><init>()V

    invoke-static {v0, v5, v2}, Lcom/larderly/app/plans/PlanResultMapper;->toBundle(Ljava/lang/String;Lcom/larderly/app/domain/Result;Lcom/larderly/app/mapper/ResultMapper$ToJson;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 131
    :pswitch_1
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->args:Lorg/json/JSONObject;

    const/4 v1, 0x1

    invoke-static {v0, v1}, Lcom/larderly/app/mapper/ParamsMapper;->week(Lorg/json/JSONObject;Z)Lcom/larderly/app/domain/Params$Week;

    move-result-object v5

    .line 132
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->shoppingList:Lcom/larderly/app/domain/PlanUseCases$ShoppingList;

    invoke-virtual {v0, v5}, Lcom/larderly/app/domain/PlanUseCases$ShoppingList;->execute(Lcom/larderly/app/domain/Params$Week;)Lcom/larderly/app/domain/Result;

    move-result-object v6

    .line 133
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    new-instance v2, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, v5}, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/larderly/app/domain/Params$Week;)V

    invoke-static {v0, v6, v2}, Lcom/larderly/app/plans/PlanResultMapper;->toBundle(Ljava/lang/String;Lcom/larderly/app/domain/Result;Lcom/larderly/app/mapper/ResultMapper$ToJson;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 137
    :pswitch_2
    invoke-direct {p0, p1}, Lcom/larderly/app/plans/MealPlanToolProvider;->create(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 139
    :pswitch_3
    invoke-direct {p0, p1}, Lcom/larderly/app/plans/MealPlanToolProvider;->clear(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 141
    :goto_1
    invoke-direct {p0, p1}, Lcom/larderly/app/plans/MealPlanToolProvider;->sync(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    :try_end_0
    .catch Lcom/larderly/app/domain/DomainException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 144
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    invoke-static {v0, v3}, Lcom/larderly/app/plans/PlanResultMapper;->explained(Ljava/lang/String;Lcom/larderly/app/domain/DomainException;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x6243e6eb -> :sswitch_1
        -0x2bac755a -> :sswitch_3
        -0x1d6d1f74 -> :sswitch_2
        0x2a007f89 -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method public synthetic lambda$clear$4$com-larderly-app-plans-MealPlanToolProvider(Lcom/larderly/app/domain/Params$ClearWeek;)Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 195
    iget-object v1, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->clearWeek:Lcom/larderly/app/domain/PlanUseCases$ClearWeek;

    invoke-virtual {v1, p1}, Lcom/larderly/app/domain/PlanUseCases$ClearWeek;->execute(Lcom/larderly/app/domain/Params$ClearWeek;)Lcom/larderly/app/domain/Result;

    move-result-object v1

    iget-object v1, v1, Lcom/larderly/app/domain/Result;->value:Ljava/lang/Object;

    check-cast v1, Ljava/lang/Integer;

    const-string v0, "deleted"

    invoke-static {v0, v1}, Lcom/larderly/app/mapper/PlanMapper;->count(Ljava/lang/String;Ljava/lang/Integer;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$create$2$com-larderly-app-plans-MealPlanToolProvider(Lcom/larderly/app/domain/Params$CreatePlan;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 151
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->createPlan:Lcom/larderly/app/domain/PlanUseCases$CreatePlan;

    invoke-virtual {v0, p1}, Lcom/larderly/app/domain/PlanUseCases$CreatePlan;->execute(Lcom/larderly/app/domain/Params$CreatePlan;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    iget-object v0, v0, Lcom/larderly/app/domain/Result;->value:Ljava/lang/Object;

    check-cast v0, Lcom/larderly/app/domain/MealPlan;

    move-object v3, v0

    .line 152
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 153
    iget-object v2, v3, Lcom/larderly/app/domain/MealPlan;->id:Ljava/lang/String;

    const-string v1, "plan_id"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 154
    iget-object v2, v3, Lcom/larderly/app/domain/MealPlan;->week:Ljava/lang/String;

    const-string v1, "week"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 155
    return-object v4
.end method

.method public synthetic lambda$sync$5$com-larderly-app-plans-MealPlanToolProvider(Ljava/lang/String;)Z
    .registers 3

    .line 211
    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/larderly/app/cetp/OperationStore;->isCancelRequested(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method public synthetic lambda$sync$6$com-larderly-app-plans-MealPlanToolProvider(Ljava/lang/String;Lcom/larderly/app/domain/Result;)V
    .registers 3

    .line 212
    invoke-direct {p0, p1, p2}, Lcom/larderly/app/plans/MealPlanToolProvider;->finishOperation(Ljava/lang/String;Lcom/larderly/app/domain/Result;)V

    return-void
.end method

.method public onCreate()Z
    .registers 5

    .line 42
    invoke-super {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->onCreate()Z

    .line 43
    new-instance v1, Lcom/larderly/app/plans/PlanMutationExecutor;

    iget-object v2, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v2}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v2

    const-string v3, "com.larderly.app.plans"

    invoke-direct {v1, v2, v3}, Lcom/larderly/app/plans/PlanMutationExecutor;-><init>(Lcom/larderly/app/cetp/OperationStore;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->executor:Lcom/larderly/app/plans/PlanMutationExecutor;

    .line 44
    new-instance v1, Lcom/larderly/app/domain/PlanUseCases$ListPlans;

    iget-object v2, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v2}, Lcom/larderly/app/di/ServiceLocator;->plans()Lcom/larderly/app/data/PlanRepository;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/larderly/app/domain/PlanUseCases$ListPlans;-><init>(Lcom/larderly/app/data/PlanRepository;)V

    iput-object v1, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->listPlans:Lcom/larderly/app/domain/PlanUseCases$ListPlans;

    .line 45
    new-instance v1, Lcom/larderly/app/domain/PlanUseCases$ShoppingList;

    iget-object v2, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v2}, Lcom/larderly/app/di/ServiceLocator;->plans()Lcom/larderly/app/data/PlanRepository;

    move-result-object v2

    iget-object v3, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v3}, Lcom/larderly/app/di/ServiceLocator;->pantry()Lcom/larderly/app/data/PantryRepository;

    move-result-object v3

    invoke-direct {v1, v2, v3}, Lcom/larderly/app/domain/PlanUseCases$ShoppingList;-><init>(Lcom/larderly/app/data/PlanRepository;Lcom/larderly/app/data/PantryRepository;)V

    iput-object v1, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->shoppingList:Lcom/larderly/app/domain/PlanUseCases$ShoppingList;

    .line 46
    new-instance v1, Lcom/larderly/app/domain/PlanUseCases$CreatePlan;

    iget-object v2, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v2}, Lcom/larderly/app/di/ServiceLocator;->plans()Lcom/larderly/app/data/PlanRepository;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/larderly/app/domain/PlanUseCases$CreatePlan;-><init>(Lcom/larderly/app/data/PlanRepository;)V

    iput-object v1, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->createPlan:Lcom/larderly/app/domain/PlanUseCases$CreatePlan;

    .line 47
    new-instance v1, Lcom/larderly/app/domain/PlanUseCases$ClearWeek;

    iget-object v2, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v2}, Lcom/larderly/app/di/ServiceLocator;->plans()Lcom/larderly/app/data/PlanRepository;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/larderly/app/domain/PlanUseCases$ClearWeek;-><init>(Lcom/larderly/app/data/PlanRepository;)V

    iput-object v1, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->clearWeek:Lcom/larderly/app/domain/PlanUseCases$ClearWeek;

    .line 48
    new-instance v1, Lcom/larderly/app/domain/PlanUseCases$SyncPlans;

    iget-object v2, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v2}, Lcom/larderly/app/di/ServiceLocator;->plans()Lcom/larderly/app/data/PlanRepository;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/larderly/app/domain/PlanUseCases$SyncPlans;-><init>(Lcom/larderly/app/data/PlanRepository;)V

    iput-object v1, p0, Lcom/larderly/app/plans/MealPlanToolProvider;->syncPlans:Lcom/larderly/app/domain/PlanUseCases$SyncPlans;

    .line 49
    const/4 v0, 0x1

    return v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 54
    const-string v0, "com.larderly.app.plans"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 59
    const-string v0, "Larderly Meal Planner"

    return-object v0
.end method

.method protected scopeCatalog()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 69
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 70
    const-string v0, "plans.read"

    const-string v1, "See meal plans"

    const-string v2, "Read weekly plans and shopping lists"

    const-string v3, "read"

    invoke-static {v0, v1, v2, v3}, Lcom/larderly/app/plans/MealPlanToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 71
    const-string v0, "plans.write"

    const-string v1, "Change meal plans"

    const-string v2, "Create, sync and clear weekly plans"

    const-string v3, "write"

    invoke-static {v0, v1, v2, v3}, Lcom/larderly/app/plans/MealPlanToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 72
    return-object v4
.end method
