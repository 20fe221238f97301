.class public final Lio/kanbu/app/wallet/WalletToolProvider;
.super Lcom/clawseed/sdk/provider/CetpV2ContentProvider;
.source "WalletToolProvider.kt"


# static fields
.field public static final Companion:Lio/kanbu/app/wallet/WalletToolProvider$Companion;

.field private static final TAG:Ljava/lang/String; = "KanbuWallet"


# instance fields
.field private final book$delegate:Lkotlin/Lazy;

.field private final gate:Lkotlin/jvm/functions/Function3;

.field private final identify:Lkotlin/jvm/functions/Function3;

.field private final journal$delegate:Lkotlin/Lazy;

.field private final mutationExecutor$delegate:Lkotlin/Lazy;

.field private final prefs$delegate:Lkotlin/Lazy;

.field private final providerDescription:Ljava/lang/String;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final revision:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final store$delegate:Lkotlin/Lazy;

.field private final tools:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/kanbu/app/wallet/WalletToolProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/kanbu/app/wallet/WalletToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/kanbu/app/wallet/WalletToolProvider;->Companion:Lio/kanbu/app/wallet/WalletToolProvider$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 28
    invoke-direct {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;-><init>()V

    .line 29
    const-string v0, "io.kanbu.app.wallet"

    iput-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->providerId:Ljava/lang/String;

    .line 30
    const-string v0, "Kanbu wallet"

    iput-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->providerName:Ljava/lang/String;

    .line 31
    const-string v0, "Expenses and envelope budgets kept in Kanbu"

    iput-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->providerDescription:Ljava/lang/String;

    .line 32
    sget-object v0, Lio/kanbu/app/wallet/WalletTools;->SCOPES:Ljava/util/List;

    iput-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->scopes:Ljava/util/List;

    .line 33
    sget-object v0, Lio/kanbu/app/wallet/WalletTools;->ALL:Ljava/util/List;

    iput-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->tools:Ljava/util/List;

    .line 34
    const-string v0, "wallet-3"

    iput-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->revision:Ljava/lang/String;

    .line 36
    new-instance v0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda0;-><init>(Lio/kanbu/app/wallet/WalletToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->prefs$delegate:Lkotlin/Lazy;

    .line 37
    new-instance v0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda1;-><init>(Lio/kanbu/app/wallet/WalletToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->book$delegate:Lkotlin/Lazy;

    .line 38
    new-instance v0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0}, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda2;-><init>(Lio/kanbu/app/wallet/WalletToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->journal$delegate:Lkotlin/Lazy;

    .line 39
    new-instance v0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0, p0}, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda3;-><init>(Lio/kanbu/app/wallet/WalletToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->mutationExecutor$delegate:Lkotlin/Lazy;

    .line 41
    new-instance v0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v0, p0}, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda4;-><init>(Lio/kanbu/app/wallet/WalletToolProvider;)V

    iput-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->identify:Lkotlin/jvm/functions/Function3;

    .line 52
    new-instance v0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v0, p0}, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda5;-><init>(Lio/kanbu/app/wallet/WalletToolProvider;)V

    iput-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->gate:Lkotlin/jvm/functions/Function3;

    .line 76
    new-instance v0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v0, p0}, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda6;-><init>(Lio/kanbu/app/wallet/WalletToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->store$delegate:Lkotlin/Lazy;

    .line 28
    return-void
.end method

.method public static final book_delegate$lambda$0(Lio/kanbu/app/wallet/WalletToolProvider;)Lio/kanbu/app/wallet/WalletBook;
    .registers 4

    .line 37
    new-instance v0, Lio/kanbu/app/wallet/WalletBook;

    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getPrefs()Landroid/content/SharedPreferences;

    move-result-object v1

    const-string v2, "<get-prefs>(...)"

    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lio/kanbu/app/wallet/WalletBook;-><init>(Landroid/content/SharedPreferences;)V

    return-object v0
.end method

.method private final execute-IoAF18A(Lcom/clawseed/sdk/provider/CetpRequest;)Ljava/lang/Object;
    .registers 13

    .line 102
    move-object v7, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v7

    check-cast v0, Lio/kanbu/app/wallet/WalletToolProvider;

    move-object v8, v0

    const/4 v9, 0x0

    .line 103
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v8, v1}, Lio/kanbu/app/wallet/WalletToolProvider;->tool(Ljava/lang/String;)Lcom/clawseed/sdk/provider/ToolDescriptor;

    move-result-object v0

    if-nez v0, :cond_0

    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 104
    :cond_0
    sget-object v0, Lio/kanbu/app/wallet/WalletTools;->INSTANCE:Lio/kanbu/app/wallet/WalletTools;

    invoke-virtual {v0, p1}, Lio/kanbu/app/wallet/WalletTools;->toAction(Lcom/clawseed/sdk/provider/CetpRequest;)Lio/kanbu/app/wallet/WalletAction$Tool;

    move-result-object v0

    if-nez v0, :cond_1

    .line 105
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_ARGS"

    const-string v2, "Arguments do not match the tool\'s input schema"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 104
    :cond_1
    move-object v10, v0

    .line 106
    invoke-direct {v8}, Lio/kanbu/app/wallet/WalletToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    new-instance v1, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v1, v8, p1, v10}, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda7;-><init>(Lio/kanbu/app/wallet/WalletToolProvider;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/wallet/WalletAction$Tool;)V

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Store;->atomically(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    .line 102
    :goto_0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    :catch_0
    move-exception v9

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v9}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    .line 109
    :goto_1
    return-object v8
.end method

.method public static final execute_IoAF18A$lambda$0$0(Lio/kanbu/app/wallet/WalletToolProvider;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/wallet/WalletAction$Tool;)Landroid/os/Bundle;
    .registers 6

    .line 107
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v1}, Lio/kanbu/app/wallet/WalletToolProvider;->tool(Ljava/lang/String;)Lcom/clawseed/sdk/provider/ToolDescriptor;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/ToolDescriptor;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getMutationExecutor()Lcom/clawseed/sdk/provider/CetpMutationExecutor;

    move-result-object v0

    new-instance v2, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda9;

    invoke-direct {v2, p0, p2}, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda9;-><init>(Lio/kanbu/app/wallet/WalletToolProvider;Lio/kanbu/app/wallet/WalletAction$Tool;)V

    invoke-interface {v0, p1, v2}, Lcom/clawseed/sdk/provider/CetpMutationExecutor;->execute(Lcom/clawseed/sdk/provider/CetpRequest;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-direct {p0, p2}, Lio/kanbu/app/wallet/WalletToolProvider;->through(Lio/kanbu/app/wallet/WalletAction$Tool;)Landroid/os/Bundle;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method public static final execute_IoAF18A$lambda$0$0$0(Lio/kanbu/app/wallet/WalletToolProvider;Lio/kanbu/app/wallet/WalletAction$Tool;Lcom/clawseed/sdk/provider/CetpRequest;)Landroid/os/Bundle;
    .registers 5

    const-string v1, "it"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 107
    invoke-direct {p0, p1}, Lio/kanbu/app/wallet/WalletToolProvider;->through(Lio/kanbu/app/wallet/WalletAction$Tool;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final gate$lambda$0(Lio/kanbu/app/wallet/WalletToolProvider;Lio/kanbu/app/core/Store;Lio/kanbu/app/wallet/WalletAction;Lkotlin/jvm/functions/Function1;)Lkotlin/Unit;
    .registers 13

    const-string v1, "store"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "action"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "next"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    instance-of v0, p2, Lio/kanbu/app/wallet/WalletAction$Tool;

    if-eqz v0, :cond_7

    .line 54
    move-object v1, p2

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$Tool;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {p0, v1}, Lio/kanbu/app/wallet/WalletToolProvider;->authorize(Lcom/clawseed/sdk/provider/CetpRequest;)Lcom/clawseed/sdk/provider/CetpAccessDecision;

    move-result-object v6

    .line 55
    move-object v0, p2

    check-cast v0, Lio/kanbu/app/wallet/WalletAction$Tool;

    invoke-virtual {v0}, Lio/kanbu/app/wallet/WalletAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->getResumeToken()Ljava/lang/String;

    move-result-object v7

    .line 57
    instance-of v0, v6, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    if-eqz v0, :cond_0

    .line 58
    new-instance v1, Lio/kanbu/app/wallet/WalletAction$Rejected;

    move-object v3, p2

    check-cast v3, Lio/kanbu/app/wallet/WalletAction$Tool;

    invoke-virtual {v3}, Lio/kanbu/app/wallet/WalletAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {v3}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    move-object v4, v6

    check-cast v4, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;->getCode()Ljava/lang/String;

    move-result-object v4

    move-object v5, v6

    check-cast v5, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    invoke-virtual {v5}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;->getMessage()Ljava/lang/String;

    move-result-object v5

    invoke-direct {v1, v3, v4, v5}, Lio/kanbu/app/wallet/WalletAction$Rejected;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {p1, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    goto/16 :goto_1

    .line 59
    :cond_0
    move-object v1, p2

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$Tool;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v1}, Lio/kanbu/app/wallet/WalletToolProvider;->tool(Ljava/lang/String;)Lcom/clawseed/sdk/provider/ToolDescriptor;

    move-result-object v0

    if-eqz v0, :cond_1

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/ToolDescriptor;->getAnnotations()Lcom/clawseed/sdk/provider/ToolAnnotations;

    move-result-object v0

    if-eqz v0, :cond_1

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/ToolAnnotations;->getConfirmation()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    const-string v1, "always"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    invoke-interface {p3, p2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    goto/16 :goto_1

    .line 60
    :cond_2
    move-object v0, p2

    check-cast v0, Lio/kanbu/app/wallet/WalletAction$Tool;

    invoke-virtual {v0}, Lio/kanbu/app/wallet/WalletAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "user_confirmed"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {p3, p2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_1

    .line 61
    :cond_3
    if-nez v7, :cond_4

    new-instance v1, Lio/kanbu/app/wallet/WalletAction$NeedsConfirmation;

    move-object v3, p2

    check-cast v3, Lio/kanbu/app/wallet/WalletAction$Tool;

    invoke-virtual {v3}, Lio/kanbu/app/wallet/WalletAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {p1}, Lio/kanbu/app/core/Store;->getState()Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lio/kanbu/app/wallet/WalletState;

    move-object v5, p2

    check-cast v5, Lio/kanbu/app/wallet/WalletAction$Tool;

    invoke-static {v4, v5}, Lio/kanbu/app/wallet/WalletToolProviderKt;->describe(Lio/kanbu/app/wallet/WalletState;Lio/kanbu/app/wallet/WalletAction$Tool;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v1, v3, v4}, Lio/kanbu/app/wallet/WalletAction$NeedsConfirmation;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)V

    invoke-virtual {p1, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    goto :goto_1

    .line 63
    :cond_4
    sget-object v0, Lio/kanbu/app/core/ConfirmationDesk;->INSTANCE:Lio/kanbu/app/core/ConfirmationDesk;

    move-object v2, p2

    check-cast v2, Lio/kanbu/app/wallet/WalletAction$Tool;

    invoke-virtual {v2}, Lio/kanbu/app/wallet/WalletAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v2

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getProviderId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v7, v2, v3}, Lio/kanbu/app/core/ConfirmationDesk;->redeem(Ljava/lang/String;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Lio/kanbu/app/core/Ticket;

    move-result-object v8

    .line 65
    if-nez v8, :cond_5

    new-instance v1, Lio/kanbu/app/wallet/WalletAction$Rejected;

    move-object v3, p2

    check-cast v3, Lio/kanbu/app/wallet/WalletAction$Tool;

    invoke-virtual {v3}, Lio/kanbu/app/wallet/WalletAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {v3}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v4, "INVALID_REQUEST"

    const-string v5, "The resume token is not valid for this call"

    invoke-direct {v1, v3, v4, v5}, Lio/kanbu/app/wallet/WalletAction$Rejected;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {p1, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    goto :goto_1

    .line 67
    :cond_5
    invoke-virtual {v8}, Lio/kanbu/app/core/Ticket;->getApproved()Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-interface {p3, p2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_1

    .line 68
    :cond_6
    new-instance v1, Lio/kanbu/app/wallet/WalletAction$Rejected;

    move-object v3, p2

    check-cast v3, Lio/kanbu/app/wallet/WalletAction$Tool;

    invoke-virtual {v3}, Lio/kanbu/app/wallet/WalletAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {v3}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v4, "USER_CANCELLED"

    const-string v5, "The user declined this action"

    invoke-direct {v1, v3, v4, v5}, Lio/kanbu/app/wallet/WalletAction$Rejected;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {p1, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    goto :goto_1

    .line 73
    :cond_7
    invoke-interface {p3, p2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    .line 74
    :goto_1
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final getBook()Lio/kanbu/app/wallet/WalletBook;
    .registers 3

    .line 37
    iget-object v1, p0, Lio/kanbu/app/wallet/WalletToolProvider;->book$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/wallet/WalletBook;

    return-object v0
.end method

.method private final getJournal()Lio/kanbu/app/core/RequestJournal;
    .registers 3

    .line 38
    iget-object v1, p0, Lio/kanbu/app/wallet/WalletToolProvider;->journal$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/core/RequestJournal;

    return-object v0
.end method

.method private final getPrefs()Landroid/content/SharedPreferences;
    .registers 3

    .line 36
    iget-object v1, p0, Lio/kanbu/app/wallet/WalletToolProvider;->prefs$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/content/SharedPreferences;

    return-object v0
.end method

.method private final getStore()Lio/kanbu/app/core/Store;
    .registers 3

    .line 76
    iget-object v1, p0, Lio/kanbu/app/wallet/WalletToolProvider;->store$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/core/Store;

    return-object v0
.end method

.method public static final identify$lambda$0(Lio/kanbu/app/wallet/WalletToolProvider;Lio/kanbu/app/core/Store;Lio/kanbu/app/wallet/WalletAction;Lkotlin/jvm/functions/Function1;)Lkotlin/Unit;
    .registers 17

    const-string v1, "store"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "action"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "next"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    instance-of v0, p2, Lio/kanbu/app/wallet/WalletAction$Tool;

    if-eqz v0, :cond_6

    move-object v1, p2

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$Tool;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v1}, Lio/kanbu/app/wallet/WalletToolProvider;->tool(Ljava/lang/String;)Lcom/clawseed/sdk/provider/ToolDescriptor;

    move-result-object v0

    if-eqz v0, :cond_1

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/ToolDescriptor;->getMutating()Z

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_6

    .line 43
    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v7

    .line 44
    move-object v1, p2

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$Tool;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getCallerUid()I

    move-result v1

    invoke-virtual {v7, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    const/4 v0, 0x1

    new-array v9, v0, [Ljava/lang/String;

    const-string v2, "unknown"

    const/4 v1, 0x0

    aput-object v2, v9, v1

    move-object v0, v9

    :cond_2
    const/4 v1, 0x0

    aget-object v8, v0, v1

    .line 45
    move-object v10, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v11, v10

    .line 167
    const/4 v12, 0x0

    .line 45
    const/high16 v2, 0x8000000

    invoke-virtual {v7, v8, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    :catch_0
    move-exception v12

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v12}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11

    :goto_1
    move-object v10, v11

    .line 46
    invoke-static {v10}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v10

    check-cast v0, Landroid/content/pm/PackageInfo;

    move-object v11, v0

    .line 167
    const/4 v12, 0x0

    .line 46
    iget-object v0, v11, Landroid/content/pm/PackageInfo;->versionName:Ljava/lang/String;

    if-nez v0, :cond_3

    const-string v0, "?"

    :cond_3
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    goto :goto_2

    :cond_4
    invoke-static {v10}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    :goto_2
    move-object v10, v0

    const-string v11, "?"

    invoke-static {v10}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    move-object v0, v11

    goto :goto_3

    :cond_5
    move-object v0, v10

    :goto_3
    check-cast v0, Ljava/lang/String;

    .line 45
    move-object v9, v0

    .line 47
    new-instance v1, Lio/kanbu/app/wallet/WalletAction$Identified;

    move-object v3, p2

    check-cast v3, Lio/kanbu/app/wallet/WalletAction$Tool;

    invoke-virtual {v3}, Lio/kanbu/app/wallet/WalletAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {v3}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v5, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, " "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v1, v3, v4}, Lio/kanbu/app/wallet/WalletAction$Identified;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {p1, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    .line 49
    :cond_6
    move-object/from16 v0, p3

    invoke-interface {v0, p2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    .line 50
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final journal_delegate$lambda$0(Lio/kanbu/app/wallet/WalletToolProvider;)Lio/kanbu/app/core/RequestJournal;
    .registers 5

    .line 38
    new-instance v0, Lio/kanbu/app/core/RequestJournal;

    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getPrefs()Landroid/content/SharedPreferences;

    move-result-object v1

    const-string v3, "<get-prefs>(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Lio/kanbu/app/core/RequestJournal;-><init>(Landroid/content/SharedPreferences;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final mutationExecutor_delegate$lambda$0(Lio/kanbu/app/wallet/WalletToolProvider;)Lio/kanbu/app/core/JournalExecutor;
    .registers 3

    .line 39
    new-instance v0, Lio/kanbu/app/core/JournalExecutor;

    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getJournal()Lio/kanbu/app/core/RequestJournal;

    move-result-object v1

    invoke-direct {v0, v1}, Lio/kanbu/app/core/JournalExecutor;-><init>(Lio/kanbu/app/core/RequestJournal;)V

    return-object v0
.end method

.method private final park(Lio/kanbu/app/wallet/WalletEffect$AskUser;)Lio/kanbu/app/wallet/WalletAction;
    .registers 13

    .line 140
    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v6, v0

    .line 141
    invoke-virtual {p1}, Lio/kanbu/app/wallet/WalletEffect$AskUser;->getAsk()I

    move-result v0

    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v0

    const/16 v1, 0x8

    const/16 v2, 0x30

    invoke-static {v0, v1, v2}, Lkotlin/text/StringsKt;->padStart(Ljava/lang/String;IC)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "wr"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v7

    .line 142
    sget-object v0, Lio/kanbu/app/core/Tokens;->INSTANCE:Lio/kanbu/app/core/Tokens;

    const/16 v1, 0x10

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v8

    .line 143
    sget-object v0, Lio/kanbu/app/core/ConfirmationDesk;->INSTANCE:Lio/kanbu/app/core/ConfirmationDesk;

    invoke-virtual {p1}, Lio/kanbu/app/wallet/WalletEffect$AskUser;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getProviderId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lio/kanbu/app/wallet/WalletEffect$AskUser;->getSummary()Ljava/lang/String;

    move-result-object v5

    move-object v1, v7

    move-object v2, v8

    invoke-virtual/range {v0 .. v5}, Lio/kanbu/app/core/ConfirmationDesk;->park(Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;)V

    .line 144
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lio/kanbu/app/ui/WalletConfirmActivity;

    invoke-direct {v0, v6, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "io.kanbu.app.extra.WALLET_TICKET"

    invoke-virtual {v0, v1, v8}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v9

    .line 145
    invoke-virtual {p1}, Lio/kanbu/app/wallet/WalletEffect$AskUser;->getAsk()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {v6, v1, v9, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v10

    .line 147
    new-instance v0, Lio/kanbu/app/wallet/WalletAction$Parked;

    invoke-virtual {p1}, Lio/kanbu/app/wallet/WalletEffect$AskUser;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v2

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v2

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, v2, v10, v7}, Lio/kanbu/app/wallet/WalletAction$Parked;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lio/kanbu/app/wallet/WalletAction;

    return-object v0
.end method

.method public static final prefs_delegate$lambda$0(Lio/kanbu/app/wallet/WalletToolProvider;)Landroid/content/SharedPreferences;
    .registers 4

    .line 36
    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const-string v1, "wallet"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    return-object v0
.end method

.method private final run(Lio/kanbu/app/wallet/WalletEffect;)Lio/kanbu/app/wallet/WalletAction;
    .registers 11

    .line 130
    move-object v5, p1

    .line 131
    instance-of v0, v5, Lio/kanbu/app/wallet/WalletEffect$Persist;

    if-eqz v0, :cond_1

    move-object v6, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v6

    check-cast v0, Lio/kanbu/app/wallet/WalletToolProvider;

    move-object v7, v0

    .line 167
    const/4 v8, 0x0

    .line 131
    invoke-direct {v7}, Lio/kanbu/app/wallet/WalletToolProvider;->getBook()Lio/kanbu/app/wallet/WalletBook;

    move-result-object v0

    invoke-direct {v7}, Lio/kanbu/app/wallet/WalletToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v1

    invoke-virtual {v1}, Lio/kanbu/app/core/Store;->getState()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lio/kanbu/app/wallet/WalletState;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v1

    invoke-direct {v7}, Lio/kanbu/app/wallet/WalletToolProvider;->getJournal()Lio/kanbu/app/core/RequestJournal;

    move-result-object v2

    move-object v3, p1

    check-cast v3, Lio/kanbu/app/wallet/WalletEffect$Persist;

    invoke-virtual {v3}, Lio/kanbu/app/wallet/WalletEffect$Persist;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    move-object v4, p1

    check-cast v4, Lio/kanbu/app/wallet/WalletEffect$Persist;

    invoke-virtual {v4}, Lio/kanbu/app/wallet/WalletEffect$Persist;->getOutcome()Lio/kanbu/app/core/Outcome;

    move-result-object v4

    invoke-virtual {v2, v3, v4}, Lio/kanbu/app/core/RequestJournal;->entry(Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;)Lkotlin/Pair;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lio/kanbu/app/wallet/WalletBook;->commit(Lio/kanbu/app/wallet/Ledger;Lkotlin/Pair;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v8

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    :goto_0
    move-object v6, v7

    .line 132
    invoke-static {v6}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_0

    move-object v0, v6

    check-cast v0, Lkotlin/Unit;

    move-object v7, v0

    const/4 v8, 0x0

    .line 133
    new-instance v0, Lio/kanbu/app/wallet/WalletAction$Committed;

    move-object v2, p1

    check-cast v2, Lio/kanbu/app/wallet/WalletEffect$Persist;

    invoke-virtual {v2}, Lio/kanbu/app/wallet/WalletEffect$Persist;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v2

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v2

    move-object v3, p1

    check-cast v3, Lio/kanbu/app/wallet/WalletEffect$Persist;

    invoke-virtual {v3}, Lio/kanbu/app/wallet/WalletEffect$Persist;->getOutcome()Lio/kanbu/app/core/Outcome;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lio/kanbu/app/wallet/WalletAction$Committed;-><init>(Ljava/lang/String;Lio/kanbu/app/core/Outcome;)V

    check-cast v0, Lio/kanbu/app/wallet/WalletAction;

    .line 132
    goto :goto_1

    :cond_0
    move-object v7, v0

    const/4 v8, 0x0

    .line 134
    new-instance v0, Lio/kanbu/app/wallet/WalletAction$Failed;

    move-object v2, p1

    check-cast v2, Lio/kanbu/app/wallet/WalletEffect$Persist;

    invoke-virtual {v2}, Lio/kanbu/app/wallet/WalletEffect$Persist;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v2

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v2

    move-object v4, p1

    check-cast v4, Lio/kanbu/app/wallet/WalletEffect$Persist;

    invoke-virtual {v4}, Lio/kanbu/app/wallet/WalletEffect$Persist;->getBefore()Lio/kanbu/app/wallet/Ledger;

    move-result-object v4

    invoke-direct {v0, v2, v7, v4}, Lio/kanbu/app/wallet/WalletAction$Failed;-><init>(Ljava/lang/String;Ljava/lang/Throwable;Lio/kanbu/app/wallet/Ledger;)V

    check-cast v0, Lio/kanbu/app/wallet/WalletAction;

    .line 132
    goto :goto_1

    .line 136
    :cond_1
    instance-of v0, v5, Lio/kanbu/app/wallet/WalletEffect$AskUser;

    if-eqz v0, :cond_2

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletEffect$AskUser;

    invoke-direct {p0, v1}, Lio/kanbu/app/wallet/WalletToolProvider;->park(Lio/kanbu/app/wallet/WalletEffect$AskUser;)Lio/kanbu/app/wallet/WalletAction;

    move-result-object v0

    goto :goto_1

    .line 130
    :cond_2
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 137
    :goto_1
    return-object v0
.end method

.method private final settle()V
    .registers 7

    .line 122
    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    invoke-virtual {v0}, Lio/kanbu/app/core/Store;->getState()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/wallet/WalletState;

    invoke-static {v0}, Lio/kanbu/app/wallet/WalletModelKt;->getPending(Lio/kanbu/app/wallet/WalletState;)Ljava/util/List;

    move-result-object v3

    .line 123
    :goto_0
    move-object v0, v3

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_1

    :cond_0
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_2

    .line 124
    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    new-instance v1, Lio/kanbu/app/wallet/WalletAction$EffectsTaken;

    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v2

    invoke-direct {v1, v2}, Lio/kanbu/app/wallet/WalletAction$EffectsTaken;-><init>(I)V

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    .line 125
    invoke-interface {v3}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_2
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Lio/kanbu/app/wallet/WalletEffect;

    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    invoke-direct {p0, v5}, Lio/kanbu/app/wallet/WalletToolProvider;->run(Lio/kanbu/app/wallet/WalletEffect;)Lio/kanbu/app/wallet/WalletAction;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    goto :goto_2

    .line 126
    :cond_1
    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    invoke-virtual {v0}, Lio/kanbu/app/core/Store;->getState()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/wallet/WalletState;

    invoke-static {v0}, Lio/kanbu/app/wallet/WalletModelKt;->getPending(Lio/kanbu/app/wallet/WalletState;)Ljava/util/List;

    move-result-object v3

    goto :goto_0

    .line 128
    :cond_2
    return-void
.end method

.method public static final store_delegate$lambda$0(Lio/kanbu/app/wallet/WalletToolProvider;)Lio/kanbu/app/core/Store;
    .registers 8

    .line 77
    new-instance v0, Lio/kanbu/app/core/Store;

    sget-object v1, Lio/kanbu/app/wallet/WalletState;->Companion:Lio/kanbu/app/wallet/WalletState$Companion;

    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getBook()Lio/kanbu/app/wallet/WalletBook;

    move-result-object v2

    invoke-virtual {v2}, Lio/kanbu/app/wallet/WalletBook;->load()Lio/kanbu/app/wallet/Ledger;

    move-result-object v2

    invoke-virtual {v1, v2}, Lio/kanbu/app/wallet/WalletState$Companion;->of(Lio/kanbu/app/wallet/Ledger;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v1

    sget-object v2, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda8;->INSTANCE:Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda8;

    .line 78
    const/4 v3, 0x2

    new-array v6, v3, [Lkotlin/jvm/functions/Function3;

    iget-object v5, p0, Lio/kanbu/app/wallet/WalletToolProvider;->identify:Lkotlin/jvm/functions/Function3;

    const/4 v4, 0x0

    aput-object v5, v6, v4

    iget-object v5, p0, Lio/kanbu/app/wallet/WalletToolProvider;->gate:Lkotlin/jvm/functions/Function3;

    const/4 v4, 0x1

    aput-object v5, v6, v4

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    .line 77
    invoke-direct {v0, v1, v2, v3}, Lio/kanbu/app/core/Store;-><init>(Ljava/lang/Object;Lkotlin/jvm/functions/Function2;Ljava/util/List;)V

    .line 78
    return-object v0
.end method

.method public static final store_delegate$lambda$0$0(Lio/kanbu/app/wallet/WalletState;Lio/kanbu/app/wallet/WalletAction;)Lio/kanbu/app/wallet/WalletState;
    .registers 4

    const-string v1, "state"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "action"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 77
    invoke-static {p0, p1}, Lio/kanbu/app/wallet/WalletReducerKt;->reduceWallet(Lio/kanbu/app/wallet/WalletState;Lio/kanbu/app/wallet/WalletAction;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    return-object v0
.end method

.method private final through(Lio/kanbu/app/wallet/WalletAction$Tool;)Landroid/os/Bundle;
    .registers 8

    .line 113
    invoke-virtual {p1}, Lio/kanbu/app/wallet/WalletAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v4

    .line 114
    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    invoke-virtual {v0, p1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    .line 115
    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->settle()V

    .line 116
    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    invoke-virtual {v0}, Lio/kanbu/app/core/Store;->getState()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/wallet/WalletState;

    invoke-static {v0, v4}, Lio/kanbu/app/wallet/WalletModelKt;->outcome(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;)Lio/kanbu/app/core/Outcome;

    move-result-object v0

    if-nez v0, :cond_0

    new-instance v0, Lio/kanbu/app/core/Outcome$Failed;

    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The tool produced no result"

    invoke-direct {v0, v2, v3}, Lio/kanbu/app/core/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lio/kanbu/app/core/Outcome;

    :cond_0
    move-object v5, v0

    .line 117
    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    new-instance v1, Lio/kanbu/app/wallet/WalletAction$Delivered;

    invoke-direct {v1, v4}, Lio/kanbu/app/wallet/WalletAction$Delivered;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    .line 118
    invoke-virtual {v5, v4}, Lio/kanbu/app/core/Outcome;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public authorize(Lcom/clawseed/sdk/provider/CetpRequest;)Lcom/clawseed/sdk/provider/CetpAccessDecision;
    .registers 11

    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 82
    sget-object v0, Lio/kanbu/app/wallet/WalletTools;->byName:Ljava/util/Map;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/clawseed/sdk/provider/ToolDescriptor;

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/ToolDescriptor;->getAnnotations()Lcom/clawseed/sdk/provider/ToolAnnotations;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/ToolAnnotations;->getEffect()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v5, v0

    .line 83
    if-nez v5, :cond_1

    sget-object v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    goto :goto_1

    .line 84
    :cond_1
    const-string v1, "read"

    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    sget-object v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    goto :goto_1

    .line 85
    :cond_2
    sget-object v6, Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;

    move-object v7, v6

    .line 167
    const/4 v8, 0x0

    .line 85
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "mutation "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " for "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "KanbuWallet"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    move-object v0, v6

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    .line 86
    :goto_1
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 89
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v7

    .line 90
    move-object/from16 v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v8, v0

    .line 91
    const-string v1, "execute_tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    invoke-virtual {p0, v7, p1, v8}, Lio/kanbu/app/wallet/WalletToolProvider;->dispatchCall(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 92
    :cond_1
    invoke-virtual {p0, v7, p1, v8}, Lio/kanbu/app/wallet/WalletToolProvider;->open(ILjava/lang/String;Landroid/os/Bundle;)Lcom/clawseed/sdk/provider/Envelope;

    move-result-object v10

    .line 93
    instance-of v0, v10, Lcom/clawseed/sdk/provider/Envelope$Rejected;

    if-eqz v0, :cond_2

    move-object v0, v10

    check-cast v0, Lcom/clawseed/sdk/provider/Envelope$Rejected;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/Envelope$Rejected;->getResponse()Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 94
    :cond_2
    instance-of v0, v10, Lcom/clawseed/sdk/provider/Envelope$Opened;

    if-eqz v0, :cond_3

    move-object v0, v10

    check-cast v0, Lcom/clawseed/sdk/provider/Envelope$Opened;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/Envelope$Opened;->getRequest()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v0

    goto :goto_0

    .line 92
    :cond_3
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_0
    move-object v9, v0

    .line 96
    invoke-direct {p0, v9}, Lio/kanbu/app/wallet/WalletToolProvider;->execute-IoAF18A(Lcom/clawseed/sdk/provider/CetpRequest;)Ljava/lang/Object;

    move-result-object v10

    invoke-static {v10}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_4

    move-object v0, v10

    goto :goto_1

    :cond_4
    move-object v11, v0

    const/4 v12, 0x0

    .line 97
    const-string v0, "KanbuWallet"

    const-string v1, "execute_tool failed"

    invoke-static {v0, v1, v11}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 98
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {v9}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The wallet could not run this tool"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    .line 96
    :goto_1
    check-cast v0, Landroid/os/Bundle;

    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/sdk/provider/CetpMutationExecutor;
    .registers 3

    .line 39
    iget-object v1, p0, Lio/kanbu/app/wallet/WalletToolProvider;->mutationExecutor$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/clawseed/sdk/provider/CetpMutationExecutor;

    return-object v0
.end method

.method public getProviderDescription()Ljava/lang/String;
    .registers 2

    .line 31
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->providerDescription:Ljava/lang/String;

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 29
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public getProviderName()Ljava/lang/String;
    .registers 2

    .line 30
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->providerName:Ljava/lang/String;

    return-object v0
.end method

.method public getRevision()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->revision:Ljava/lang/String;

    return-object v0
.end method

.method public getScopes()Ljava/util/List;
    .registers 2

    .line 32
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public getTools()Ljava/util/List;
    .registers 2

    .line 33
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider;->tools:Ljava/util/List;

    return-object v0
.end method
