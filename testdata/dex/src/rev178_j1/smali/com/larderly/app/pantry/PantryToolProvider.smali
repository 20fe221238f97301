.class public final Lcom/larderly/app/pantry/PantryToolProvider;
.super Lcom/larderly/app/cetp/ToolProviderBase;
.source "PantryToolProvider.java"


# static fields
.field static final DATE:Ljava/util/regex/Pattern;

.field static final ITEMS_URI:Landroid/net/Uri;

.field static final PROVIDER_ID:Ljava/lang/String; = "com.larderly.app.pantry"


# instance fields
.field private addItem:Lcom/larderly/app/domain/PantryUseCases$AddItem;

.field private adjustQuantity:Lcom/larderly/app/domain/PantryUseCases$AdjustQuantity;

.field private discardItem:Lcom/larderly/app/domain/PantryUseCases$DiscardItem;

.field private executor:Lcom/larderly/app/pantry/PantryMutationExecutor;

.field private expireItems:Lcom/larderly/app/domain/PantryUseCases$ExpireItems;

.field private listItems:Lcom/larderly/app/domain/PantryUseCases$ListItems;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 34
    const-string v0, "content://com.larderly.app.data/items"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    sput-object v0, Lcom/larderly/app/pantry/PantryToolProvider;->ITEMS_URI:Landroid/net/Uri;

    .line 35
    const-string v0, "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/larderly/app/pantry/PantryToolProvider;->DATE:Ljava/util/regex/Pattern;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 32
    invoke-direct {p0}, Lcom/larderly/app/cetp/ToolProviderBase;-><init>()V

    return-void
.end method

.method private changed(Lcom/larderly/app/cetp/ProviderRequest;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6

    .line 245
    const-string v2, "status"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "success"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 246
    iget-object v1, p1, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-object v1, v1, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    invoke-direct {p0, v1}, Lcom/larderly/app/pantry/PantryToolProvider;->publishChange(Ljava/lang/String;)V

    .line 248
    :cond_0
    return-object p2
.end method

.method private discard(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 169
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->executor:Lcom/larderly/app/pantry/PantryMutationExecutor;

    invoke-virtual {v0, p1}, Lcom/larderly/app/pantry/PantryMutationExecutor;->prior(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/Outcome;

    move-result-object v5

    .line 170
    if-eqz v5, :cond_0

    .line 171
    invoke-virtual {v5, p1}, Lcom/larderly/app/cetp/Outcome;->replay(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 173
    :cond_0
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->confirmations()Lcom/larderly/app/cetp/ConfirmationStore;

    move-result-object v6

    .line 174
    invoke-virtual {p1}, Lcom/larderly/app/cetp/ProviderRequest;->resumeToken()Ljava/lang/String;

    move-result-object v7

    .line 175
    const/4 v8, 0x0

    .line 176
    if-eqz v7, :cond_4

    .line 177
    const-string v1, "com.larderly.app.pantry"

    invoke-virtual {v6, v1, v7, p1}, Lcom/larderly/app/cetp/ConfirmationStore;->redeem(Ljava/lang/String;Ljava/lang/String;Lcom/larderly/app/cetp/ProviderRequest;)I

    move-result v9

    .line 178
    const/4 v1, 0x3

    if-ne v9, v1, :cond_1

    .line 179
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 181
    :cond_1
    const/4 v1, 0x2

    if-ne v9, v1, :cond_2

    .line 182
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "USER_CANCELLED"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 184
    :cond_2
    if-nez v9, :cond_3

    .line 185
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    .line 186
    invoke-virtual {p0}, Lcom/larderly/app/pantry/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2, v7}, Lcom/larderly/app/pantry/PantryReviewIntents;->discard(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    .line 185
    const-string v1, "USER_ACTION_REQUIRED"

    invoke-static {v0, v1, v2, v7}, Lcom/larderly/app/cetp/Envelopes;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 188
    :cond_3
    const/4 v8, 0x1

    .line 190
    :cond_4
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->args:Lorg/json/JSONObject;

    invoke-static {v0, v8}, Lcom/larderly/app/mapper/ParamsMapper;->discard(Lorg/json/JSONObject;Z)Lcom/larderly/app/domain/Params$Discard;

    move-result-object v9

    .line 191
    iget-boolean v0, v9, Lcom/larderly/app/domain/Params$Discard;->approved:Z

    if-nez v0, :cond_6

    .line 192
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->discardItem:Lcom/larderly/app/domain/PantryUseCases$DiscardItem;

    invoke-virtual {v0, v9}, Lcom/larderly/app/domain/PantryUseCases$DiscardItem;->execute(Lcom/larderly/app/domain/Params$Discard;)Lcom/larderly/app/domain/Result;

    move-result-object v10

    .line 193
    iget-object v0, v10, Lcom/larderly/app/domain/Result;->confirmation:Lcom/larderly/app/domain/Result$Confirmation;

    if-nez v0, :cond_5

    .line 194
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    new-instance v2, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2}, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda3;-><init>()V

    invoke-static {v0, v10, v2}, Lcom/larderly/app/mapper/ResultMapper;->toBundle(Ljava/lang/String;Lcom/larderly/app/domain/Result;Lcom/larderly/app/mapper/ResultMapper$ToJson;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 196
    :cond_5
    iget-object v3, v10, Lcom/larderly/app/domain/Result;->confirmation:Lcom/larderly/app/domain/Result$Confirmation;

    invoke-virtual {v3}, Lcom/larderly/app/domain/Result$Confirmation;->summary()Ljava/lang/String;

    move-result-object v3

    const-string v1, "com.larderly.app.pantry"

    invoke-virtual {v6, v1, p1, v3}, Lcom/larderly/app/cetp/ConfirmationStore;->issue(Ljava/lang/String;Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 197
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    .line 198
    invoke-virtual {p0}, Lcom/larderly/app/pantry/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2, v11}, Lcom/larderly/app/pantry/PantryReviewIntents;->discard(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    .line 197
    const-string v1, "USER_ACTION_REQUIRED"

    invoke-static {v0, v1, v2, v11}, Lcom/larderly/app/cetp/Envelopes;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 200
    :cond_6
    iget-object v2, p0, Lcom/larderly/app/pantry/PantryToolProvider;->executor:Lcom/larderly/app/pantry/PantryMutationExecutor;

    new-instance v4, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v4, p0, v9}, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda4;-><init>(Lcom/larderly/app/pantry/PantryToolProvider;Lcom/larderly/app/domain/Params$Discard;)V

    invoke-virtual {v2, p1, v4}, Lcom/larderly/app/pantry/PantryMutationExecutor;->run(Lcom/larderly/app/cetp/ProviderRequest;Lcom/larderly/app/cetp/Mutation;)Landroid/os/Bundle;

    move-result-object v2

    invoke-direct {p0, p1, v2}, Lcom/larderly/app/pantry/PantryToolProvider;->changed(Lcom/larderly/app/cetp/ProviderRequest;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private expire(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 209
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->executor:Lcom/larderly/app/pantry/PantryMutationExecutor;

    invoke-virtual {v0, p1}, Lcom/larderly/app/pantry/PantryMutationExecutor;->prior(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/Outcome;

    move-result-object v4

    .line 210
    if-eqz v4, :cond_0

    .line 211
    invoke-virtual {v4, p1}, Lcom/larderly/app/cetp/Outcome;->replay(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 213
    :cond_0
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->args:Lorg/json/JSONObject;

    const-string v1, "today"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 214
    sget-object v0, Lcom/larderly/app/pantry/PantryToolProvider;->DATE:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v5}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_1

    .line 215
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 217
    :cond_1
    invoke-static {}, Lcom/larderly/app/cetp/Tokens;->operationId()Ljava/lang/String;

    move-result-object v6

    .line 218
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->executor:Lcom/larderly/app/pantry/PantryMutationExecutor;

    invoke-virtual {v0, p1, v6}, Lcom/larderly/app/pantry/PantryMutationExecutor;->startOperation(Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 219
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->executor:Lcom/larderly/app/pantry/PantryMutationExecutor;

    invoke-virtual {v0, p1}, Lcom/larderly/app/pantry/PantryMutationExecutor;->replayStored(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 222
    :cond_2
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v7

    .line 223
    new-instance v8, Lcom/larderly/app/domain/Params$Expire;

    new-instance v3, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v3, p0, v6}, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda5;-><init>(Lcom/larderly/app/pantry/PantryToolProvider;Ljava/lang/String;)V

    invoke-direct {v8, v5, v7, v3}, Lcom/larderly/app/domain/Params$Expire;-><init>(Ljava/lang/String;ILjava/util/function/BooleanSupplier;)V

    .line 225
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->useCaseHandler()Lcom/larderly/app/domain/UseCaseHandler;

    move-result-object v0

    iget-object v1, p0, Lcom/larderly/app/pantry/PantryToolProvider;->expireItems:Lcom/larderly/app/domain/PantryUseCases$ExpireItems;

    new-instance v2, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v2, p0, v6}, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda6;-><init>(Lcom/larderly/app/pantry/PantryToolProvider;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v8, v2}, Lcom/larderly/app/domain/UseCaseHandler;->execute(Lcom/larderly/app/domain/UseCase;Ljava/lang/Object;Lcom/larderly/app/domain/UseCaseHandler$Callback;)V

    .line 226
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    invoke-static {v0, v6}, Lcom/larderly/app/cetp/Envelopes;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
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

    .line 231
    :try_start_0
    iget-boolean v0, p2, Lcom/larderly/app/domain/Result;->cancelled:Z

    if-eqz v0, :cond_0

    .line 232
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/larderly/app/cetp/OperationStore;->cancelled(Ljava/lang/String;)V

    goto :goto_0

    .line 233
    :cond_0
    iget-object v0, p2, Lcom/larderly/app/domain/Result;->error:Lcom/larderly/app/domain/DomainException;

    if-eqz v0, :cond_1

    .line 234
    iget-object v2, p2, Lcom/larderly/app/domain/Result;->error:Lcom/larderly/app/domain/DomainException;

    const-string v0, "LarderlyTools"

    const-string v1, "expire_items failed"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 235
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v0

    iget-object v2, p2, Lcom/larderly/app/domain/Result;->error:Lcom/larderly/app/domain/DomainException;

    invoke-virtual {v2}, Lcom/larderly/app/domain/DomainException;->code()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, p1, v2}, Lcom/larderly/app/cetp/OperationStore;->fail(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 237
    :cond_1
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v0

    iget-object v3, p2, Lcom/larderly/app/domain/Result;->value:Ljava/lang/Object;

    check-cast v3, Ljava/lang/Integer;

    const-string v2, "expired"

    invoke-static {v2, v3}, Lcom/larderly/app/mapper/PlanMapper;->count(Ljava/lang/String;Ljava/lang/Integer;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, p1, v2}, Lcom/larderly/app/cetp/OperationStore;->succeed(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 241
    :goto_0
    goto :goto_1

    :catch_0
    move-exception v4

    .line 240
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v0

    const-string v2, "INTERNAL_ERROR"

    invoke-virtual {v0, p1, v2}, Lcom/larderly/app/cetp/OperationStore;->fail(Ljava/lang/String;Ljava/lang/String;)V

    .line 242
    :goto_1
    return-void
.end method

.method static synthetic lambda$discard$3(Lcom/larderly/app/domain/PantryItem;)Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 194
    invoke-static {p0}, Lcom/larderly/app/mapper/ItemMapper;->toJson(Lcom/larderly/app/domain/PantryItem;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$listItems$2(Ljava/util/List;)Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 165
    invoke-static {p0}, Lcom/larderly/app/mapper/ItemMapper;->list(Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private listItems(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 163
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->args:Lorg/json/JSONObject;

    invoke-static {v0}, Lcom/larderly/app/mapper/ParamsMapper;->listItems(Lorg/json/JSONObject;)Lcom/larderly/app/domain/Params$ListItems;

    move-result-object v2

    .line 164
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->listItems:Lcom/larderly/app/domain/PantryUseCases$ListItems;

    invoke-virtual {v0, v2}, Lcom/larderly/app/domain/PantryUseCases$ListItems;->execute(Lcom/larderly/app/domain/Params$ListItems;)Lcom/larderly/app/domain/Result;

    move-result-object v3

    .line 165
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    new-instance v1, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v1}, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda2;-><init>()V

    invoke-static {v0, v3, v1}, Lcom/larderly/app/mapper/ResultMapper;->toBundle(Ljava/lang/String;Lcom/larderly/app/domain/Result;Lcom/larderly/app/mapper/ResultMapper$ToJson;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private publishChange(Ljava/lang/String;)V
    .registers 9

    .line 253
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 254
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v4

    .line 256
    :try_start_0
    invoke-virtual {p0}, Lcom/larderly/app/pantry/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lcom/larderly/app/pantry/PantryToolProvider;->ITEMS_URI:Landroid/net/Uri;

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 257
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->journal()Lcom/larderly/app/data/ChangeJournal;

    move-result-object v0

    const-string v1, "pantry"

    invoke-virtual {v0, v1, p1, v3}, Lcom/larderly/app/data/ChangeJournal;->record(Ljava/lang/String;Ljava/lang/String;I)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 259
    invoke-static {v4, v5}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 260
    goto :goto_0

    :catchall_0
    move-exception v6

    .line 259
    invoke-static {v4, v5}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 260
    throw v6

    .line 261
    :goto_0
    return-void
.end method

.method private static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 81
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 82
    const-string v0, "name"

    invoke-virtual {v2, v0, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 83
    const-string v0, "title"

    invoke-virtual {v2, v0, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 84
    const-string v0, "description"

    invoke-virtual {v2, v0, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 85
    const-string v0, "access"

    invoke-virtual {v2, v0, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 86
    const-string v0, "sensitivity"

    const-string v1, "personal"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 87
    return-object v2
.end method


# virtual methods
.method protected authorize(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/AccessDecision;
    .registers 10

    .line 124
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->caller:Lcom/larderly/app/cetp/CallerRegistry$Caller;

    iget-boolean v0, v0, Lcom/larderly/app/cetp/CallerRegistry$Caller;->allowed:Z

    if-nez v0, :cond_0

    .line 125
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/larderly/app/cetp/AccessDecision;->deny(Ljava/lang/String;)Lcom/larderly/app/cetp/AccessDecision;

    move-result-object v0

    return-object v0

    .line 127
    :cond_0
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-object v4, v0, Lcom/larderly/app/cetp/ToolDescriptor;->scopes:[Ljava/lang/String;

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_2

    aget-object v7, v4, v6

    .line 128
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->caller:Lcom/larderly/app/cetp/CallerRegistry$Caller;

    invoke-virtual {v0, v7}, Lcom/larderly/app/cetp/CallerRegistry$Caller;->holds(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 129
    iget-object v1, p1, Lcom/larderly/app/cetp/ProviderRequest;->caller:Lcom/larderly/app/cetp/CallerRegistry$Caller;

    iget-object v1, v1, Lcom/larderly/app/cetp/CallerRegistry$Caller;->packageName:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " lacks "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "LarderlyTools"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 130
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/larderly/app/cetp/AccessDecision;->deny(Ljava/lang/String;)Lcom/larderly/app/cetp/AccessDecision;

    move-result-object v0

    return-object v0

    .line 127
    :cond_1
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 133
    :cond_2
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

    .line 92
    new-instance v14, Ljava/util/ArrayList;

    invoke-direct {v14}, Ljava/util/ArrayList;-><init>()V

    .line 93
    new-instance v0, Lcom/larderly/app/cetp/ToolDescriptor;

    const/4 v11, 0x1

    new-array v11, v11, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "pantry.read"

    aput-object v13, v11, v12

    move-object v1, v0

    const-string v2, "list_items"

    const-string v3, "List pantry items"

    const-string v4, "Lists stocked items, optionally one category."

    const-string v5, "read"

    const-string v6, "low"

    const-string v7, "never"

    const/4 v8, 0x0

    const/4 v9, 0x1

    const/4 v10, 0x0

    invoke-direct/range {v1 .. v11}, Lcom/larderly/app/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;)V

    .line 95
    const-string v1, "category"

    const-string v2, "string"

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 96
    const-string v1, "items"

    const-string v2, "array"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    const-string v1, "count"

    const-string v2, "integer"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 93
    invoke-interface {v14, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 97
    new-instance v0, Lcom/larderly/app/cetp/ToolDescriptor;

    const/4 v11, 0x1

    new-array v11, v11, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "pantry.write"

    aput-object v13, v11, v12

    move-object v1, v0

    const-string v2, "add_item"

    const-string v3, "Add pantry item"

    const-string v4, "Adds a newly bought item to the pantry."

    const-string v5, "create"

    const-string v6, "moderate"

    const-string v7, "provider_policy"

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    invoke-direct/range {v1 .. v11}, Lcom/larderly/app/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;)V

    .line 99
    const-string v1, "name"

    const-string v2, "string"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    const-string v1, "category"

    const-string v2, "string"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 100
    const-string v1, "quantity"

    const-string v2, "integer"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    const-string v1, "unit"

    const-string v2, "string"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 101
    const-string v1, "best_before"

    const-string v2, "string"

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 102
    const-string v1, "item_id"

    const-string v2, "string"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    const-string v1, "quantity"

    const-string v2, "integer"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 97
    invoke-interface {v14, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 103
    new-instance v0, Lcom/larderly/app/cetp/ToolDescriptor;

    const/4 v11, 0x1

    new-array v11, v11, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "pantry.write"

    aput-object v13, v11, v12

    move-object v1, v0

    const-string v2, "adjust_quantity"

    const-string v3, "Adjust quantity"

    const-string v4, "Adds to or takes from the quantity of one item."

    const-string v5, "update"

    const-string v6, "low"

    const-string v7, "never"

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    invoke-direct/range {v1 .. v11}, Lcom/larderly/app/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;)V

    .line 106
    const-string v1, "item_id"

    const-string v2, "string"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    const-string v1, "delta"

    const-string v2, "integer"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 107
    const-string v1, "item_id"

    const-string v2, "string"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    const-string v1, "quantity"

    const-string v2, "integer"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 103
    invoke-interface {v14, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 108
    new-instance v0, Lcom/larderly/app/cetp/ToolDescriptor;

    const/4 v11, 0x1

    new-array v11, v11, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "pantry.write"

    aput-object v13, v11, v12

    move-object v1, v0

    const-string v2, "discard_item"

    const-string v3, "Discard item"

    const-string v4, "Removes an item from the pantry for good; the user reviews it in Larderly first."

    const-string v5, "delete"

    const-string v6, "high"

    const-string v7, "always"

    const/4 v8, 0x1

    const/4 v9, 0x0

    const/4 v10, 0x0

    invoke-direct/range {v1 .. v11}, Lcom/larderly/app/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;)V

    .line 111
    const-string v1, "item_id"

    const-string v2, "string"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    const-string v1, "reason"

    const-string v2, "string"

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 112
    const-string v1, "item_id"

    const-string v2, "string"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 108
    invoke-interface {v14, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 113
    new-instance v0, Lcom/larderly/app/cetp/ToolDescriptor;

    const/4 v11, 0x1

    new-array v11, v11, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "pantry.write"

    aput-object v13, v11, v12

    move-object v1, v0

    const-string v2, "expire_items"

    const-string v3, "Expire old items"

    const-string v4, "Sets items past their best-before date to zero, in the background."

    const-string v5, "update"

    const-string v6, "moderate"

    const-string v7, "provider_policy"

    const/4 v8, 0x0

    const/4 v9, 0x1

    const/4 v10, 0x1

    invoke-direct/range {v1 .. v11}, Lcom/larderly/app/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;)V

    .line 116
    const-string v1, "today"

    const-string v2, "string"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/cetp/ToolDescriptor;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 117
    const-string v1, "expired"

    const-string v2, "integer"

    invoke-virtual {v0, v1, v2}, Lcom/larderly/app/cetp/ToolDescriptor;->output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;

    move-result-object v0

    .line 113
    invoke-interface {v14, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 118
    return-object v14
.end method

.method protected description()Ljava/lang/String;
    .registers 2

    .line 68
    const-string v0, "Read and update what is stocked in the household pantry."

    return-object v0
.end method

.method protected executeTool(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 139
    :try_start_0
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-object v4, v0, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    const/4 v5, -0x1

    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_items"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "add_item"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "adjust_quantity"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "discard_item"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x3

    :cond_0
    :goto_0
    packed-switch v5, :pswitch_data_0

    goto :goto_1

    .line 141
    :pswitch_0
    invoke-direct {p0, p1}, Lcom/larderly/app/pantry/PantryToolProvider;->listItems(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 143
    :pswitch_1
    iget-object v2, p0, Lcom/larderly/app/pantry/PantryToolProvider;->executor:Lcom/larderly/app/pantry/PantryMutationExecutor;

    new-instance v3, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v3, p0, p1}, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/larderly/app/pantry/PantryToolProvider;Lcom/larderly/app/cetp/ProviderRequest;)V

    invoke-virtual {v2, p1, v3}, Lcom/larderly/app/pantry/PantryMutationExecutor;->run(Lcom/larderly/app/cetp/ProviderRequest;Lcom/larderly/app/cetp/Mutation;)Landroid/os/Bundle;

    move-result-object v2

    invoke-direct {p0, p1, v2}, Lcom/larderly/app/pantry/PantryToolProvider;->changed(Lcom/larderly/app/cetp/ProviderRequest;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 148
    :pswitch_2
    iget-object v2, p0, Lcom/larderly/app/pantry/PantryToolProvider;->executor:Lcom/larderly/app/pantry/PantryMutationExecutor;

    new-instance v3, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v3, p0, p1}, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/larderly/app/pantry/PantryToolProvider;Lcom/larderly/app/cetp/ProviderRequest;)V

    invoke-virtual {v2, p1, v3}, Lcom/larderly/app/pantry/PantryMutationExecutor;->run(Lcom/larderly/app/cetp/ProviderRequest;Lcom/larderly/app/cetp/Mutation;)Landroid/os/Bundle;

    move-result-object v2

    invoke-direct {p0, p1, v2}, Lcom/larderly/app/pantry/PantryToolProvider;->changed(Lcom/larderly/app/cetp/ProviderRequest;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 153
    :pswitch_3
    invoke-direct {p0, p1}, Lcom/larderly/app/pantry/PantryToolProvider;->discard(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 155
    :goto_1
    invoke-direct {p0, p1}, Lcom/larderly/app/pantry/PantryToolProvider;->expire(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    :try_end_0
    .catch Lcom/larderly/app/domain/DomainException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 158
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    invoke-static {v0, v4}, Lcom/larderly/app/mapper/ResultMapper;->failure(Ljava/lang/String;Lcom/larderly/app/domain/DomainException;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x49ae080f -> :sswitch_1
        -0x3e7021ec -> :sswitch_3
        -0x25f790c5 -> :sswitch_2
        0x29a18cdf -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method public synthetic lambda$discard$4$com-larderly-app-pantry-PantryToolProvider(Lcom/larderly/app/domain/Params$Discard;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 201
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->discardItem:Lcom/larderly/app/domain/PantryUseCases$DiscardItem;

    invoke-virtual {v0, p1}, Lcom/larderly/app/domain/PantryUseCases$DiscardItem;->execute(Lcom/larderly/app/domain/Params$Discard;)Lcom/larderly/app/domain/Result;

    move-result-object v3

    .line 202
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 203
    iget-object v2, v3, Lcom/larderly/app/domain/Result;->value:Ljava/lang/Object;

    check-cast v2, Lcom/larderly/app/domain/PantryItem;

    iget-object v2, v2, Lcom/larderly/app/domain/PantryItem;->id:Ljava/lang/String;

    const-string v1, "item_id"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 204
    return-object v4
.end method

.method public synthetic lambda$executeTool$0$com-larderly-app-pantry-PantryToolProvider(Lcom/larderly/app/cetp/ProviderRequest;)Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 144
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->addItem:Lcom/larderly/app/domain/PantryUseCases$AddItem;

    iget-object v1, p1, Lcom/larderly/app/cetp/ProviderRequest;->args:Lorg/json/JSONObject;

    invoke-static {v1}, Lcom/larderly/app/mapper/ParamsMapper;->addItem(Lorg/json/JSONObject;)Lcom/larderly/app/domain/Params$AddItem;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/larderly/app/domain/PantryUseCases$AddItem;->execute(Lcom/larderly/app/domain/Params$AddItem;)Lcom/larderly/app/domain/Result;

    move-result-object v2

    .line 145
    iget-object v0, v2, Lcom/larderly/app/domain/Result;->value:Ljava/lang/Object;

    check-cast v0, Lcom/larderly/app/domain/PantryItem;

    invoke-static {v0}, Lcom/larderly/app/mapper/ItemMapper;->toJson(Lcom/larderly/app/domain/PantryItem;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$executeTool$1$com-larderly-app-pantry-PantryToolProvider(Lcom/larderly/app/cetp/ProviderRequest;)Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 149
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->adjustQuantity:Lcom/larderly/app/domain/PantryUseCases$AdjustQuantity;

    iget-object v1, p1, Lcom/larderly/app/cetp/ProviderRequest;->args:Lorg/json/JSONObject;

    invoke-static {v1}, Lcom/larderly/app/mapper/ParamsMapper;->adjust(Lorg/json/JSONObject;)Lcom/larderly/app/domain/Params$Adjust;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/larderly/app/domain/PantryUseCases$AdjustQuantity;->execute(Lcom/larderly/app/domain/Params$Adjust;)Lcom/larderly/app/domain/Result;

    move-result-object v2

    .line 150
    iget-object v0, v2, Lcom/larderly/app/domain/Result;->value:Ljava/lang/Object;

    check-cast v0, Lcom/larderly/app/domain/PantryItem;

    invoke-static {v0}, Lcom/larderly/app/mapper/ItemMapper;->toJson(Lcom/larderly/app/domain/PantryItem;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$expire$5$com-larderly-app-pantry-PantryToolProvider(Ljava/lang/String;)Z
    .registers 3

    .line 224
    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v0}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/larderly/app/cetp/OperationStore;->isCancelRequested(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method public synthetic lambda$expire$6$com-larderly-app-pantry-PantryToolProvider(Ljava/lang/String;Lcom/larderly/app/domain/Result;)V
    .registers 3

    .line 225
    invoke-direct {p0, p1, p2}, Lcom/larderly/app/pantry/PantryToolProvider;->finishOperation(Ljava/lang/String;Lcom/larderly/app/domain/Result;)V

    return-void
.end method

.method public onCreate()Z
    .registers 6

    .line 46
    invoke-super {p0}, Lcom/larderly/app/cetp/ToolProviderBase;->onCreate()Z

    .line 47
    new-instance v1, Lcom/larderly/app/pantry/PantryMutationExecutor;

    iget-object v2, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v2}, Lcom/larderly/app/di/ServiceLocator;->database()Lcom/larderly/app/data/AppDatabase;

    move-result-object v2

    iget-object v3, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v3}, Lcom/larderly/app/di/ServiceLocator;->operations()Lcom/larderly/app/cetp/OperationStore;

    move-result-object v3

    const-string v4, "com.larderly.app.pantry"

    invoke-direct {v1, v2, v3, v4}, Lcom/larderly/app/pantry/PantryMutationExecutor;-><init>(Lcom/larderly/app/data/AppDatabase;Lcom/larderly/app/cetp/OperationStore;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/larderly/app/pantry/PantryToolProvider;->executor:Lcom/larderly/app/pantry/PantryMutationExecutor;

    .line 48
    new-instance v1, Lcom/larderly/app/domain/PantryUseCases$ListItems;

    iget-object v2, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v2}, Lcom/larderly/app/di/ServiceLocator;->pantry()Lcom/larderly/app/data/PantryRepository;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/larderly/app/domain/PantryUseCases$ListItems;-><init>(Lcom/larderly/app/data/PantryRepository;)V

    iput-object v1, p0, Lcom/larderly/app/pantry/PantryToolProvider;->listItems:Lcom/larderly/app/domain/PantryUseCases$ListItems;

    .line 49
    new-instance v1, Lcom/larderly/app/domain/PantryUseCases$AddItem;

    iget-object v2, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v2}, Lcom/larderly/app/di/ServiceLocator;->pantry()Lcom/larderly/app/data/PantryRepository;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/larderly/app/domain/PantryUseCases$AddItem;-><init>(Lcom/larderly/app/data/PantryRepository;)V

    iput-object v1, p0, Lcom/larderly/app/pantry/PantryToolProvider;->addItem:Lcom/larderly/app/domain/PantryUseCases$AddItem;

    .line 50
    new-instance v1, Lcom/larderly/app/domain/PantryUseCases$AdjustQuantity;

    iget-object v2, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v2}, Lcom/larderly/app/di/ServiceLocator;->pantry()Lcom/larderly/app/data/PantryRepository;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/larderly/app/domain/PantryUseCases$AdjustQuantity;-><init>(Lcom/larderly/app/data/PantryRepository;)V

    iput-object v1, p0, Lcom/larderly/app/pantry/PantryToolProvider;->adjustQuantity:Lcom/larderly/app/domain/PantryUseCases$AdjustQuantity;

    .line 51
    new-instance v1, Lcom/larderly/app/domain/PantryUseCases$DiscardItem;

    iget-object v2, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v2}, Lcom/larderly/app/di/ServiceLocator;->pantry()Lcom/larderly/app/data/PantryRepository;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/larderly/app/domain/PantryUseCases$DiscardItem;-><init>(Lcom/larderly/app/data/PantryRepository;)V

    iput-object v1, p0, Lcom/larderly/app/pantry/PantryToolProvider;->discardItem:Lcom/larderly/app/domain/PantryUseCases$DiscardItem;

    .line 52
    new-instance v1, Lcom/larderly/app/domain/PantryUseCases$ExpireItems;

    iget-object v2, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v2}, Lcom/larderly/app/di/ServiceLocator;->pantry()Lcom/larderly/app/data/PantryRepository;

    move-result-object v2

    iget-object v3, p0, Lcom/larderly/app/pantry/PantryToolProvider;->locator:Lcom/larderly/app/di/ServiceLocator;

    invoke-virtual {v3}, Lcom/larderly/app/di/ServiceLocator;->journal()Lcom/larderly/app/data/ChangeJournal;

    move-result-object v3

    invoke-direct {v1, v2, v3}, Lcom/larderly/app/domain/PantryUseCases$ExpireItems;-><init>(Lcom/larderly/app/data/PantryRepository;Lcom/larderly/app/data/ChangeJournal;)V

    iput-object v1, p0, Lcom/larderly/app/pantry/PantryToolProvider;->expireItems:Lcom/larderly/app/domain/PantryUseCases$ExpireItems;

    .line 53
    const/4 v0, 0x1

    return v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 58
    const-string v0, "com.larderly.app.pantry"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 63
    const-string v0, "Larderly Pantry"

    return-object v0
.end method

.method protected scopeCatalog()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 73
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 74
    const-string v0, "pantry.read"

    const-string v1, "See the pantry"

    const-string v2, "List stocked items and quantities"

    const-string v3, "read"

    invoke-static {v0, v1, v2, v3}, Lcom/larderly/app/pantry/PantryToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 75
    const-string v0, "pantry.write"

    const-string v1, "Change the pantry"

    const-string v2, "Add, adjust, expire and discard items"

    const-string v3, "write"

    invoke-static {v0, v1, v2, v3}, Lcom/larderly/app/pantry/PantryToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 76
    return-object v4
.end method
