.class public final Lcom/fernhill/lend/LoanTools;
.super Lcom/fernhill/lend/ToolSet;
.source "LoanTools.kt"


# static fields
.field private static final Companion:Lcom/fernhill/lend/LoanTools$Companion;

.field public static final LIST_SQL:Ljava/lang/String; = "SELECT id, title, author, due FROM loans WHERE status = \'out\' ORDER BY due"

.field public static final LOAN_SQL:Ljava/lang/String; = "SELECT id, title, author, due, renewals, fee FROM loans WHERE id = ?"


# instance fields
.field private final handlers:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/fernhill/lend/LoanTools$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/fernhill/lend/LoanTools$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/fernhill/lend/LoanTools;->Companion:Lcom/fernhill/lend/LoanTools$Companion;

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

    .line 12
    invoke-direct/range {p0 .. p6}, Lcom/fernhill/lend/ToolSet;-><init>(Landroid/content/Context;Lcom/fernhill/lend/LendGraph;Lcom/fernhill/lend/ScreenPolicy;Lcom/fernhill/lend/TokenGenerator;Lcom/fernhill/lend/TicketCache;Lcom/fernhill/lend/TicketLookup;)V

    .line 16
    const/4 v0, 0x5

    new-array v4, v0, [Lkotlin/Pair;

    new-instance v3, Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda0;

    invoke-direct {v3, p0}, Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda0;-><init>(Lcom/fernhill/lend/LoanTools;)V

    const-string v2, "list_loans"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 17
    new-instance v3, Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda1;

    invoke-direct {v3, p0}, Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda1;-><init>(Lcom/fernhill/lend/LoanTools;)V

    const-string v2, "loan_details"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 18
    new-instance v3, Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda2;

    invoke-direct {v3, p0}, Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda2;-><init>(Lcom/fernhill/lend/LoanTools;)V

    const-string v2, "renew_loan"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v4, v1

    .line 19
    new-instance v3, Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda3;

    invoke-direct {v3, p0}, Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda3;-><init>(Lcom/fernhill/lend/LoanTools;)V

    const-string v2, "export_reading_list"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v4, v1

    .line 20
    new-instance v3, Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda4;

    invoke-direct {v3, p0}, Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda4;-><init>(Lcom/fernhill/lend/LoanTools;)V

    const-string v2, "declare_lost"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x4

    aput-object v2, v4, v1

    .line 15
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    iput-object v0, p0, Lcom/fernhill/lend/LoanTools;->handlers:Ljava/util/Map;

    .line 12
    return-void
.end method

.method private final declareLost(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 11

    .line 60
    iget-object v0, p1, Lcom/fernhill/lend/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "loan_id"

    invoke-static {v0, v1}, Lcom/fernhill/lend/Args;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v1, "loan_id is required"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/LoanTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v6, v0

    .line 61
    invoke-virtual {p0}, Lcom/fernhill/lend/LoanTools;->getDb()Lcom/fernhill/lend/LibraryDb;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/fernhill/lend/LibraryDb;->loan(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_1

    const-string v1, "No loan with that id"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/LoanTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v7, v0

    .line 63
    iget-object v0, p1, Lcom/fernhill/lend/ToolCall;->ticket:Lcom/fernhill/lend/Ticket;

    if-eqz v0, :cond_2

    invoke-virtual {v0}, Lcom/fernhill/lend/Ticket;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    if-eqz v0, :cond_2

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    goto :goto_0

    :cond_2
    iget-object v0, p1, Lcom/fernhill/lend/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "confirmed"

    invoke-static {v0, v1}, Lcom/fernhill/lend/Args;->flag(Lorg/json/JSONObject;Ljava/lang/String;)Z

    move-result v0

    :goto_0
    move v8, v0

    .line 64
    if-nez v8, :cond_3

    .line 65
    const-string v3, "title"

    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "fee"

    invoke-virtual {v7, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Report \""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\" as lost? The replacement fee of "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " is charged to your card."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p0, p1, v2}, Lcom/fernhill/lend/LoanTools;->needsConfirmation(Lcom/fernhill/lend/ToolCall;Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    .line 67
    :cond_3
    invoke-virtual {p0}, Lcom/fernhill/lend/LoanTools;->getDb()Lcom/fernhill/lend/LibraryDb;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/fernhill/lend/LibraryDb;->markLost(Ljava/lang/String;)I

    .line 68
    new-instance v0, Lcom/fernhill/lend/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "loan_id"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "status"

    const-string v4, "lost"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/fernhill/lend/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    return-object v0
.end method

.method private final details(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 14

    .line 31
    iget-object v0, p1, Lcom/fernhill/lend/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "loan_id"

    invoke-static {v0, v1}, Lcom/fernhill/lend/Args;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v1, "loan_id is required"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/LoanTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v6, v0

    .line 27
    new-instance v7, Lkotlin/jvm/internal/Ref$ObjectRef;

    invoke-direct {v7}, Lkotlin/jvm/internal/Ref$ObjectRef;-><init>()V

    .line 28
    invoke-virtual {p0}, Lcom/fernhill/lend/LoanTools;->getDb()Lcom/fernhill/lend/LibraryDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LibraryDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v9, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object v6, v9, v3

    new-instance v3, Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda5;

    invoke-direct {v3, v7}, Lcom/fernhill/lend/LoanTools$$ExternalSyntheticLambda5;-><init>(Lkotlin/jvm/internal/Ref$ObjectRef;)V

    const-string v1, "SELECT id, title, author, due, renewals, fee FROM loans WHERE id = ?"

    invoke-static {v0, v1, v9, v3}, Lcom/fernhill/lend/SafeQuery;->first(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;Lcom/fernhill/lend/ErrorListener;)Lorg/json/JSONObject;

    move-result-object v8

    .line 31
    iget-object v0, v7, Lkotlin/jvm/internal/Ref$ObjectRef;->element:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    if-eqz v0, :cond_1

    move-object v10, v0

    .line 77
    const/4 v11, 0x0

    .line 31
    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Loan "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " is "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " right now"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "UNAVAILABLE"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/fernhill/lend/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    .line 32
    :cond_1
    move-object v0, v8

    if-eqz v8, :cond_2

    move-object v10, v0

    .line 77
    const/4 v11, 0x0

    .line 32
    new-instance v0, Lcom/fernhill/lend/Reply$Ok;

    invoke-direct {v0, v10}, Lcom/fernhill/lend/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    goto :goto_0

    :cond_2
    const-string v1, "No loan with that id"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/LoanTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method public static final details$lambda$0(Lkotlin/jvm/internal/Ref$ObjectRef;Ljava/lang/Exception;)V
    .registers 4

    .line 29
    instance-of v1, p1, Landroid/database/sqlite/SQLiteException;

    move-object v0, p0

    if-eqz v1, :cond_0

    const-string v1, "busy"

    goto :goto_0

    :cond_0
    const-string v1, "unreadable"

    :goto_0
    iput-object v1, v0, Lkotlin/jvm/internal/Ref$ObjectRef;->element:Ljava/lang/Object;

    .line 30
    return-void
.end method

.method private final export(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 11

    .line 48
    iget-object v0, p1, Lcom/fernhill/lend/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "file_name"

    invoke-static {v0, v1}, Lcom/fernhill/lend/Args;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "reading-list.csv"

    :cond_0
    move-object v5, v0

    .line 49
    new-instance v6, Ljava/lang/StringBuilder;

    const-string v2, "title,author,due\n"

    invoke-direct {v6, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    .line 50
    invoke-virtual {p0}, Lcom/fernhill/lend/LoanTools;->getDb()Lcom/fernhill/lend/LibraryDb;

    move-result-object v0

    const/4 v2, 0x0

    new-array v2, v2, [Ljava/lang/String;

    const-string v1, "SELECT id, title, author, due FROM loans WHERE status = \'out\' ORDER BY due"

    invoke-virtual {v0, v1, v2}, Lcom/fernhill/lend/LibraryDb;->rows(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Lorg/json/JSONObject;

    const-string v2, "title"

    invoke-virtual {v8, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v6, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x2c

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v2, "author"

    invoke-virtual {v8, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x2c

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v2, "due"

    invoke-virtual {v8, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0xa

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    goto :goto_0

    .line 52
    :cond_1
    :try_start_0
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/fernhill/lend/LoanTools;->getCtx()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "exports"

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v4, "toString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v8, v2

    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v8, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v2

    const-string v4, "getBytes(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v5, v2}, Lcom/fernhill/lend/ExportFiles;->write(Ljava/io/File;Ljava/lang/String;[B)Ljava/io/File;

    move-result-object v7

    .line 53
    new-instance v0, Lcom/fernhill/lend/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v4

    const-string v3, "file"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/fernhill/lend/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    move-object v7, v0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    .line 54
    :catch_0
    move-exception v8

    .line 55
    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "UNAVAILABLE"

    const-string v2, "The reading list could not be saved"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/fernhill/lend/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/fernhill/lend/Reply;

    move-result-object v7

    .line 51
    :goto_1
    return-object v7
.end method

.method public static final handlers$lambda$0(Lcom/fernhill/lend/LoanTools;Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    invoke-direct {p0}, Lcom/fernhill/lend/LoanTools;->list()Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers$lambda$1(Lcom/fernhill/lend/LoanTools;Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    invoke-direct {p0, p1}, Lcom/fernhill/lend/LoanTools;->details(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers$lambda$2(Lcom/fernhill/lend/LoanTools;Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-direct {p0, p1}, Lcom/fernhill/lend/LoanTools;->renew(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers$lambda$3(Lcom/fernhill/lend/LoanTools;Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    invoke-direct {p0, p1}, Lcom/fernhill/lend/LoanTools;->export(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers$lambda$4(Lcom/fernhill/lend/LoanTools;Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    invoke-direct {p0, p1}, Lcom/fernhill/lend/LoanTools;->declareLost(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method

.method private final list()Lcom/fernhill/lend/Reply;
    .registers 8

    .line 23
    new-instance v0, Lcom/fernhill/lend/Reply$Ok;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    new-instance v3, Lorg/json/JSONArray;

    invoke-virtual {p0}, Lcom/fernhill/lend/LoanTools;->getDb()Lcom/fernhill/lend/LibraryDb;

    move-result-object v4

    const/4 v6, 0x0

    new-array v6, v6, [Ljava/lang/String;

    const-string v5, "SELECT id, title, author, due FROM loans WHERE status = \'out\' ORDER BY due"

    invoke-virtual {v4, v5, v6}, Lcom/fernhill/lend/LibraryDb;->rows(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;

    move-result-object v4

    check-cast v4, Ljava/util/Collection;

    invoke-direct {v3, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v2, "loans"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lcom/fernhill/lend/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    return-object v0
.end method

.method private final renew(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
    .registers 14

    .line 36
    iget-object v0, p1, Lcom/fernhill/lend/ToolCall;->args:Lorg/json/JSONObject;

    const-string v1, "loan_id"

    invoke-static {v0, v1}, Lcom/fernhill/lend/Args;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v1, "loan_id is required"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/LoanTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v9, v0

    .line 37
    invoke-virtual {p0}, Lcom/fernhill/lend/LoanTools;->getGraph()Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getAccount()Lcom/fernhill/lend/Account;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/Account;->getSignedIn()Z

    move-result v0

    if-nez v0, :cond_1

    const-string v2, "Sign in to Fernhill to renew your loans"

    invoke-virtual {p0, p1, v2}, Lcom/fernhill/lend/LoanTools;->needsAuthorization(Lcom/fernhill/lend/ToolCall;Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    .line 38
    :cond_1
    invoke-virtual {p0}, Lcom/fernhill/lend/LoanTools;->getDb()Lcom/fernhill/lend/LibraryDb;

    move-result-object v0

    invoke-virtual {v0, v9}, Lcom/fernhill/lend/LibraryDb;->renew(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    const-string v1, "That loan cannot be renewed"

    invoke-virtual {p0, v1}, Lcom/fernhill/lend/LoanTools;->invalid(Ljava/lang/String;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_2
    move-object v10, v0

    .line 39
    new-instance v11, Lcom/fernhill/lend/RenewalNote;

    invoke-virtual {p0}, Lcom/fernhill/lend/LoanTools;->getGraph()Lcom/fernhill/lend/LendGraph;

    move-result-object v2

    invoke-virtual {v2}, Lcom/fernhill/lend/LendGraph;->getLedger()Lcom/fernhill/lend/Ledger;

    move-result-object v2

    iget-object v3, p1, Lcom/fernhill/lend/ToolCall;->tool:Ljava/lang/String;

    invoke-direct {v11, v2, v3, v9}, Lcom/fernhill/lend/RenewalNote;-><init>(Lcom/fernhill/lend/Ledger;Ljava/lang/String;Ljava/lang/String;)V

    .line 40
    invoke-virtual {p0}, Lcom/fernhill/lend/LoanTools;->getGraph()Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getAppScope()Lkotlinx/coroutines/CoroutineScope;

    move-result-object v0

    new-instance v3, Lcom/fernhill/lend/LoanTools$renew$1;

    move-object v4, p0

    move-object v5, v9

    move-object v6, v10

    move-object v7, v11

    const/4 v8, 0x0

    invoke-direct/range {v3 .. v8}, Lcom/fernhill/lend/LoanTools$renew$1;-><init>(Lcom/fernhill/lend/LoanTools;Ljava/lang/String;Ljava/lang/String;Lcom/fernhill/lend/RenewalNote;Lkotlin/coroutines/Continuation;)V

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

    const-string v3, "loan_id"

    invoke-virtual {v2, v3, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "due"

    invoke-virtual {v2, v3, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/fernhill/lend/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    return-object v0
.end method


# virtual methods
.method protected getHandlers()Ljava/util/Map;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/fernhill/lend/LoanTools;->handlers:Ljava/util/Map;

    return-object v0
.end method
