.class public final Lcom/fernhill/lend/HoldTools;
.super Lcom/fernhill/lend/ToolSet;
.source "HoldTools.kt"


# static fields
.field private static final Companion:Lcom/fernhill/lend/HoldTools$Companion;

.field public static final HOLD_SQL:Ljava/lang/String; = "SELECT id, title, branch, position, status FROM holds WHERE id = ?"

.field public static final LIST_SQL:Ljava/lang/String; = "SELECT id, title, branch, position, status FROM holds ORDER BY position"

.field private static final RECEIPT_NAME:Lkotlin/text/Regex;


# instance fields
.field private final handlers:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/fernhill/lend/HoldTools$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/fernhill/lend/HoldTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/fernhill/lend/HoldTools;->Companion:Lcom/fernhill/lend/HoldTools$Companion;

    .line 75
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "[A-Za-z0-9_-]{1,40}\\.txt"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lcom/fernhill/lend/HoldTools;->RECEIPT_NAME:Lkotlin/text/Regex;

    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lcom/fernhill/lend/LendGraph;Lcom/fernhill/lend/ScreenPolicy;Lcom/fernhill/lend/TokenGenerator;Lcom/fernhill/lend/TicketCache;Lcom/fernhill/lend/TicketLookup;)V
    .registers 12

    const-string v0, "ctx"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "graph"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "screens"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tokens"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tickets"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "redeem"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct/range {p0 .. p6}, Lcom/fernhill/lend/ToolSet;-><init>(Landroid/content/Context;Lcom/fernhill/lend/LendGraph;Lcom/fernhill/lend/ScreenPolicy;Lcom/fernhill/lend/TokenGenerator;Lcom/fernhill/lend/TicketCache;Lcom/fernhill/lend/TicketLookup;)V

    .line 15
    const/4 v0, 0x5

    new-array v4, v0, [Lkotlin/Pair;

    new-instance v3, Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda0;

    invoke-direct {v3, p0}, Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda0;-><init>(Lcom/fernhill/lend/HoldTools;)V

    const-string v2, "list_holds"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 16
    new-instance v3, Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda1;

    invoke-direct {v3, p0}, Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda1;-><init>(Lcom/fernhill/lend/HoldTools;)V

    const-string v2, "hold_status"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 17
    new-instance v3, Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda2;

    invoke-direct {v3, p0}, Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda2;-><init>(Lcom/fernhill/lend/HoldTools;)V

    const-string v2, "place_hold"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v4, v1

    .line 18
    new-instance v3, Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda3;

    invoke-direct {v3, p0}, Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda3;-><init>(Lcom/fernhill/lend/HoldTools;)V

    const-string v2, "save_fine_receipt"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v4, v1

    .line 19
    new-instance v3, Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda4;

    invoke-direct {v3, p0}, Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda4;-><init>(Lcom/fernhill/lend/HoldTools;)V

    const-string v2, "pay_fine"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x4

    aput-object v2, v4, v1

    .line 14
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    iput-object v0, p0, Lcom/fernhill/lend/HoldTools;->handlers:Ljava/util/Map;

    .line 11
    return-void
.end method

.method public static final synthetic access$getRECEIPT_NAME$cp()Lkotlin/text/Regex;
    .registers 1

    .line 11
    sget-object v0, Lcom/fernhill/lend/HoldTools;->RECEIPT_NAME:Lkotlin/text/Regex;

    return-object v0
.end method

.method public static final handlers$lambda$0(Lcom/fernhill/lend/HoldTools;Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    invoke-direct {p0}, Lcom/fernhill/lend/HoldTools;->list()Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers$lambda$1(Lcom/fernhill/lend/HoldTools;Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    invoke-direct {p0, p1}, Lcom/fernhill/lend/HoldTools;->status(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers$lambda$2(Lcom/fernhill/lend/HoldTools;Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    invoke-direct {p0, p1}, Lcom/fernhill/lend/HoldTools;->place(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers$lambda$3(Lcom/fernhill/lend/HoldTools;Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-direct {p0, p1}, Lcom/fernhill/lend/HoldTools;->saveReceipt(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers$lambda$4(Lcom/fernhill/lend/HoldTools;Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    invoke-direct {p0, p1}, Lcom/fernhill/lend/HoldTools;->payFine(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method

.method private final list()Lcom/fernhill/lend/Reply;
    .registers 8

    .line 22
    new-instance v0, Lcom/fernhill/lend/Reply$Ok;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    new-instance v3, Lorg/json/JSONArray;

    invoke-virtual {p0}, Lcom/fernhill/lend/HoldTools;->getDb()Lcom/fernhill/lend/LibraryDb;

    move-result-object v4

    const/4 v6, 0x0

    new-array v6, v6, [Ljava/lang/String;

    const-string v5, "SELECT id, title, branch, position, status FROM holds ORDER BY position"

    invoke-virtual {v4, v5, v6}, Lcom/fernhill/lend/LibraryDb;->rows(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;

    move-result-object v4

    check-cast v4, Ljava/util/Collection;

    invoke-direct {v3, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v2, "holds"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lcom/fernhill/lend/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    return-object v0
.end method

.method private final payFine(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 13

    .line 62
    iget-object v0, p1, Lcom/fernhill/lend/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "fine_id"

    invoke-static {v0, v1}, Lcom/fernhill/lend/Args;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v1, "fine_id is required"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/HoldTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v6, v0

    .line 63
    invoke-virtual {p0}, Lcom/fernhill/lend/HoldTools;->getDb()Lcom/fernhill/lend/LibraryDb;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/fernhill/lend/LibraryDb;->fine(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-eqz v0, :cond_2

    move-object v8, v0

    move-object v9, v8

    .line 79
    const/4 v10, 0x0

    .line 63
    const-string v1, "status"

    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "open"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object v0, v8

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_3

    :cond_2
    const-string v1, "No open fine with that id"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/HoldTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v7, v0

    .line 64
    iget-object v0, p1, Lcom/fernhill/lend/ToolCall;->ticket:Lcom/fernhill/lend/Ticket;

    if-eqz v0, :cond_4

    invoke-virtual {v0}, Lcom/fernhill/lend/Ticket;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_5

    .line 65
    const-string v3, "amount"

    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "title"

    invoke-virtual {v7, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Pay the "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " fine for \""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\" with your saved card?"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p0, p1, v2}, Lcom/fernhill/lend/HoldTools;->needsConfirmation(Lcom/fernhill/lend/ToolCall;Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    .line 67
    :cond_5
    invoke-virtual {p0}, Lcom/fernhill/lend/HoldTools;->getDb()Lcom/fernhill/lend/LibraryDb;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/fernhill/lend/LibraryDb;->payFine(Ljava/lang/String;)I

    .line 68
    iget-object v0, p1, Lcom/fernhill/lend/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "email_receipt"

    invoke-static {v0, v1}, Lcom/fernhill/lend/Args;->flag(Lorg/json/JSONObject;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-virtual {p0}, Lcom/fernhill/lend/HoldTools;->getDb()Lcom/fernhill/lend/LibraryDb;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/fernhill/lend/LibraryDb;->queueReceiptMail(Ljava/lang/String;)I

    .line 69
    :cond_6
    new-instance v0, Lcom/fernhill/lend/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "fine_id"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "status"

    const-string v4, "paid"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/fernhill/lend/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    return-object v0
.end method

.method private final place(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 13

    .line 35
    iget-object v0, p1, Lcom/fernhill/lend/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "isbn"

    invoke-static {v0, v1}, Lcom/fernhill/lend/Args;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v1, "isbn is required"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/HoldTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v7, v0

    .line 36
    iget-object v0, p1, Lcom/fernhill/lend/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "branch"

    invoke-static {v0, v1}, Lcom/fernhill/lend/Args;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    invoke-virtual {p0}, Lcom/fernhill/lend/HoldTools;->getGraph()Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getAccount()Lcom/fernhill/lend/Account;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/Account;->getHomeBranch()Ljava/lang/String;

    move-result-object v0

    :cond_1
    move-object v8, v0

    .line 37
    invoke-virtual {p0}, Lcom/fernhill/lend/HoldTools;->getGraph()Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getAccount()Lcom/fernhill/lend/Account;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/Account;->getCardLinked()Z

    move-result v0

    if-nez v0, :cond_2

    const-string v2, "Link your county library card to place holds"

    invoke-virtual {p0, p1, v2}, Lcom/fernhill/lend/HoldTools;->needsAuthorization(Lcom/fernhill/lend/ToolCall;Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    .line 38
    :cond_2
    invoke-virtual {p0}, Lcom/fernhill/lend/HoldTools;->getDb()Lcom/fernhill/lend/LibraryDb;

    move-result-object v0

    invoke-virtual {v0, v7, v8}, Lcom/fernhill/lend/LibraryDb;->placeHold(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_3

    const-string v1, "That title is not in the catalogue"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/HoldTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v9, v0

    .line 39
    new-instance v10, Lcom/fernhill/lend/HoldNote;

    invoke-virtual {p0}, Lcom/fernhill/lend/HoldTools;->getGraph()Lcom/fernhill/lend/LendGraph;

    move-result-object v2

    invoke-virtual {v2}, Lcom/fernhill/lend/LendGraph;->getLedger()Lcom/fernhill/lend/Ledger;

    move-result-object v2

    iget-object v3, p1, Lcom/fernhill/lend/ToolCall;->tool:Ljava/lang/String;

    invoke-direct {v10, v2, v3, v9}, Lcom/fernhill/lend/HoldNote;-><init>(Lcom/fernhill/lend/Ledger;Ljava/lang/String;Ljava/lang/String;)V

    .line 40
    invoke-virtual {p0}, Lcom/fernhill/lend/HoldTools;->getGraph()Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getAppScope()Lkotlinx/coroutines/CoroutineScope;

    move-result-object v0

    new-instance v3, Lcom/fernhill/lend/HoldTools$place$1;

    const/4 v6, 0x0

    invoke-direct {v3, p0, v9, v10, v6}, Lcom/fernhill/lend/HoldTools$place$1;-><init>(Lcom/fernhill/lend/HoldTools;Ljava/lang/String;Lcom/fernhill/lend/HoldNote;Lkotlin/coroutines/Continuation;)V

    check-cast v3, Lkotlin/jvm/functions/Function2;

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v4, 0x3

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;

    .line 44
    new-instance v0, Lcom/fernhill/lend/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "hold_id"

    invoke-virtual {v2, v3, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/fernhill/lend/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    return-object v0
.end method

.method private final saveReceipt(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 15

    .line 48
    iget-object v0, p1, Lcom/fernhill/lend/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "fine_id"

    invoke-static {v0, v1}, Lcom/fernhill/lend/Args;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v1, "fine_id is required"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/HoldTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v5, v0

    .line 49
    invoke-virtual {p0}, Lcom/fernhill/lend/HoldTools;->getDb()Lcom/fernhill/lend/LibraryDb;

    move-result-object v0

    invoke-virtual {v0, v5}, Lcom/fernhill/lend/LibraryDb;->fine(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-eqz v0, :cond_2

    move-object v9, v0

    move-object v10, v9

    .line 79
    const/4 v11, 0x0

    .line 49
    const-string v1, "status"

    invoke-virtual {v10, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "paid"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object v0, v9

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_3

    :cond_2
    const-string v1, "No paid fine with that id"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/HoldTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v6, v0

    .line 50
    iget-object v0, p1, Lcom/fernhill/lend/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "file_name"

    invoke-static {v0, v1}, Lcom/fernhill/lend/Args;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_5

    move-object v10, v0

    move-object v11, v10

    .line 79
    const/4 v12, 0x0

    .line 50
    sget-object v0, Lcom/fernhill/lend/HoldTools;->RECEIPT_NAME:Lkotlin/text/Regex;

    move-object v1, v11

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_4

    move-object v0, v10

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_6

    .line 51
    :cond_5
    const-string v1, "file_name is up to 40 letters, digits, \'-\' or \'_\', ending in .txt"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/HoldTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    .line 50
    :cond_6
    move-object v7, v0

    .line 52
    const-string v1, "id"

    invoke-virtual {v6, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "title"

    invoke-virtual {v6, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "amount"

    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Fernhill Libraries\nFine "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " for \""

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "\"\nPaid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "\n"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    .line 54
    :try_start_0
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/fernhill/lend/HoldTools;->getCtx()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "receipts"

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object v10, v8

    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v10, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v2

    const-string v4, "getBytes(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v7, v2}, Lcom/fernhill/lend/ExportFiles;->write(Ljava/io/File;Ljava/lang/String;[B)Ljava/io/File;

    move-result-object v9

    .line 55
    new-instance v0, Lcom/fernhill/lend/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v9}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v4

    const-string v3, "file"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/fernhill/lend/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    move-object v9, v0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_2

    .line 56
    :catch_0
    move-exception v10

    .line 57
    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "UNAVAILABLE"

    const-string v2, "The receipt could not be saved"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/fernhill/lend/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/fernhill/lend/Reply;

    move-result-object v9

    .line 53
    :goto_2
    return-object v9
.end method

.method private final status(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 14

    .line 30
    iget-object v0, p1, Lcom/fernhill/lend/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "hold_id"

    invoke-static {v0, v1}, Lcom/fernhill/lend/Args;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v1, "hold_id is required"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/HoldTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v6, v0

    .line 26
    new-instance v7, Lkotlin/jvm/internal/Ref$ObjectRef;

    invoke-direct {v7}, Lkotlin/jvm/internal/Ref$ObjectRef;-><init>()V

    .line 27
    invoke-virtual {p0}, Lcom/fernhill/lend/HoldTools;->getDb()Lcom/fernhill/lend/LibraryDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LibraryDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v9, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object v6, v9, v3

    new-instance v3, Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda5;

    invoke-direct {v3, v7}, Lcom/fernhill/lend/HoldTools$$ExternalSyntheticLambda5;-><init>(Lkotlin/jvm/internal/Ref$ObjectRef;)V

    const-string v1, "SELECT id, title, branch, position, status FROM holds WHERE id = ?"

    invoke-static {v0, v1, v9, v3}, Lcom/fernhill/lend/SafeQuery;->first(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;Lcom/fernhill/lend/ErrorListener;)Lorg/json/JSONObject;

    move-result-object v8

    .line 30
    iget-object v0, v7, Lkotlin/jvm/internal/Ref$ObjectRef;->element:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    if-eqz v0, :cond_1

    move-object v10, v0

    .line 79
    const/4 v11, 0x0

    .line 30
    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Hold "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " could not be read: "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "UNAVAILABLE"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/fernhill/lend/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    .line 31
    :cond_1
    move-object v0, v8

    if-eqz v8, :cond_2

    move-object v10, v0

    .line 79
    const/4 v11, 0x0

    .line 31
    new-instance v0, Lcom/fernhill/lend/Reply$Ok;

    invoke-direct {v0, v10}, Lcom/fernhill/lend/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    goto :goto_0

    :cond_2
    const-string v1, "No hold with that id"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/HoldTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method public static final status$lambda$0(Lkotlin/jvm/internal/Ref$ObjectRef;Ljava/lang/Exception;)V
    .registers 3

    .line 28
    invoke-virtual {p1}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lkotlin/jvm/internal/Ref$ObjectRef;->element:Ljava/lang/Object;

    .line 29
    return-void
.end method


# virtual methods
.method protected getHandlers()Ljava/util/Map;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/fernhill/lend/HoldTools;->handlers:Ljava/util/Map;

    return-object v0
.end method
