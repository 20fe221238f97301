.class public final Lcom/tallyspring/budget/cetp/ApprovalStore;
.super Ljava/lang/Object;
.source "ApprovalStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;,
        Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;
    }
.end annotation


# static fields
.field private static final APPROVED_IN_APP:Ljava/util/function/Predicate;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Predicate<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation
.end field

.field private static final COLUMNS:[Ljava/lang/String;

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.tallyspring.budget.extra.RESUME_TOKEN"

.field private static final TTL_MS:J


# instance fields
.field private final db:Lcom/tallyspring/budget/data/LedgerDb;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 22
    sget-object v0, Ljava/util/concurrent/TimeUnit;->MINUTES:Ljava/util/concurrent/TimeUnit;

    const-wide/16 v1, 0xa

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/TimeUnit;->toMillis(J)J

    move-result-wide v0

    sput-wide v0, Lcom/tallyspring/budget/cetp/ApprovalStore;->TTL_MS:J

    .line 23
    const/16 v0, 0x8

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "token"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "uid"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "tool"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "request_id"

    aput-object v3, v0, v2

    const/4 v2, 0x4

    const-string v3, "args_sha256"

    aput-object v3, v0, v2

    const/4 v2, 0x5

    const-string v3, "summary"

    aput-object v3, v0, v2

    const/4 v2, 0x6

    const-string v3, "expires_at"

    aput-object v3, v0, v2

    const/4 v2, 0x7

    const-string v3, "decision"

    aput-object v3, v0, v2

    sput-object v0, Lcom/tallyspring/budget/cetp/ApprovalStore;->COLUMNS:[Ljava/lang/String;

    .line 91
    new-instance v0, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda7;

    invoke-direct {v0}, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda7;-><init>()V

    sput-object v0, Lcom/tallyspring/budget/cetp/ApprovalStore;->APPROVED_IN_APP:Ljava/util/function/Predicate;

    return-void
.end method

.method public constructor <init>(Lcom/tallyspring/budget/data/LedgerDb;)V
    .registers 2

    .line 95
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 96
    iput-object p1, p0, Lcom/tallyspring/budget/cetp/ApprovalStore;->db:Lcom/tallyspring/budget/data/LedgerDb;

    .line 97
    return-void
.end method

.method static synthetic lambda$pending$1(Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;)Z
    .registers 2

    .line 118
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->decision()Ljava/util/Optional;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$static$0(Lorg/json/JSONObject;)Z
    .registers 4

    .line 91
    const-string v1, "approved"

    const/4 v2, 0x0

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$verdictFor$2(Lcom/tallyspring/budget/cetp/ToolCall;Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;)Z
    .registers 3

    .line 143
    invoke-virtual {p1, p0}, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->boundTo(Lcom/tallyspring/budget/cetp/ToolCall;)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$verdictFor$3(Lorg/json/JSONObject;)Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;
    .registers 2

    .line 145
    sget-object v0, Lcom/tallyspring/budget/cetp/ApprovalStore;->APPROVED_IN_APP:Ljava/util/function/Predicate;

    invoke-interface {v0, p0}, Ljava/util/function/Predicate;->test(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->CONFIRMED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    goto :goto_0

    :cond_0
    sget-object v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->DENIED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    :goto_0
    return-object v0
.end method

.method static synthetic lambda$verdictFor$4(Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;)Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;
    .registers 3

    .line 144
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->decision()Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda6;

    invoke-direct {v1}, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda6;-><init>()V

    .line 145
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->NEEDED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    .line 146
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    return-object v0
.end method

.method private static row(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/util/Optional;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/database/sqlite/SQLiteDatabase;",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;",
            ">;"
        }
    .end annotation

    .line 166
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v0, v2

    move-object v8, v0

    .line 167
    sget-object v2, Lcom/tallyspring/budget/cetp/ApprovalStore;->COLUMNS:[Ljava/lang/String;

    move-object v0, p0

    const-string v1, "approvals"

    const-string v3, "token = ?"

    move-object v4, v8

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 168
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {v9}, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->from(Landroid/database/Cursor;)Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    :goto_0
    move-object v10, v0

    .line 169
    if-eqz v9, :cond_1

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 168
    :cond_1
    return-object v10

    :catch_0
    move-exception v10

    .line 167
    if-eqz v9, :cond_2

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v10
.end method

.method private take(Ljava/lang/String;)Ljava/util/Optional;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;",
            ">;"
        }
    .end annotation

    .line 151
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ApprovalStore;->db:Lcom/tallyspring/budget/data/LedgerDb;

    invoke-virtual {v0}, Lcom/tallyspring/budget/data/LedgerDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v5

    .line 152
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 154
    :try_start_0
    invoke-static {v5, p1}, Lcom/tallyspring/budget/cetp/ApprovalStore;->row(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v6

    .line 155
    new-instance v1, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda5;

    invoke-direct {v1}, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda5;-><init>()V

    invoke-virtual {v6, v1}, Ljava/util/Optional;->flatMap(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 156
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v3, v4

    const-string v1, "approvals"

    const-string v2, "token = ?"

    invoke-virtual {v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 158
    :cond_0
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 159
    move-object v7, v6

    .line 161
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 159
    return-object v7

    :catchall_0
    move-exception v8

    .line 161
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 162
    throw v8
.end method


# virtual methods
.method public decide(Ljava/lang/String;Z)Z
    .registers 10

    .line 123
    new-instance v4, Ljava/util/LinkedHashMap;

    invoke-direct {v4}, Ljava/util/LinkedHashMap;-><init>()V

    .line 124
    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    const-string v1, "approved"

    invoke-interface {v4, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 125
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "decided_at"

    invoke-interface {v4, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 126
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 127
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "decision"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 128
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v0, v2

    move-object v6, v0

    .line 129
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ApprovalStore;->db:Lcom/tallyspring/budget/data/LedgerDb;

    invoke-virtual {v0}, Lcom/tallyspring/budget/data/LedgerDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "approvals"

    const-string v3, "token = ? AND decision IS NULL"

    invoke-virtual {v0, v1, v5, v3, v6}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public open(Lcom/tallyspring/budget/cetp/ToolCall;Ljava/lang/String;)Ljava/lang/String;
    .registers 11

    .line 101
    invoke-static {}, Lcom/tallyspring/budget/cetp/Crypto;->randomToken()Ljava/lang/String;

    move-result-object v6

    .line 102
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 103
    const-string v1, "token"

    invoke-virtual {v7, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 104
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->uid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 105
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->toolName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 106
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "request_id"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 107
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v2

    const-string v1, "args_sha256"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 108
    const-string v1, "summary"

    invoke-virtual {v7, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 109
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sget-wide v4, Lcom/tallyspring/budget/cetp/ApprovalStore;->TTL_MS:J

    add-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 110
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ApprovalStore;->db:Lcom/tallyspring/budget/data/LedgerDb;

    invoke-virtual {v0}, Lcom/tallyspring/budget/data/LedgerDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "approvals"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 111
    return-object v6
.end method

.method public pending(Ljava/lang/String;)Ljava/util/Optional;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;",
            ">;"
        }
    .end annotation

    .line 116
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ApprovalStore;->db:Lcom/tallyspring/budget/data/LedgerDb;

    invoke-virtual {v0}, Lcom/tallyspring/budget/data/LedgerDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    invoke-static {v0, p1}, Lcom/tallyspring/budget/cetp/ApprovalStore;->row(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda0;-><init>()V

    .line 117
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda1;-><init>()V

    .line 118
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    .line 116
    return-object v0
.end method

.method public verdictFor(Lcom/tallyspring/budget/cetp/ToolCall;)Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;
    .registers 5

    .line 138
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->resumeToken()Ljava/util/Optional;

    move-result-object v2

    .line 139
    invoke-virtual {v2}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_0

    .line 140
    sget-object v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->NEEDED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    return-object v0

    .line 142
    :cond_0
    new-instance v1, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0}, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda2;-><init>(Lcom/tallyspring/budget/cetp/ApprovalStore;)V

    invoke-virtual {v2, v1}, Ljava/util/Optional;->flatMap(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda3;

    invoke-direct {v1, p1}, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda3;-><init>(Lcom/tallyspring/budget/cetp/ToolCall;)V

    .line 143
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda4;

    invoke-direct {v1}, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda4;-><init>()V

    .line 144
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->INVALID:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    .line 147
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    .line 142
    return-object v0
.end method
