.class public final Lcom/halyard/vault/reports/ReportDesk;
.super Ljava/lang/Object;
.source "ReportDesk.java"

# interfaces
.implements Lcom/halyard/vault/cetp/Desk;


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/halyard/vault/reports/ReportDesk$Report;
    }
.end annotation


# static fields
.field private static final FILE_NAME:Ljava/util/regex/Pattern;

.field public static final PROVIDER_ID:Ljava/lang/String; = "com.halyard.vault.reports"

.field static final REPORT:Lcom/halyard/vault/jobs/RowMapper;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/halyard/vault/jobs/RowMapper<",
            "Lcom/halyard/vault/reports/ReportDesk$Report;",
            ">;"
        }
    .end annotation
.end field

.field private static final REPORT_COLUMNS:[Ljava/lang/String;


# instance fields
.field private final confirmations:Lcom/halyard/vault/cetp/Confirmations;

.field private final context:Landroid/content/Context;

.field private final db:Lcom/halyard/vault/jobs/VaultDb;

.field private final grants:Lcom/halyard/vault/cetp/Grants;

.field private final repository:Lcom/halyard/vault/jobs/OperationRepository;

.field private final tools:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/halyard/vault/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 35
    const-string v0, "[A-Za-z0-9][A-Za-z0-9_-]{0,59}\\.json"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/halyard/vault/reports/ReportDesk;->FILE_NAME:Ljava/util/regex/Pattern;

    .line 36
    const/4 v0, 0x7

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "report_id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "owner_uid"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "title"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "path"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "size"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "sha256"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "created_at"

    aput-object v2, v0, v1

    sput-object v0, Lcom/halyard/vault/reports/ReportDesk;->REPORT_COLUMNS:[Ljava/lang/String;

    .line 38
    new-instance v0, Lcom/halyard/vault/reports/ReportDesk$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/halyard/vault/reports/ReportDesk$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/halyard/vault/reports/ReportDesk;->REPORT:Lcom/halyard/vault/jobs/RowMapper;

    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lcom/halyard/vault/jobs/VaultDb;Lcom/halyard/vault/jobs/OperationRepository;)V
    .registers 19

    .line 48
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 46
    new-instance v1, Ljava/util/ArrayList;

    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V

    iput-object v1, p0, Lcom/halyard/vault/reports/ReportDesk;->tools:Ljava/util/List;

    .line 49
    move-object/from16 v1, p1

    iput-object v1, p0, Lcom/halyard/vault/reports/ReportDesk;->context:Landroid/content/Context;

    .line 50
    move-object/from16 v1, p2

    iput-object v1, p0, Lcom/halyard/vault/reports/ReportDesk;->db:Lcom/halyard/vault/jobs/VaultDb;

    .line 51
    new-instance v1, Lcom/halyard/vault/cetp/Grants;

    move-object/from16 v3, p1

    move-object/from16 v4, p2

    invoke-direct {v1, v3, v4}, Lcom/halyard/vault/cetp/Grants;-><init>(Landroid/content/Context;Lcom/halyard/vault/jobs/VaultDb;)V

    iput-object v1, p0, Lcom/halyard/vault/reports/ReportDesk;->grants:Lcom/halyard/vault/cetp/Grants;

    .line 52
    new-instance v1, Lcom/halyard/vault/cetp/Confirmations;

    move-object/from16 v3, p1

    const-string v4, "com.halyard.vault.reports"

    invoke-direct {v1, v3, v4}, Lcom/halyard/vault/cetp/Confirmations;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/halyard/vault/reports/ReportDesk;->confirmations:Lcom/halyard/vault/cetp/Confirmations;

    .line 53
    move-object/from16 v1, p3

    iput-object v1, p0, Lcom/halyard/vault/reports/ReportDesk;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    .line 54
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportDesk;->tools:Ljava/util/List;

    new-instance v1, Lcom/halyard/vault/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "list_reports"

    const-string v4, "List reports"

    const-string v5, "Lists the reports this assistant built"

    const-string v6, "read"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "never"

    const/4 v10, 0x0

    const/4 v11, 0x0

    const-string v12, "reports.read"

    const-string v13, "{\"type\":\"object\",\"additionalProperties\":false}"

    const-string v14, "{\"type\":\"object\",\"properties\":{\"reports\":{\"type\":\"array\"}},\"required\":[\"reports\"]}"

    invoke-direct/range {v2 .. v14}, Lcom/halyard/vault/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ZZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 58
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportDesk;->tools:Ljava/util/List;

    new-instance v1, Lcom/halyard/vault/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "get_report"

    const-string v4, "Get a report"

    const-string v5, "Hands out one report this assistant built, as a file"

    const-string v6, "read"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "never"

    const/4 v10, 0x0

    const/4 v11, 0x1

    const-string v12, "reports.read"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"report_id\":{\"type\":\"string\",\"pattern\":\"^rep_[0-9a-f]{24}$\"}},\"required\":[\"report_id\"],\"additionalProperties\":false}"

    const-string v14, "{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\"},\"counts\":{\"type\":\"object\"}},\"required\":[\"title\",\"counts\"]}"

    invoke-direct/range {v2 .. v14}, Lcom/halyard/vault/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ZZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 64
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportDesk;->tools:Ljava/util/List;

    new-instance v1, Lcom/halyard/vault/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "build_report"

    const-string v4, "Build a usage report"

    const-string v5, "Counts items, snapshots and jobs of the vault into a JSON report file"

    const-string v6, "create"

    const-string v7, "low"

    const/4 v8, 0x0

    const-string v9, "provider_policy"

    const/4 v10, 0x1

    const/4 v11, 0x1

    const-string v12, "reports.write"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\",\"maxLength\":80},\"file_name\":{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9][A-Za-z0-9_-]{0,59}\\\\.json$\"}},\"required\":[\"title\"],\"additionalProperties\":false}"

    const-string v14, "{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\"},\"counts\":{\"type\":\"object\"}},\"required\":[\"title\",\"counts\"]}"

    invoke-direct/range {v2 .. v14}, Lcom/halyard/vault/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ZZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 72
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportDesk;->tools:Ljava/util/List;

    new-instance v1, Lcom/halyard/vault/cetp/ToolSpec;

    move-object v2, v1

    const-string v3, "prune_reports"

    const-string v4, "Delete old reports"

    const-string v5, "Deletes this assistant\'s reports older than the given number of days"

    const-string v6, "delete"

    const-string v7, "moderate"

    const/4 v8, 0x1

    const-string v9, "always"

    const/4 v10, 0x1

    const/4 v11, 0x0

    const-string v12, "reports.write"

    const-string v13, "{\"type\":\"object\",\"properties\":{\"older_than_days\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":3650}},\"required\":[\"older_than_days\"],\"additionalProperties\":false}"

    const-string v14, "{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"integer\"}},\"required\":[\"removed\"]}"

    invoke-direct/range {v2 .. v14}, Lcom/halyard/vault/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ZZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 78
    return-void
.end method

.method static synthetic lambda$static$0(Landroid/database/Cursor;)Lcom/halyard/vault/reports/ReportDesk$Report;
    .registers 12

    .line 38
    new-instance v0, Lcom/halyard/vault/reports/ReportDesk$Report;

    const/4 v3, 0x0

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v4, 0x1

    invoke-interface {p0, v4}, Landroid/database/Cursor;->getInt(I)I

    move-result v3

    const/4 v5, 0x2

    invoke-interface {p0, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    .line 39
    const/4 v6, 0x3

    invoke-interface {p0, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const/4 v7, 0x4

    invoke-interface {p0, v7}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v6

    const/4 v9, 0x5

    invoke-interface {p0, v9}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v8

    const/4 v10, 0x6

    invoke-interface {p0, v10}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v9

    move-object v1, v0

    invoke-direct/range {v1 .. v10}, Lcom/halyard/vault/reports/ReportDesk$Report;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;J)V

    .line 38
    return-object v0
.end method

.method private reportsOf(I)Ljava/util/List;
    .registers 15
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Ljava/util/List<",
            "Lcom/halyard/vault/reports/ReportDesk$Report;",
            ">;"
        }
    .end annotation

    .line 207
    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    .line 208
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportDesk;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/halyard/vault/reports/ReportDesk;->REPORT_COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 209
    invoke-static {p1}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 208
    const-string v1, "reports"

    const-string v3, "owner_uid = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "created_at DESC"

    const-string v8, "100"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 210
    :goto_0
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 211
    sget-object v1, Lcom/halyard/vault/reports/ReportDesk;->REPORT:Lcom/halyard/vault/jobs/RowMapper;

    invoke-interface {v1, v10}, Lcom/halyard/vault/jobs/RowMapper;->map(Landroid/database/Cursor;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/halyard/vault/reports/ReportDesk$Report;

    invoke-interface {v9, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 213
    :cond_0
    if-eqz v10, :cond_2

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v11

    .line 208
    if-eqz v10, :cond_1

    :try_start_1
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v12

    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v11

    .line 214
    :cond_2
    :goto_2
    return-object v9
.end method

.method private submit(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Call;)Landroid/os/Bundle;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 154
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/halyard/vault/cetp/Call;->deadlinePassed()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 155
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the job was queued"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 158
    :cond_0
    const/4 v6, 0x0

    .line 159
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-object v0, v0, Lcom/halyard/vault/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "build_report"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 160
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "file_name"

    const-string v2, "report.json"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 161
    sget-object v0, Lcom/halyard/vault/reports/ReportDesk;->FILE_NAME:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v6}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_3

    .line 162
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "file_name must be a plain name ending in .json"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 166
    :cond_1
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "older_than_days"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v7

    .line 167
    const/4 v1, 0x1

    if-lt v7, v1, :cond_2

    const/16 v1, 0xe42

    if-le v7, v1, :cond_3

    .line 168
    :cond_2
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "older_than_days must be 1 to 3650"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 171
    :cond_3
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v7

    .line 173
    move-object/from16 v1, p2

    :try_start_0
    iget-object v1, v1, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v0, "com.halyard.vault.reports"

    invoke-static {v0, v1}, Lcom/halyard/vault/cetp/Digests;->callerKey(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 174
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportDesk;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-virtual {v0, v9}, Lcom/halyard/vault/jobs/OperationRepository;->findByDedupKey(Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v10

    .line 175
    if-eqz v10, :cond_4

    .line 176
    move-object/from16 v1, p2

    invoke-static {v10, v1}, Lcom/halyard/vault/jobs/OperationsEndpoint;->replay(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/cetp/Call;)Landroid/os/Bundle;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v11

    .line 195
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 176
    return-object v11

    .line 178
    :cond_4
    move-object/from16 v0, p2

    :try_start_1
    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-object v0, v0, Lcom/halyard/vault/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "prune_reports"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 179
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportDesk;->confirmations:Lcom/halyard/vault/cetp/Confirmations;

    move-object/from16 v3, p2

    iget-object v3, v3, Lcom/halyard/vault/cetp/Call;->args:Lorg/json/JSONObject;

    .line 180
    const-string v4, "older_than_days"

    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I

    move-result v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete your reports older than "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " days"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v3, v4

    .line 179
    move-object/from16 v2, p2

    invoke-virtual {v0, p1, v2, v3}, Lcom/halyard/vault/cetp/Confirmations;->require(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v11

    .line 181
    if-eqz v11, :cond_5

    .line 182
    move-object v12, v11

    .line 195
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 182
    return-object v12

    .line 185
    :cond_5
    :try_start_2
    invoke-static {}, Lcom/halyard/vault/cetp/Digests;->operationId()Ljava/lang/String;

    move-result-object v0

    const-string v3, "com.halyard.vault.reports"

    move-object/from16 v4, p2

    invoke-static {v0, v9, p1, v3, v4}, Lcom/halyard/vault/jobs/OperationRow;->pending(Ljava/lang/String;Ljava/lang/String;Lcom/halyard/vault/cetp/Caller;Ljava/lang/String;Lcom/halyard/vault/cetp/Call;)Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v11

    .line 186
    if-eqz v6, :cond_6

    .line 187
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportDesk;->context:Landroid/content/Context;

    iget-object v1, v11, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "reports/"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-static {v0, v1}, Lcom/halyard/vault/jobs/ResultFiles;->area(Landroid/content/Context;Ljava/lang/String;)Ljava/io/File;

    move-result-object v12

    .line 188
    invoke-static {v12, v6}, Lcom/halyard/vault/jobs/ResultFiles;->named(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;

    move-result-object v1

    invoke-virtual {v1}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v1

    iput-object v1, v11, Lcom/halyard/vault/jobs/OperationRow;->resultPath:Ljava/lang/String;

    .line 189
    const-string v1, "application/json"

    iput-object v1, v11, Lcom/halyard/vault/jobs/OperationRow;->mediaType:Ljava/lang/String;

    .line 191
    :cond_6
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportDesk;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-virtual {v0, v11}, Lcom/halyard/vault/jobs/OperationRepository;->insert(Lcom/halyard/vault/jobs/OperationRow;)V

    .line 192
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportDesk;->context:Landroid/content/Context;

    invoke-static {v0}, Lcom/halyard/vault/jobs/JobWorkerService;->wake(Landroid/content/Context;)V

    .line 193
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    iget-object v1, v11, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    const-wide/16 v2, 0x5dc

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    move-result-object v12

    .line 195
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 193
    return-object v12

    :catchall_0
    move-exception v13

    .line 195
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 196
    throw v13
.end method


# virtual methods
.method public capabilities()[Ljava/lang/String;
    .registers 4

    .line 105
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "async_operations"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "cancellation"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "large_results"

    aput-object v2, v0, v1

    return-object v0
.end method

.method public description()Ljava/lang/String;
    .registers 2

    .line 92
    const-string v0, "Usage reports of your Halyard Vault"

    return-object v0
.end method

.method public execute(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Call;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 115
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportDesk;->grants:Lcom/halyard/vault/cetp/Grants;

    iget-object v2, p2, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-object v2, v2, Lcom/halyard/vault/cetp/ToolSpec;->scope:Ljava/lang/String;

    invoke-virtual {v0, p1, v2}, Lcom/halyard/vault/cetp/Grants;->allows(Lcom/halyard/vault/cetp/Caller;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 116
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "Halyard Vault has not granted this scope"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 118
    :cond_0
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-boolean v0, v0, Lcom/halyard/vault/cetp/ToolSpec;->async:Z

    if-eqz v0, :cond_1

    .line 119
    invoke-direct {p0, p1, p2}, Lcom/halyard/vault/reports/ReportDesk;->submit(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 121
    :cond_1
    invoke-virtual {p2}, Lcom/halyard/vault/cetp/Call;->deadlinePassed()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 122
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the tool started"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 125
    :cond_2
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-object v0, v0, Lcom/halyard/vault/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "list_reports"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 126
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 127
    iget v1, p1, Lcom/halyard/vault/cetp/Caller;->uid:I

    invoke-direct {p0, v1}, Lcom/halyard/vault/reports/ReportDesk;->reportsOf(I)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/reports/ReportDesk$Report;

    move-object v7, v0

    .line 128
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, v7, Lcom/halyard/vault/reports/ReportDesk$Report;->reportId:Ljava/lang/String;

    .line 129
    const-string v2, "report_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, v7, Lcom/halyard/vault/reports/ReportDesk$Report;->title:Ljava/lang/String;

    .line 130
    const-string v2, "title"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-wide v3, v7, Lcom/halyard/vault/reports/ReportDesk$Report;->createdAt:J

    .line 131
    const-string v2, "created_at"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 128
    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 132
    goto :goto_0

    .line 133
    :cond_3
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "reports"

    invoke-virtual {v1, v2, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/halyard/vault/cetp/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 135
    :cond_4
    iget-object v1, p2, Lcom/halyard/vault/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v2, "report_id"

    const-string v3, ""

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/halyard/vault/reports/ReportDesk;->find(Ljava/lang/String;)Lcom/halyard/vault/reports/ReportDesk$Report;

    move-result-object v5

    .line 136
    if-eqz v5, :cond_5

    iget v0, v5, Lcom/halyard/vault/reports/ReportDesk$Report;->ownerUid:I

    iget v1, p1, Lcom/halyard/vault/cetp/Caller;->uid:I

    if-eq v0, v1, :cond_6

    .line 137
    :cond_5
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such report for this assistant"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 141
    :cond_6
    :try_start_0
    new-instance v0, Ljava/io/File;

    iget-object v2, v5, Lcom/halyard/vault/reports/ReportDesk$Report;->path:Ljava/lang/String;

    invoke-direct {v0, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lcom/halyard/vault/jobs/ResultFiles;->openForConsumer(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    :try_end_0
    .catch Ljava/io/FileNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v6

    .line 144
    goto :goto_1

    :catch_0
    move-exception v7

    .line 143
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "RESULT_EXPIRED"

    const-string v2, "The report file is no longer kept"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 145
    :goto_1
    iget-object v0, p2, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 146
    const-string v2, "kind"

    const-string v3, "file"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 147
    const-string v2, "media_type"

    const-string v3, "application/json"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    iget-wide v3, v5, Lcom/halyard/vault/reports/ReportDesk$Report;->size:J

    .line 148
    const-string v2, "size_bytes"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    iget-object v3, v5, Lcom/halyard/vault/reports/ReportDesk$Report;->sha256:Ljava/lang/String;

    .line 149
    const-string v2, "sha256"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 145
    invoke-static {v0, v1, v6}, Lcom/halyard/vault/cetp/Replies;->file(Ljava/lang/String;Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method find(Ljava/lang/String;)Lcom/halyard/vault/reports/ReportDesk$Report;
    .registers 14

    .line 200
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportDesk;->db:Lcom/halyard/vault/jobs/VaultDb;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/VaultDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/halyard/vault/reports/ReportDesk;->REPORT_COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const-string v1, "reports"

    const-string v3, "report_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const-string v8, "1"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 202
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lcom/halyard/vault/reports/ReportDesk;->REPORT:Lcom/halyard/vault/jobs/RowMapper;

    invoke-interface {v0, v9}, Lcom/halyard/vault/jobs/RowMapper;->map(Landroid/database/Cursor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/reports/ReportDesk$Report;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v10, v0

    .line 203
    if-eqz v9, :cond_1

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 202
    :cond_1
    return-object v10

    :catch_0
    move-exception v10

    .line 200
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

.method public providerId()Ljava/lang/String;
    .registers 2

    .line 82
    const-string v0, "com.halyard.vault.reports"

    return-object v0
.end method

.method public providerName()Ljava/lang/String;
    .registers 2

    .line 87
    const-string v0, "Halyard Vault reports"

    return-object v0
.end method

.method reportFile(Ljava/lang/String;)Ljava/io/File;
    .registers 5

    .line 219
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    invoke-virtual {p0, p1}, Lcom/halyard/vault/reports/ReportDesk;->find(Ljava/lang/String;)Lcom/halyard/vault/reports/ReportDesk$Report;

    move-result-object v0

    :goto_0
    move-object v2, v0

    .line 220
    if-nez v2, :cond_1

    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    new-instance v0, Ljava/io/File;

    iget-object v1, v2, Lcom/halyard/vault/reports/ReportDesk$Report;->path:Ljava/lang/String;

    invoke-direct {v0, v1}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    :goto_1
    return-object v0
.end method

.method public scopes()Ljava/lang/String;
    .registers 2

    .line 97
    const-string v0, "[{\"name\":\"reports.read\",\"title\":\"Read reports\",\"description\":\"List and open the reports you built\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"reports.write\",\"title\":\"Build and delete reports\",\"description\":\"Build new reports and delete old ones\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

    return-object v0
.end method

.method public tools()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/halyard/vault/cetp/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 110
    iget-object v0, p0, Lcom/halyard/vault/reports/ReportDesk;->tools:Ljava/util/List;

    return-object v0
.end method
