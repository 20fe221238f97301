.class public final Lcom/larchwood/library/LoanTools;
.super Ljava/lang/Object;
.source "LoanTools.kt"


# static fields
.field public static final Companion:Lcom/larchwood/library/LoanTools$Companion;

.field private static final HOLD_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"isbn\":{\"type\":\"string\",\"pattern\":\"^[0-9X]{10,13}$\"}},\"required\":[\"isbn\"],\"additionalProperties\":false}"

.field private static final LIST_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"order_by\":{\"enum\":[\"due_at\",\"title\",\"author\"]},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},\"additionalProperties\":false}"

.field private static final LOAN_ARGS:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"loan_id\":{\"type\":\"string\"}},\"required\":[\"loan_id\"],\"additionalProperties\":false}"

.field private static final MAX_RENEWALS:I = 0x3

.field public static final PROVIDER_ID:Ljava/lang/String; = "com.larchwood.library.loans"

.field private static final RENEW_DAYS:I = 0x15


# instance fields
.field private final borrower:Lkotlin/jvm/functions/Function0;

.field private final graph:Lcom/larchwood/library/LibraryGraph;

.field private final host:Lcom/larchwood/library/ToolHost;

.field private final loans:Lcom/larchwood/library/LoanRepository;

.field private final tools:Ljava/util/List;

.field private final ui:Lcom/larchwood/library/ProviderUi;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/larchwood/library/LoanTools$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/larchwood/library/LoanTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/larchwood/library/LoanTools;->Companion:Lcom/larchwood/library/LoanTools$Companion;

    return-void
.end method

.method public constructor <init>(Lcom/larchwood/library/LibraryGraph;)V
    .registers 18

    move-object/from16 v0, p1

    const-string v1, "graph"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    move-object/from16 v0, p0

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    move-object/from16 v1, p1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/larchwood/library/LoanTools;->graph:Lcom/larchwood/library/LibraryGraph;

    .line 11
    new-instance v1, Lcom/larchwood/library/LoanRepository;

    move-object/from16 v3, p0

    iget-object v3, v3, Lcom/larchwood/library/LoanTools;->graph:Lcom/larchwood/library/LibraryGraph;

    invoke-virtual {v3}, Lcom/larchwood/library/LibraryGraph;->getDb()Lcom/larchwood/library/LibraryDb;

    move-result-object v3

    invoke-direct {v1, v3}, Lcom/larchwood/library/LoanRepository;-><init>(Lcom/larchwood/library/LibraryDb;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/larchwood/library/LoanTools;->loans:Lcom/larchwood/library/LoanRepository;

    .line 12
    new-instance v1, Lcom/larchwood/library/ProviderUi;

    sget-object v3, Lcom/larchwood/library/OwnAccount;->INSTANCE:Lcom/larchwood/library/OwnAccount;

    check-cast v3, Lcom/larchwood/library/AccountScreens;

    sget-object v4, Lcom/larchwood/library/RenewScreen;->INSTANCE:Lcom/larchwood/library/RenewScreen;

    check-cast v4, Lcom/larchwood/library/ConfirmScreen;

    invoke-direct {v1, v3, v4}, Lcom/larchwood/library/ProviderUi;-><init>(Lcom/larchwood/library/AccountScreens;Lcom/larchwood/library/ConfirmScreen;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/larchwood/library/LoanTools;->ui:Lcom/larchwood/library/ProviderUi;

    .line 15
    sget-object v1, Lcom/larchwood/library/LoanTools$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larchwood/library/LoanTools$$ExternalSyntheticLambda0;

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/larchwood/library/LoanTools;->borrower:Lkotlin/jvm/functions/Function0;

    .line 18
    const/4 v1, 0x4

    new-array v15, v1, [Lcom/larchwood/library/Tool;

    new-instance v3, Lcom/larchwood/library/Tool;

    new-instance v5, Lcom/larchwood/library/ToolSpec;

    const-string v6, "list_loans"

    const-string v7, "The borrower\'s current loans with their due dates"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"order_by\":{\"enum\":[\"due_at\",\"title\",\"author\"]},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},\"additionalProperties\":false}"

    const-string v9, "loans.read"

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/16 v13, 0x70

    const/4 v14, 0x0

    invoke-direct/range {v5 .. v14}, Lcom/larchwood/library/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/larchwood/library/Effect;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object/from16 v6, p0

    new-instance v7, Lcom/larchwood/library/LoanTools$$ExternalSyntheticLambda1;

    invoke-direct {v7, v6}, Lcom/larchwood/library/LoanTools$$ExternalSyntheticLambda1;-><init>(Lcom/larchwood/library/LoanTools;)V

    move-object v6, v7

    invoke-direct {v3, v5, v6}, Lcom/larchwood/library/Tool;-><init>(Lcom/larchwood/library/ToolSpec;Lcom/larchwood/library/ToolHandler;)V

    const/4 v2, 0x0

    aput-object v3, v15, v2

    .line 19
    new-instance v3, Lcom/larchwood/library/Tool;

    new-instance v5, Lcom/larchwood/library/ToolSpec;

    const-string v6, "loan_details"

    const-string v7, "One loan: title, author, due date and renewals so far"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"loan_id\":{\"type\":\"string\"}},\"required\":[\"loan_id\"],\"additionalProperties\":false}"

    const-string v9, "loans.read"

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/16 v13, 0x70

    const/4 v14, 0x0

    invoke-direct/range {v5 .. v14}, Lcom/larchwood/library/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/larchwood/library/Effect;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object/from16 v6, p0

    new-instance v7, Lcom/larchwood/library/LoanTools$$ExternalSyntheticLambda2;

    invoke-direct {v7, v6}, Lcom/larchwood/library/LoanTools$$ExternalSyntheticLambda2;-><init>(Lcom/larchwood/library/LoanTools;)V

    move-object v6, v7

    invoke-direct {v3, v5, v6}, Lcom/larchwood/library/Tool;-><init>(Lcom/larchwood/library/ToolSpec;Lcom/larchwood/library/ToolHandler;)V

    const/4 v2, 0x1

    aput-object v3, v15, v2

    .line 20
    new-instance v3, Lcom/larchwood/library/Tool;

    new-instance v5, Lcom/larchwood/library/ToolSpec;

    sget-object v10, Lcom/larchwood/library/Effect;->UPDATE:Lcom/larchwood/library/Effect;

    const-string v6, "renew_loan"

    const-string v7, "Renews a loan for three more weeks"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"loan_id\":{\"type\":\"string\"}},\"required\":[\"loan_id\"],\"additionalProperties\":false}"

    const-string v9, "loans.write"

    const-string v11, "moderate"

    const-string v12, "always"

    invoke-direct/range {v5 .. v12}, Lcom/larchwood/library/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/larchwood/library/Effect;Ljava/lang/String;Ljava/lang/String;)V

    move-object/from16 v6, p0

    new-instance v7, Lcom/larchwood/library/LoanTools$$ExternalSyntheticLambda3;

    invoke-direct {v7, v6}, Lcom/larchwood/library/LoanTools$$ExternalSyntheticLambda3;-><init>(Lcom/larchwood/library/LoanTools;)V

    move-object v6, v7

    invoke-direct {v3, v5, v6}, Lcom/larchwood/library/Tool;-><init>(Lcom/larchwood/library/ToolSpec;Lcom/larchwood/library/ToolHandler;)V

    const/4 v2, 0x2

    aput-object v3, v15, v2

    .line 23
    new-instance v3, Lcom/larchwood/library/Tool;

    new-instance v5, Lcom/larchwood/library/ToolSpec;

    sget-object v10, Lcom/larchwood/library/Effect;->CREATE:Lcom/larchwood/library/Effect;

    const-string v6, "place_hold"

    const-string v7, "Places a hold on a title by ISBN"

    const-string v8, "{\"type\":\"object\",\"properties\":{\"isbn\":{\"type\":\"string\",\"pattern\":\"^[0-9X]{10,13}$\"}},\"required\":[\"isbn\"],\"additionalProperties\":false}"

    const-string v9, "loans.write"

    const-string v11, "low"

    const-string v12, "provider_policy"

    invoke-direct/range {v5 .. v12}, Lcom/larchwood/library/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/larchwood/library/Effect;Ljava/lang/String;Ljava/lang/String;)V

    move-object/from16 v6, p0

    new-instance v7, Lcom/larchwood/library/LoanTools$$ExternalSyntheticLambda4;

    invoke-direct {v7, v6}, Lcom/larchwood/library/LoanTools$$ExternalSyntheticLambda4;-><init>(Lcom/larchwood/library/LoanTools;)V

    move-object v6, v7

    invoke-direct {v3, v5, v6}, Lcom/larchwood/library/Tool;-><init>(Lcom/larchwood/library/ToolSpec;Lcom/larchwood/library/ToolHandler;)V

    const/4 v2, 0x3

    aput-object v3, v15, v2

    .line 17
    invoke-static {v15}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/larchwood/library/LoanTools;->tools:Ljava/util/List;

    .line 28
    new-instance v1, Lcom/larchwood/library/ToolHost;

    move-object/from16 v4, p0

    iget-object v4, v4, Lcom/larchwood/library/LoanTools;->tools:Ljava/util/List;

    new-instance v5, Lcom/larchwood/library/DeadlineGuard;

    new-instance v7, Lcom/larchwood/library/Handlers;

    move-object/from16 v9, p0

    iget-object v9, v9, Lcom/larchwood/library/LoanTools;->tools:Ljava/util/List;

    invoke-direct {v7, v9}, Lcom/larchwood/library/Handlers;-><init>(Ljava/util/List;)V

    check-cast v7, Lcom/larchwood/library/CallRunner;

    invoke-direct {v5, v7}, Lcom/larchwood/library/DeadlineGuard;-><init>(Lcom/larchwood/library/CallRunner;)V

    check-cast v5, Lcom/larchwood/library/CallRunner;

    move-object/from16 v6, p0

    iget-object v6, v6, Lcom/larchwood/library/LoanTools;->graph:Lcom/larchwood/library/LibraryGraph;

    invoke-virtual {v6}, Lcom/larchwood/library/LibraryGraph;->getReceipts()Lcom/larchwood/library/Receipts;

    move-result-object v6

    sget-object v7, Lcom/larchwood/library/LoanDesk;->INSTANCE:Lcom/larchwood/library/LoanDesk;

    check-cast v7, Lcom/larchwood/library/TicketDesk;

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    const-string v2, "com.larchwood.library.loans"

    invoke-direct/range {v1 .. v6}, Lcom/larchwood/library/ToolHost;-><init>(Ljava/lang/String;Ljava/util/List;Lcom/larchwood/library/CallRunner;Lcom/larchwood/library/Receipts;Lcom/larchwood/library/TicketDesk;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/larchwood/library/LoanTools;->host:Lcom/larchwood/library/ToolHost;

    .line 9
    return-void
.end method

.method public static final borrower$lambda$0()I
    .registers 1

    .line 15
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    return v0
.end method

.method private final details(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 11

    .line 38
    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "loan_id"

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

    .line 38
    const-string v0, "loan_id is required"

    invoke-static {v0}, Lcom/larchwood/library/CommandsKt;->invalid(Ljava/lang/String;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v0, v5

    check-cast v0, Ljava/lang/String;

    move-object v4, v0

    .line 39
    iget-object v0, p0, Lcom/larchwood/library/LoanTools;->loans:Lcom/larchwood/library/LoanRepository;

    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v4}, Lcom/larchwood/library/LoanRepository;->byId(Ljava/lang/String;)Lcom/larchwood/library/Attempt;

    move-result-object v5

    .line 40
    instance-of v0, v5, Lcom/larchwood/library/Attempt$Done;

    if-eqz v0, :cond_3

    move-object v0, v5

    check-cast v0, Lcom/larchwood/library/Attempt$Done;

    invoke-virtual {v0}, Lcom/larchwood/library/Attempt$Done;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larchwood/library/Loan;

    if-eqz v0, :cond_2

    move-object v7, v0

    .line 80
    const/4 v8, 0x0

    .line 40
    new-instance v0, Lcom/larchwood/library/Reply$Ok;

    invoke-virtual {v7}, Lcom/larchwood/library/Loan;->json()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/larchwood/library/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    goto :goto_1

    :cond_2
    const-string v0, "No loan with that id"

    invoke-static {v0}, Lcom/larchwood/library/CommandsKt;->invalid(Ljava/lang/String;)Lcom/larchwood/library/Reply;

    move-result-object v0

    goto :goto_1

    .line 41
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

    .line 39
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_1
    return-object v0
.end method

.method private final getCtx()Landroid/content/Context;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/larchwood/library/LoanTools;->graph:Lcom/larchwood/library/LibraryGraph;

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryGraph;->getApp()Landroid/content/Context;

    move-result-object v0

    return-object v0
.end method

.method private final hold(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 20

    .line 59
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/larchwood/library/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "isbn"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v8, v0

    const/4 v9, 0x0

    .line 85
    move-object v0, v8

    check-cast v0, Ljava/lang/CharSequence;

    move-object v10, v0

    new-instance v11, Ljava/lang/StringBuilder;

    invoke-direct {v11}, Ljava/lang/StringBuilder;-><init>()V

    check-cast v11, Ljava/lang/Appendable;

    const/4 v12, 0x0

    .line 86
    const/4 v13, 0x0

    invoke-interface {v10}, Ljava/lang/CharSequence;->length()I

    move-result v14

    :goto_0
    if-ge v13, v14, :cond_3

    .line 87
    invoke-interface {v10, v13}, Ljava/lang/CharSequence;->charAt(I)C

    move-result v15

    .line 88
    move/from16 v16, v15

    const/16 v17, 0x0

    .line 59
    move/from16 v0, v16

    invoke-static {v0}, Ljava/lang/Character;->isDigit(C)Z

    move-result v0

    if-nez v0, :cond_0

    move/from16 v0, v16

    const/16 v1, 0x58

    if-ne v0, v1, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    .line 88
    :goto_1
    if-eqz v0, :cond_2

    invoke-interface {v11, v15}, Ljava/lang/Appendable;->append(C)Ljava/lang/Appendable;

    .line 86
    :cond_2
    add-int/lit8 v13, v13, 0x1

    goto :goto_0

    .line 90
    :cond_3
    move-object v0, v11

    check-cast v0, Ljava/lang/StringBuilder;

    .line 85
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    .line 59
    move-object v9, v8

    .line 80
    const/4 v10, 0x0

    .line 59
    invoke-virtual {v9}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0xa

    if-eq v0, v1, :cond_4

    invoke-virtual {v9}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0xd

    if-ne v0, v1, :cond_5

    :cond_4
    const/4 v0, 0x1

    goto :goto_2

    :cond_5
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_6

    move-object v0, v8

    goto :goto_3

    :cond_6
    const/4 v0, 0x0

    :goto_3
    if-nez v0, :cond_7

    .line 60
    const-string v0, "isbn has 10 or 13 digits"

    invoke-static {v0}, Lcom/larchwood/library/CommandsKt;->invalid(Ljava/lang/String;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    .line 59
    :cond_7
    move-object v6, v0

    .line 61
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larchwood/library/LoanTools;->graph:Lcom/larchwood/library/LibraryGraph;

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryGraph;->getAccount()Lcom/larchwood/library/Account;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/Account;->getSignedIn()Z

    move-result v0

    if-nez v0, :cond_8

    .line 62
    sget-object v0, Lcom/larchwood/library/LoanDesk;->INSTANCE:Lcom/larchwood/library/LoanDesk;

    move-object/from16 v1, p1

    invoke-virtual {v0, v1}, Lcom/larchwood/library/LoanDesk;->issue(Lcom/larchwood/library/ToolCall;)Ljava/lang/String;

    move-result-object v7

    .line 63
    new-instance v0, Lcom/larchwood/library/Reply$NeedsUser;

    move-object/from16 v4, p0

    iget-object v4, v4, Lcom/larchwood/library/LoanTools;->ui:Lcom/larchwood/library/ProviderUi;

    move-object/from16 v5, p0

    invoke-direct {v5}, Lcom/larchwood/library/LoanTools;->getCtx()Landroid/content/Context;

    move-result-object v5

    invoke-virtual {v4, v5, v7}, Lcom/larchwood/library/ProviderUi;->signInFor(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v4

    const-string v2, "AUTH_REQUIRED"

    const-string v3, "Sign in to place a hold"

    invoke-direct {v0, v2, v3, v4, v7}, Lcom/larchwood/library/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    return-object v0

    .line 65
    :cond_8
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larchwood/library/LoanTools;->graph:Lcom/larchwood/library/LibraryGraph;

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryGraph;->getDb()Lcom/larchwood/library/LibraryDb;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/larchwood/library/LibraryDb;->placeHold(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 66
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larchwood/library/LoanTools;->graph:Lcom/larchwood/library/LibraryGraph;

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryGraph;->getJournal()Lcom/larchwood/library/Journal;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/larchwood/library/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v3, p0

    iget-object v3, v3, Lcom/larchwood/library/LoanTools;->borrower:Lkotlin/jvm/functions/Function0;

    invoke-virtual {v0, v1, v7, v3}, Lcom/larchwood/library/Journal;->later(Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)V

    .line 67
    new-instance v0, Lcom/larchwood/library/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "hold_id"

    invoke-virtual {v2, v3, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "isbn"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larchwood/library/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    return-object v0
.end method

.method private final list(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 25

    .line 31
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

    .line 32
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

    .line 32
    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    move-object v0, v7

    :goto_1
    check-cast v0, Ljava/lang/String;

    move-object v6, v0

    .line 33
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larchwood/library/LoanTools;->loans:Lcom/larchwood/library/LoanRepository;

    invoke-virtual {v0, v6, v5}, Lcom/larchwood/library/LoanRepository;->page(Ljava/lang/String;I)Ljava/util/List;

    move-result-object v7

    .line 34
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v2, v7

    check-cast v2, Ljava/lang/Iterable;

    move-object v9, v2

    const-string v19, "loans"

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

    check-cast v1, Lcom/larchwood/library/Loan;

    move-object/from16 v16, v1

    move-object/from16 v20, v12

    const/16 v17, 0x0

    .line 34
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lcom/larchwood/library/Loan;->json()Lorg/json/JSONObject;

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

    .line 34
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

.method private final renew(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 12

    .line 46
    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "loan_id"

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

    .line 46
    const-string v0, "loan_id is required"

    invoke-static {v0}, Lcom/larchwood/library/CommandsKt;->invalid(Ljava/lang/String;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v0, v7

    check-cast v0, Ljava/lang/String;

    move-object v6, v0

    .line 47
    iget-object v0, p0, Lcom/larchwood/library/LoanTools;->loans:Lcom/larchwood/library/LoanRepository;

    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v6}, Lcom/larchwood/library/LoanRepository;->byId(Ljava/lang/String;)Lcom/larchwood/library/Attempt;

    move-result-object v9

    instance-of v0, v9, Lcom/larchwood/library/Attempt$Done;

    if-eqz v0, :cond_2

    move-object v0, v9

    check-cast v0, Lcom/larchwood/library/Attempt$Done;

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_3

    invoke-virtual {v0}, Lcom/larchwood/library/Attempt$Done;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larchwood/library/Loan;

    if-nez v0, :cond_4

    :cond_3
    const-string v0, "No loan with that id"

    invoke-static {v0}, Lcom/larchwood/library/CommandsKt;->invalid(Ljava/lang/String;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    :cond_4
    move-object v7, v0

    .line 48
    invoke-virtual {v7}, Lcom/larchwood/library/Loan;->getRenewals()I

    move-result v0

    const/4 v1, 0x3

    if-lt v0, v1, :cond_5

    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    const-string v1, "CONFLICT"

    const-string v2, "This loan cannot be renewed again"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/larchwood/library/Reply$Companion;->fail$default(Lcom/larchwood/library/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    .line 49
    :cond_5
    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getTicket()Lcom/larchwood/library/Ticket;

    move-result-object v0

    if-eqz v0, :cond_6

    invoke-virtual {v0}, Lcom/larchwood/library/Ticket;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    goto :goto_2

    :cond_6
    const/4 v0, 0x0

    :goto_2
    if-nez v0, :cond_7

    .line 50
    invoke-virtual {v7}, Lcom/larchwood/library/Loan;->getTitle()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v7}, Lcom/larchwood/library/Loan;->getAuthor()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Renew \""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, "\" by "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " for 21 more days?"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    .line 51
    sget-object v0, Lcom/larchwood/library/LoanDesk;->INSTANCE:Lcom/larchwood/library/LoanDesk;

    invoke-virtual {v0, p1}, Lcom/larchwood/library/LoanDesk;->issue(Lcom/larchwood/library/ToolCall;)Ljava/lang/String;

    move-result-object v9

    .line 52
    new-instance v0, Lcom/larchwood/library/Reply$NeedsUser;

    iget-object v4, p0, Lcom/larchwood/library/LoanTools;->ui:Lcom/larchwood/library/ProviderUi;

    invoke-direct {p0}, Lcom/larchwood/library/LoanTools;->getCtx()Landroid/content/Context;

    move-result-object v5

    invoke-virtual {v4, v5, v9, v8}, Lcom/larchwood/library/ProviderUi;->confirmation(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v4

    const-string v2, "USER_ACTION_REQUIRED"

    invoke-direct {v0, v2, v8, v4, v9}, Lcom/larchwood/library/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    return-object v0

    .line 54
    :cond_7
    iget-object v0, p0, Lcom/larchwood/library/LoanTools;->loans:Lcom/larchwood/library/LoanRepository;

    invoke-virtual {v7}, Lcom/larchwood/library/Loan;->getId()Ljava/lang/String;

    move-result-object v1

    const/16 v2, 0x15

    invoke-virtual {v0, v1, v2}, Lcom/larchwood/library/LoanRepository;->renew(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v8

    .line 55
    new-instance v0, Lcom/larchwood/library/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Lcom/larchwood/library/Loan;->getId()Ljava/lang/String;

    move-result-object v4

    const-string v3, "loan_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "due_at"

    invoke-virtual {v2, v3, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larchwood/library/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    return-object v0
.end method

.method public static final tools$lambda$0(Lcom/larchwood/library/LoanTools;Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 4

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-direct {p0, p1}, Lcom/larchwood/library/LoanTools;->list(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final tools$lambda$1(Lcom/larchwood/library/LoanTools;Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 4

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    invoke-direct {p0, p1}, Lcom/larchwood/library/LoanTools;->details(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final tools$lambda$2(Lcom/larchwood/library/LoanTools;Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 4

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-direct {p0, p1}, Lcom/larchwood/library/LoanTools;->renew(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final tools$lambda$3(Lcom/larchwood/library/LoanTools;Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 4

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    invoke-direct {p0, p1}, Lcom/larchwood/library/LoanTools;->hold(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final getHost()Lcom/larchwood/library/ToolHost;
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/larchwood/library/LoanTools;->host:Lcom/larchwood/library/ToolHost;

    return-object v0
.end method
