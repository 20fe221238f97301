.class public final Lcom/halyard/vault/jobs/OperationRow;
.super Ljava/lang/Object;
.source "OperationRow.java"


# static fields
.field static final COLUMNS:[Ljava/lang/String;

.field public static final MAPPER:Lcom/halyard/vault/jobs/RowMapper;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/halyard/vault/jobs/RowMapper<",
            "Lcom/halyard/vault/jobs/OperationRow;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field public args:Ljava/lang/String;

.field public argsDigest:Ljava/lang/String;

.field public cancelRequested:Z

.field public dedupKey:Ljava/lang/String;

.field public errorCode:Ljava/lang/String;

.field public errorText:Ljava/lang/String;

.field public id:J

.field public mediaType:Ljava/lang/String;

.field public opId:Ljava/lang/String;

.field public ownerPackage:Ljava/lang/String;

.field public ownerUid:I

.field public progress:I

.field public progressText:Ljava/lang/String;

.field public progressTotal:I

.field public provider:Ljava/lang/String;

.field public requestId:Ljava/lang/String;

.field public resultJson:Ljava/lang/String;

.field public resultPath:Ljava/lang/String;

.field public resultSha256:Ljava/lang/String;

.field public resultSize:J

.field public status:Lcom/halyard/vault/jobs/OpStatus;

.field public tool:Ljava/lang/String;

.field public version:J


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 10
    const/16 v0, 0x17

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "op_id"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "dedup_key"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "owner_uid"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "owner_package"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "provider"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "tool"

    aput-object v2, v0, v1

    const/4 v1, 0x7

    const-string v2, "request_id"

    aput-object v2, v0, v1

    const/16 v1, 0x8

    const-string v2, "args"

    aput-object v2, v0, v1

    const/16 v1, 0x9

    const-string v2, "args_digest"

    aput-object v2, v0, v1

    const/16 v1, 0xa

    const-string v2, "status"

    aput-object v2, v0, v1

    const/16 v1, 0xb

    const-string v2, "progress"

    aput-object v2, v0, v1

    const/16 v1, 0xc

    const-string v2, "progress_total"

    aput-object v2, v0, v1

    const/16 v1, 0xd

    const-string v2, "progress_text"

    aput-object v2, v0, v1

    const/16 v1, 0xe

    const-string v2, "cancel_requested"

    aput-object v2, v0, v1

    const/16 v1, 0xf

    const-string v2, "result_path"

    aput-object v2, v0, v1

    const/16 v1, 0x10

    const-string v2, "media_type"

    aput-object v2, v0, v1

    const/16 v1, 0x11

    const-string v2, "result_size"

    aput-object v2, v0, v1

    const/16 v1, 0x12

    const-string v2, "result_sha256"

    aput-object v2, v0, v1

    const/16 v1, 0x13

    const-string v2, "result_json"

    aput-object v2, v0, v1

    const/16 v1, 0x14

    const-string v2, "error_code"

    aput-object v2, v0, v1

    const/16 v1, 0x15

    const-string v2, "error_text"

    aput-object v2, v0, v1

    const/16 v1, 0x16

    const-string v2, "version"

    aput-object v2, v0, v1

    sput-object v0, Lcom/halyard/vault/jobs/OperationRow;->COLUMNS:[Ljava/lang/String;

    .line 15
    new-instance v0, Lcom/halyard/vault/jobs/OperationRow$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/halyard/vault/jobs/OperationRow$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/halyard/vault/jobs/OperationRow;->MAPPER:Lcom/halyard/vault/jobs/RowMapper;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 42
    return-void
.end method

.method public static pending(Ljava/lang/String;Ljava/lang/String;Lcom/halyard/vault/cetp/Caller;Ljava/lang/String;Lcom/halyard/vault/cetp/Call;)Lcom/halyard/vault/jobs/OperationRow;
    .registers 7

    .line 46
    new-instance v1, Lcom/halyard/vault/jobs/OperationRow;

    invoke-direct {v1}, Lcom/halyard/vault/jobs/OperationRow;-><init>()V

    .line 47
    iput-object p0, v1, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    .line 48
    iput-object p1, v1, Lcom/halyard/vault/jobs/OperationRow;->dedupKey:Ljava/lang/String;

    .line 49
    iget v0, p2, Lcom/halyard/vault/cetp/Caller;->uid:I

    iput v0, v1, Lcom/halyard/vault/jobs/OperationRow;->ownerUid:I

    .line 50
    iget-object v0, p2, Lcom/halyard/vault/cetp/Caller;->pkg:Ljava/lang/String;

    iput-object v0, v1, Lcom/halyard/vault/jobs/OperationRow;->ownerPackage:Ljava/lang/String;

    .line 51
    iput-object p3, v1, Lcom/halyard/vault/jobs/OperationRow;->provider:Ljava/lang/String;

    .line 52
    iget-object v0, p4, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-object v0, v0, Lcom/halyard/vault/cetp/ToolSpec;->name:Ljava/lang/String;

    iput-object v0, v1, Lcom/halyard/vault/jobs/OperationRow;->tool:Ljava/lang/String;

    .line 53
    iget-object v0, p4, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    iput-object v0, v1, Lcom/halyard/vault/jobs/OperationRow;->requestId:Ljava/lang/String;

    .line 54
    iget-object v0, p4, Lcom/halyard/vault/cetp/Call;->argsText:Ljava/lang/String;

    iput-object v0, v1, Lcom/halyard/vault/jobs/OperationRow;->args:Ljava/lang/String;

    .line 55
    invoke-virtual {p4}, Lcom/halyard/vault/cetp/Call;->argsDigest()Ljava/lang/String;

    move-result-object v0

    iput-object v0, v1, Lcom/halyard/vault/jobs/OperationRow;->argsDigest:Ljava/lang/String;

    .line 56
    sget-object v0, Lcom/halyard/vault/jobs/OpStatus;->PENDING:Lcom/halyard/vault/jobs/OpStatus;

    iput-object v0, v1, Lcom/halyard/vault/jobs/OperationRow;->status:Lcom/halyard/vault/jobs/OpStatus;

    .line 57
    const/16 v0, 0x64

    iput v0, v1, Lcom/halyard/vault/jobs/OperationRow;->progressTotal:I

    .line 58
    return-object v1
.end method

.method static read(Landroid/database/Cursor;)Lcom/halyard/vault/jobs/OperationRow;
    .registers 5

    .line 62
    new-instance v3, Lcom/halyard/vault/jobs/OperationRow;

    invoke-direct {v3}, Lcom/halyard/vault/jobs/OperationRow;-><init>()V

    .line 63
    const/4 v2, 0x0

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    iput-wide v1, v3, Lcom/halyard/vault/jobs/OperationRow;->id:J

    .line 64
    const/4 v2, 0x1

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    .line 65
    const/4 v2, 0x2

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->dedupKey:Ljava/lang/String;

    .line 66
    const/4 v2, 0x3

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getInt(I)I

    move-result v1

    iput v1, v3, Lcom/halyard/vault/jobs/OperationRow;->ownerUid:I

    .line 67
    const/4 v2, 0x4

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->ownerPackage:Ljava/lang/String;

    .line 68
    const/4 v2, 0x5

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->provider:Ljava/lang/String;

    .line 69
    const/4 v2, 0x6

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->tool:Ljava/lang/String;

    .line 70
    const/4 v2, 0x7

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->requestId:Ljava/lang/String;

    .line 71
    const/16 v2, 0x8

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->args:Ljava/lang/String;

    .line 72
    const/16 v2, 0x9

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->argsDigest:Ljava/lang/String;

    .line 73
    const/16 v2, 0xa

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lcom/halyard/vault/jobs/OpStatus;->valueOf(Ljava/lang/String;)Lcom/halyard/vault/jobs/OpStatus;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->status:Lcom/halyard/vault/jobs/OpStatus;

    .line 74
    const/16 v2, 0xb

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getInt(I)I

    move-result v1

    iput v1, v3, Lcom/halyard/vault/jobs/OperationRow;->progress:I

    .line 75
    const/16 v2, 0xc

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getInt(I)I

    move-result v1

    iput v1, v3, Lcom/halyard/vault/jobs/OperationRow;->progressTotal:I

    .line 76
    const/16 v2, 0xd

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->progressText:Ljava/lang/String;

    .line 77
    const/16 v2, 0xe

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getInt(I)I

    move-result v1

    move-object v0, v3

    if-eqz v1, :cond_0

    const/4 v1, 0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    iput-boolean v1, v0, Lcom/halyard/vault/jobs/OperationRow;->cancelRequested:Z

    .line 78
    const/16 v2, 0xf

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->resultPath:Ljava/lang/String;

    .line 79
    const/16 v2, 0x10

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->mediaType:Ljava/lang/String;

    .line 80
    const/16 v2, 0x11

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    iput-wide v1, v3, Lcom/halyard/vault/jobs/OperationRow;->resultSize:J

    .line 81
    const/16 v2, 0x12

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->resultSha256:Ljava/lang/String;

    .line 82
    const/16 v2, 0x13

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->resultJson:Ljava/lang/String;

    .line 83
    const/16 v2, 0x14

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->errorCode:Ljava/lang/String;

    .line 84
    const/16 v2, 0x15

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v3, Lcom/halyard/vault/jobs/OperationRow;->errorText:Ljava/lang/String;

    .line 85
    const/16 v2, 0x16

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    iput-wide v1, v3, Lcom/halyard/vault/jobs/OperationRow;->version:J

    .line 86
    return-object v3
.end method


# virtual methods
.method toValues(J)Landroid/content/ContentValues;
    .registers 7

    .line 90
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 91
    iget-object v1, p0, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    const-string v0, "op_id"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 92
    iget-object v1, p0, Lcom/halyard/vault/jobs/OperationRow;->dedupKey:Ljava/lang/String;

    const-string v0, "dedup_key"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 93
    iget v1, p0, Lcom/halyard/vault/jobs/OperationRow;->ownerUid:I

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const-string v0, "owner_uid"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 94
    iget-object v1, p0, Lcom/halyard/vault/jobs/OperationRow;->ownerPackage:Ljava/lang/String;

    const-string v0, "owner_package"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 95
    iget-object v1, p0, Lcom/halyard/vault/jobs/OperationRow;->provider:Ljava/lang/String;

    const-string v0, "provider"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 96
    iget-object v1, p0, Lcom/halyard/vault/jobs/OperationRow;->tool:Ljava/lang/String;

    const-string v0, "tool"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 97
    iget-object v1, p0, Lcom/halyard/vault/jobs/OperationRow;->requestId:Ljava/lang/String;

    const-string v0, "request_id"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 98
    iget-object v1, p0, Lcom/halyard/vault/jobs/OperationRow;->args:Ljava/lang/String;

    const-string v0, "args"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 99
    iget-object v1, p0, Lcom/halyard/vault/jobs/OperationRow;->argsDigest:Ljava/lang/String;

    const-string v0, "args_digest"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 100
    iget-object v1, p0, Lcom/halyard/vault/jobs/OperationRow;->status:Lcom/halyard/vault/jobs/OpStatus;

    invoke-virtual {v1}, Lcom/halyard/vault/jobs/OpStatus;->name()Ljava/lang/String;

    move-result-object v1

    const-string v0, "status"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 101
    iget v1, p0, Lcom/halyard/vault/jobs/OperationRow;->progressTotal:I

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const-string v0, "progress_total"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 102
    iget-object v1, p0, Lcom/halyard/vault/jobs/OperationRow;->resultPath:Ljava/lang/String;

    const-string v0, "result_path"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 103
    iget-object v1, p0, Lcom/halyard/vault/jobs/OperationRow;->mediaType:Ljava/lang/String;

    const-string v0, "media_type"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 104
    const-wide/16 v1, 0x0

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const-string v0, "version"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 105
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const-string v0, "created_at"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 106
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const-string v0, "updated_at"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 107
    return-object v3
.end method
