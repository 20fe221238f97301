.class public final Lcom/larchwood/library/FineTools;
.super Ljava/lang/Object;
.source "FineTools.kt"


# static fields
.field private static final CARD:Lkotlin/text/Regex;

.field private static final CARD_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"card_number\":{\"type\":\"string\",\"pattern\":\"^[0-9]{14}$\"}},\"required\":[\"card_number\"],\"additionalProperties\":false}"

.field public static final Companion:Lcom/larchwood/library/FineTools$Companion;

.field private static final FINE_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"fine_id\":{\"type\":\"string\"}},\"required\":[\"fine_id\"],\"additionalProperties\":false}"

.field private static final LIST_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"order_by\":{\"enum\":[\"newest\",\"oldest\",\"amount\"]},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},\"additionalProperties\":false}"

.field public static final PROVIDER_ID:Ljava/lang/String; = "com.larchwood.library.fines"

.field private static final TAG:Ljava/lang/String; = "LarchwoodFines"


# instance fields
.field private final fines:Lcom/larchwood/library/FineRepository;

.field private final graph:Lcom/larchwood/library/LibraryGraph;

.field private final host:Lcom/larchwood/library/ToolHost;

.field private final tools:Ljava/util/List;

.field private final ui:Lcom/larchwood/library/ProviderUi;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/larchwood/library/FineTools$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/larchwood/library/FineTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/larchwood/library/FineTools;->Companion:Lcom/larchwood/library/FineTools$Companion;

    .line 73
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "[0-9]{14}"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lcom/larchwood/library/FineTools;->CARD:Lkotlin/text/Regex;

    return-void
.end method

.method public constructor <init>(Lcom/larchwood/library/LibraryGraph;)V
    .registers 18

    move-object/from16 v0, p1

    const-string v1, "graph"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    move-object/from16 v0, p0

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    move-object/from16 v1, p1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/larchwood/library/FineTools;->graph:Lcom/larchwood/library/LibraryGraph;

    .line 10
    new-instance v1, Lcom/larchwood/library/FineRepository;

    move-object/from16 v3, p0

    iget-object v3, v3, Lcom/larchwood/library/FineTools;->graph:Lcom/larchwood/library/LibraryGraph;

    invoke-virtual {v3}, Lcom/larchwood/library/LibraryGraph;->getDb()Lcom/larchwood/library/LibraryDb;

    move-result-object v3

    invoke-direct {v1, v3}, Lcom/larchwood/library/FineRepository;-><init>(Lcom/larchwood/library/LibraryDb;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/larchwood/library/FineTools;->fines:Lcom/larchwood/library/FineRepository;

    .line 11
    new-instance v1, Lcom/larchwood/library/ProviderUi;

    sget-object v3, Lcom/larchwood/library/LarchwoodId;->INSTANCE:Lcom/larchwood/library/LarchwoodId;

    check-cast v3, Lcom/larchwood/library/AccountScreens;

    sget-object v4, Lcom/larchwood/library/PaymentScreen;->INSTANCE:Lcom/larchwood/library/PaymentScreen;

    check-cast v4, Lcom/larchwood/library/ConfirmScreen;

    invoke-direct {v1, v3, v4}, Lcom/larchwood/library/ProviderUi;-><init>(Lcom/larchwood/library/AccountScreens;Lcom/larchwood/library/ConfirmScreen;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/larchwood/library/FineTools;->ui:Lcom/larchwood/library/ProviderUi;

    .line 17
    const/4 v1, 0x4

    new-array v15, v1, [Lcom/larchwood/library/Tool;

    new-instance v3, Lcom/larchwood/library/Tool;

    new-instance v5, Lcom/larchwood/library/ToolSpec;

    const-string v6, "list_fines"

    const-string v7, "The borrower\'s fines, paid and unpaid"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"order_by\":{\"enum\":[\"newest\",\"oldest\",\"amount\"]},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},\"additionalProperties\":false}"

    const-string v9, "fines.read"

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/16 v13, 0x70

    const/4 v14, 0x0

    invoke-direct/range {v5 .. v14}, Lcom/larchwood/library/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/larchwood/library/Effect;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object/from16 v6, p0

    new-instance v7, Lcom/larchwood/library/FineTools$$ExternalSyntheticLambda0;

    invoke-direct {v7, v6}, Lcom/larchwood/library/FineTools$$ExternalSyntheticLambda0;-><init>(Lcom/larchwood/library/FineTools;)V

    move-object v6, v7

    invoke-direct {v3, v5, v6}, Lcom/larchwood/library/Tool;-><init>(Lcom/larchwood/library/ToolSpec;Lcom/larchwood/library/ToolHandler;)V

    const/4 v2, 0x0

    aput-object v3, v15, v2

    .line 18
    new-instance v3, Lcom/larchwood/library/Tool;

    new-instance v5, Lcom/larchwood/library/ToolSpec;

    const-string v6, "fine_details"

    const-string v7, "One fine: what it is for, the amount and whether it is paid"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"fine_id\":{\"type\":\"string\"}},\"required\":[\"fine_id\"],\"additionalProperties\":false}"

    const-string v9, "fines.read"

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/16 v13, 0x70

    const/4 v14, 0x0

    invoke-direct/range {v5 .. v14}, Lcom/larchwood/library/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/larchwood/library/Effect;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object/from16 v6, p0

    new-instance v7, Lcom/larchwood/library/FineTools$$ExternalSyntheticLambda1;

    invoke-direct {v7, v6}, Lcom/larchwood/library/FineTools$$ExternalSyntheticLambda1;-><init>(Lcom/larchwood/library/FineTools;)V

    move-object v6, v7

    invoke-direct {v3, v5, v6}, Lcom/larchwood/library/Tool;-><init>(Lcom/larchwood/library/ToolSpec;Lcom/larchwood/library/ToolHandler;)V

    const/4 v2, 0x1

    aput-object v3, v15, v2

    .line 19
    new-instance v3, Lcom/larchwood/library/Tool;

    new-instance v5, Lcom/larchwood/library/ToolSpec;

    sget-object v10, Lcom/larchwood/library/Effect;->TRANSACTION:Lcom/larchwood/library/Effect;

    const-string v6, "pay_fine"

    const-string v7, "Pays a fine with the borrower\'s saved card"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"fine_id\":{\"type\":\"string\"}},\"required\":[\"fine_id\"],\"additionalProperties\":false}"

    const-string v9, "fines.pay"

    const-string v11, "high"

    const-string v12, "always"

    invoke-direct/range {v5 .. v12}, Lcom/larchwood/library/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/larchwood/library/Effect;Ljava/lang/String;Ljava/lang/String;)V

    move-object/from16 v6, p0

    new-instance v7, Lcom/larchwood/library/FineTools$$ExternalSyntheticLambda2;

    invoke-direct {v7, v6}, Lcom/larchwood/library/FineTools$$ExternalSyntheticLambda2;-><init>(Lcom/larchwood/library/FineTools;)V

    move-object v6, v7

    invoke-direct {v3, v5, v6}, Lcom/larchwood/library/Tool;-><init>(Lcom/larchwood/library/ToolSpec;Lcom/larchwood/library/ToolHandler;)V

    const/4 v2, 0x2

    aput-object v3, v15, v2

    .line 22
    new-instance v3, Lcom/larchwood/library/Tool;

    new-instance v5, Lcom/larchwood/library/ToolSpec;

    sget-object v10, Lcom/larchwood/library/Effect;->UPDATE:Lcom/larchwood/library/Effect;

    const-string v6, "link_card"

    const-string v7, "Links another library card to the borrower\'s account"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"card_number\":{\"type\":\"string\",\"pattern\":\"^[0-9]{14}$\"}},\"required\":[\"card_number\"],\"additionalProperties\":false}"

    const-string v9, "cards.write"

    const-string v11, "moderate"

    const-string v12, "provider_policy"

    invoke-direct/range {v5 .. v12}, Lcom/larchwood/library/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/larchwood/library/Effect;Ljava/lang/String;Ljava/lang/String;)V

    move-object/from16 v6, p0

    new-instance v7, Lcom/larchwood/library/FineTools$$ExternalSyntheticLambda3;

    invoke-direct {v7, v6}, Lcom/larchwood/library/FineTools$$ExternalSyntheticLambda3;-><init>(Lcom/larchwood/library/FineTools;)V

    move-object v6, v7

    invoke-direct {v3, v5, v6}, Lcom/larchwood/library/Tool;-><init>(Lcom/larchwood/library/ToolSpec;Lcom/larchwood/library/ToolHandler;)V

    const/4 v2, 0x3

    aput-object v3, v15, v2

    .line 16
    invoke-static {v15}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/larchwood/library/FineTools;->tools:Ljava/util/List;

    .line 27
    new-instance v1, Lcom/larchwood/library/ToolHost;

    move-object/from16 v4, p0

    iget-object v4, v4, Lcom/larchwood/library/FineTools;->tools:Ljava/util/List;

    new-instance v5, Lcom/larchwood/library/Timed;

    new-instance v7, Lcom/larchwood/library/Handlers;

    move-object/from16 v9, p0

    iget-object v9, v9, Lcom/larchwood/library/FineTools;->tools:Ljava/util/List;

    invoke-direct {v7, v9}, Lcom/larchwood/library/Handlers;-><init>(Ljava/util/List;)V

    check-cast v7, Lcom/larchwood/library/CallRunner;

    const-string v8, "LarchwoodFines"

    invoke-direct {v5, v7, v8}, Lcom/larchwood/library/Timed;-><init>(Lcom/larchwood/library/CallRunner;Ljava/lang/String;)V

    check-cast v5, Lcom/larchwood/library/CallRunner;

    move-object/from16 v6, p0

    iget-object v6, v6, Lcom/larchwood/library/FineTools;->graph:Lcom/larchwood/library/LibraryGraph;

    invoke-virtual {v6}, Lcom/larchwood/library/LibraryGraph;->getReceipts()Lcom/larchwood/library/Receipts;

    move-result-object v6

    sget-object v7, Lcom/larchwood/library/FineDesk;->INSTANCE:Lcom/larchwood/library/FineDesk;

    check-cast v7, Lcom/larchwood/library/TicketDesk;

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    const-string v2, "com.larchwood.library.fines"

    invoke-direct/range {v1 .. v6}, Lcom/larchwood/library/ToolHost;-><init>(Ljava/lang/String;Ljava/util/List;Lcom/larchwood/library/CallRunner;Lcom/larchwood/library/Receipts;Lcom/larchwood/library/TicketDesk;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/larchwood/library/FineTools;->host:Lcom/larchwood/library/ToolHost;

    .line 8
    return-void
.end method

.method private final details(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 11

    .line 37
    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "fine_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    check-cast v5, Ljava/lang/CharSequence;

    invoke-interface {v5}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    .line 80
    const/4 v6, 0x0

    .line 37
    const-string v0, "fine_id is required"

    invoke-static {v0}, Lcom/larchwood/library/CommandsKt;->invalid(Ljava/lang/String;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v0, v5

    check-cast v0, Ljava/lang/String;

    move-object v4, v0

    .line 38
    iget-object v0, p0, Lcom/larchwood/library/FineTools;->fines:Lcom/larchwood/library/FineRepository;

    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v4}, Lcom/larchwood/library/FineRepository;->byId(Ljava/lang/String;)Lcom/larchwood/library/Attempt;

    move-result-object v5

    .line 39
    instance-of v0, v5, Lcom/larchwood/library/Attempt$Done;

    if-eqz v0, :cond_3

    move-object v0, v5

    check-cast v0, Lcom/larchwood/library/Attempt$Done;

    invoke-virtual {v0}, Lcom/larchwood/library/Attempt$Done;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larchwood/library/Fine;

    if-eqz v0, :cond_2

    move-object v7, v0

    .line 80
    const/4 v8, 0x0

    .line 39
    new-instance v0, Lcom/larchwood/library/Reply$Ok;

    invoke-virtual {v7}, Lcom/larchwood/library/Fine;->json()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/larchwood/library/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    goto :goto_1

    :cond_2
    const-string v0, "No fine with that id"

    invoke-static {v0}, Lcom/larchwood/library/CommandsKt;->invalid(Ljava/lang/String;)Lcom/larchwood/library/Reply;

    move-result-object v0

    goto :goto_1

    .line 40
    :cond_3
    instance-of v0, v5, Lcom/larchwood/library/Attempt$Failed;

    if-eqz v0, :cond_4

    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    move-object v2, v5

    check-cast v2, Lcom/larchwood/library/Attempt$Failed;

    invoke-virtual {v2}, Lcom/larchwood/library/Attempt$Failed;->getReason()Ljava/lang/String;

    move-result-object v2

    const-string v1, "UNAVAILABLE"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larchwood/library/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larchwood/library/Reply;

    move-result-object v0

    goto :goto_1

    .line 38
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_1
    return-object v0
.end method

.method private final getCtx()Landroid/content/Context;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/larchwood/library/FineTools;->graph:Lcom/larchwood/library/LibraryGraph;

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryGraph;->getApp()Landroid/content/Context;

    move-result-object v0

    return-object v0
.end method

.method private final linkCard(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 13

    .line 58
    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "card_number"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    move-object v9, v8

    .line 80
    const/4 v10, 0x0

    .line 58
    sget-object v0, Lcom/larchwood/library/FineTools;->CARD:Lkotlin/text/Regex;

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v9

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v8

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    const-string v0, "card_number is 14 digits"

    invoke-static {v0}, Lcom/larchwood/library/CommandsKt;->invalid(Ljava/lang/String;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v6, v0

    .line 59
    iget-object v0, p0, Lcom/larchwood/library/FineTools;->graph:Lcom/larchwood/library/LibraryGraph;

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryGraph;->getAccount()Lcom/larchwood/library/Account;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/Account;->getCouncilLinked()Z

    move-result v0

    if-nez v0, :cond_2

    .line 60
    sget-object v0, Lcom/larchwood/library/FineDesk;->INSTANCE:Lcom/larchwood/library/FineDesk;

    invoke-virtual {v0, p1}, Lcom/larchwood/library/FineDesk;->issue(Lcom/larchwood/library/ToolCall;)Ljava/lang/String;

    move-result-object v7

    .line 61
    new-instance v0, Lcom/larchwood/library/Reply$NeedsUser;

    iget-object v4, p0, Lcom/larchwood/library/FineTools;->ui:Lcom/larchwood/library/ProviderUi;

    invoke-direct {p0}, Lcom/larchwood/library/FineTools;->getCtx()Landroid/content/Context;

    move-result-object v5

    invoke-virtual {v4, v5, v7}, Lcom/larchwood/library/ProviderUi;->signInFor(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v4

    const-string v2, "AUTH_REQUIRED"

    const-string v3, "Sign in with Larchwood ID to link a card"

    invoke-direct {v0, v2, v3, v4, v7}, Lcom/larchwood/library/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    return-object v0

    .line 63
    :cond_2
    iget-object v0, p0, Lcom/larchwood/library/FineTools;->graph:Lcom/larchwood/library/LibraryGraph;

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryGraph;->getDb()Lcom/larchwood/library/LibraryDb;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/larchwood/library/LibraryDb;->linkCard(Ljava/lang/String;)V

    .line 64
    iget-object v0, p0, Lcom/larchwood/library/FineTools;->graph:Lcom/larchwood/library/LibraryGraph;

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryGraph;->getJournal()Lcom/larchwood/library/Journal;

    move-result-object v0

    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v1

    const/4 v3, 0x4

    invoke-static {v6, v3}, Lkotlin/text/StringsKt;->takeLast(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "card ending "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {p0, p1}, Lcom/larchwood/library/FineTools;->payer(Lcom/larchwood/library/ToolCall;)Lkotlin/jvm/functions/Function0;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/larchwood/library/Journal;->later(Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)V

    .line 65
    new-instance v0, Lcom/larchwood/library/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const/4 v5, 0x4

    invoke-static {v6, v5}, Lkotlin/text/StringsKt;->takeLast(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v4

    const-string v3, "linked"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larchwood/library/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    return-object v0
.end method

.method private final list(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 25

    .line 30
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/larchwood/library/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "limit"

    const/16 v2, 0x14

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x1

    const/16 v2, 0x32

    invoke-static {v0, v1, v2}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v5

    .line 31
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/larchwood/library/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "order_by"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    check-cast v7, Ljava/lang/CharSequence;

    invoke-interface {v7}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    .line 80
    const/4 v8, 0x0

    .line 31
    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    move-object v0, v7

    :goto_1
    check-cast v0, Ljava/lang/String;

    move-object v6, v0

    .line 32
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larchwood/library/FineTools;->fines:Lcom/larchwood/library/FineRepository;

    invoke-virtual {v0, v6, v5}, Lcom/larchwood/library/FineRepository;->page(Ljava/lang/String;I)Ljava/util/List;

    move-result-object v7

    .line 33
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v2, v7

    check-cast v2, Ljava/lang/Iterable;

    move-object v9, v2

    const-string v19, "fines"

    move-object/from16 v18, v0

    const/4 v10, 0x0

    .line 81
    move-object v11, v9

    new-instance v12, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v9, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v12, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v12, Ljava/util/Collection;

    const/4 v13, 0x0

    .line 82
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :goto_2
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v15

    .line 83
    move-object v1, v15

    check-cast v1, Lcom/larchwood/library/Fine;

    move-object/from16 v16, v1

    move-object/from16 v20, v12

    const/16 v17, 0x0

    .line 33
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lcom/larchwood/library/Fine;->json()Lorg/json/JSONObject;

    move-result-object v0

    .line 83
    move-object v1, v0

    move-object/from16 v0, v20

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 84
    :cond_2
    move-object v0, v12

    check-cast v0, Ljava/util/List;

    .line 81
    move-object/from16 v20, v0

    move-object/from16 v2, v20

    check-cast v2, Ljava/util/Collection;

    .line 33
    move-object/from16 v21, v2

    new-instance v2, Lorg/json/JSONArray;

    move-object/from16 v4, v21

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v0, v18

    move-object/from16 v1, v19

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v22, v0

    new-instance v0, Lcom/larchwood/library/Reply$Ok;

    move-object/from16 v2, v22

    invoke-direct {v0, v2}, Lcom/larchwood/library/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    return-object v0
.end method

.method private final pay(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 15

    .line 45
    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "fine_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    check-cast v7, Ljava/lang/CharSequence;

    invoke-interface {v7}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    .line 80
    const/4 v8, 0x0

    .line 45
    const-string v0, "fine_id is required"

    invoke-static {v0}, Lcom/larchwood/library/CommandsKt;->invalid(Ljava/lang/String;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v0, v7

    check-cast v0, Ljava/lang/String;

    move-object v6, v0

    .line 46
    iget-object v0, p0, Lcom/larchwood/library/FineTools;->fines:Lcom/larchwood/library/FineRepository;

    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v6}, Lcom/larchwood/library/FineRepository;->byId(Ljava/lang/String;)Lcom/larchwood/library/Attempt;

    move-result-object v9

    instance-of v0, v9, Lcom/larchwood/library/Attempt$Done;

    if-eqz v0, :cond_2

    move-object v0, v9

    check-cast v0, Lcom/larchwood/library/Attempt$Done;

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_5

    invoke-virtual {v0}, Lcom/larchwood/library/Attempt$Done;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larchwood/library/Fine;

    if-eqz v0, :cond_5

    move-object v10, v0

    move-object v11, v10

    .line 80
    const/4 v12, 0x0

    .line 46
    invoke-virtual {v11}, Lcom/larchwood/library/Fine;->getPaid()Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x1

    goto :goto_2

    :cond_3
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_4

    move-object v0, v10

    goto :goto_3

    :cond_4
    const/4 v0, 0x0

    :goto_3
    if-nez v0, :cond_6

    :cond_5
    const-string v0, "No unpaid fine with that id"

    invoke-static {v0}, Lcom/larchwood/library/CommandsKt;->invalid(Ljava/lang/String;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    :cond_6
    move-object v7, v0

    .line 47
    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getTicket()Lcom/larchwood/library/Ticket;

    move-result-object v0

    if-eqz v0, :cond_7

    invoke-virtual {v0}, Lcom/larchwood/library/Ticket;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    goto :goto_4

    :cond_7
    const/4 v0, 0x0

    :goto_4
    if-nez v0, :cond_8

    .line 48
    invoke-virtual {v7}, Lcom/larchwood/library/Fine;->getAmountPence()I

    move-result v1

    invoke-direct {p0, v1}, Lcom/larchwood/library/FineTools;->pounds(I)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v7}, Lcom/larchwood/library/Fine;->getReason()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Pay "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " for \""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, "\" with your saved card?"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    .line 49
    sget-object v0, Lcom/larchwood/library/FineDesk;->INSTANCE:Lcom/larchwood/library/FineDesk;

    invoke-virtual {v0, p1}, Lcom/larchwood/library/FineDesk;->issue(Lcom/larchwood/library/ToolCall;)Ljava/lang/String;

    move-result-object v9

    .line 50
    new-instance v0, Lcom/larchwood/library/Reply$NeedsUser;

    iget-object v4, p0, Lcom/larchwood/library/FineTools;->ui:Lcom/larchwood/library/ProviderUi;

    invoke-direct {p0}, Lcom/larchwood/library/FineTools;->getCtx()Landroid/content/Context;

    move-result-object v5

    invoke-virtual {v4, v5, v9, v8}, Lcom/larchwood/library/ProviderUi;->confirmation(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v4

    const-string v2, "USER_ACTION_REQUIRED"

    invoke-direct {v0, v2, v8, v4, v9}, Lcom/larchwood/library/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    return-object v0

    .line 52
    :cond_8
    iget-object v0, p0, Lcom/larchwood/library/FineTools;->fines:Lcom/larchwood/library/FineRepository;

    invoke-virtual {v7}, Lcom/larchwood/library/Fine;->getId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/larchwood/library/FineRepository;->markPaid(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_9

    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    const-string v1, "CONFLICT"

    const-string v2, "This fine has already been paid"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/larchwood/library/Reply$Companion;->fail$default(Lcom/larchwood/library/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    .line 53
    :cond_9
    iget-object v0, p0, Lcom/larchwood/library/FineTools;->graph:Lcom/larchwood/library/LibraryGraph;

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryGraph;->getJournal()Lcom/larchwood/library/Journal;

    move-result-object v0

    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v7}, Lcom/larchwood/library/Fine;->getId()Ljava/lang/String;

    move-result-object v2

    invoke-direct {p0, p1}, Lcom/larchwood/library/FineTools;->payer(Lcom/larchwood/library/ToolCall;)Lkotlin/jvm/functions/Function0;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/larchwood/library/Journal;->later(Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)V

    .line 54
    new-instance v0, Lcom/larchwood/library/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Lcom/larchwood/library/Fine;->getId()Ljava/lang/String;

    move-result-object v4

    const-string v3, "fine_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v7}, Lcom/larchwood/library/Fine;->getAmountPence()I

    move-result v4

    const-string v3, "paid_pence"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larchwood/library/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    return-object v0
.end method

.method private final payer(Lcom/larchwood/library/ToolCall;)Lkotlin/jvm/functions/Function0;
    .registers 3

    .line 14
    new-instance v0, Lcom/larchwood/library/FineTools$$ExternalSyntheticLambda4;

    invoke-direct {v0, p1}, Lcom/larchwood/library/FineTools$$ExternalSyntheticLambda4;-><init>(Lcom/larchwood/library/ToolCall;)V

    return-object v0
.end method

.method public static final payer$lambda$0(Lcom/larchwood/library/ToolCall;)I
    .registers 2

    .line 14
    invoke-virtual {p0}, Lcom/larchwood/library/ToolCall;->getCaller()Lcom/larchwood/library/Caller;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/Caller;->getUid()I

    move-result v0

    return v0
.end method

.method private final pounds(I)Ljava/lang/String;
    .registers 7

    .line 68
    const-string v3, "\u00a3%d.%02d"

    const/4 v0, 0x2

    new-array v4, v0, [Ljava/lang/Object;

    div-int/lit8 v2, p1, 0x64

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    rem-int/lit8 v2, p1, 0x64

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    array-length v2, v4

    invoke-static {v4, v2}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v3, v1}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "format(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final tools$lambda$0(Lcom/larchwood/library/FineTools;Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 4

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    invoke-direct {p0, p1}, Lcom/larchwood/library/FineTools;->list(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final tools$lambda$1(Lcom/larchwood/library/FineTools;Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 4

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-direct {p0, p1}, Lcom/larchwood/library/FineTools;->details(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final tools$lambda$2(Lcom/larchwood/library/FineTools;Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 4

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    invoke-direct {p0, p1}, Lcom/larchwood/library/FineTools;->pay(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final tools$lambda$3(Lcom/larchwood/library/FineTools;Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 4

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    invoke-direct {p0, p1}, Lcom/larchwood/library/FineTools;->linkCard(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final getHost()Lcom/larchwood/library/ToolHost;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/larchwood/library/FineTools;->host:Lcom/larchwood/library/ToolHost;

    return-object v0
.end method
