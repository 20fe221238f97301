.class Lcom/keyholder/data/CetpDao_Impl$2;
.super Landroidx/room/EntityInsertionAdapter;
.source "CetpDao_Impl.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/keyholder/data/CetpDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Landroidx/room/EntityInsertionAdapter",
        "<",
        "Lcom/keyholder/data/RequestRow;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/keyholder/data/CetpDao_Impl;


# direct methods
.method constructor <init>(Lcom/keyholder/data/CetpDao_Impl;Landroidx/room/RoomDatabase;)V
    .registers 3

    .line 46
    iput-object p1, p0, Lcom/keyholder/data/CetpDao_Impl$2;->this$0:Lcom/keyholder/data/CetpDao_Impl;

    invoke-direct {p0, p2}, Landroidx/room/EntityInsertionAdapter;-><init>(Landroidx/room/RoomDatabase;)V

    return-void
.end method


# virtual methods
.method public bind(Landroidx/sqlite/db/SupportSQLiteStatement;Lcom/keyholder/data/RequestRow;)V
    .registers 7

    .line 54
    iget-object v0, p2, Lcom/keyholder/data/RequestRow;->providerId:Ljava/lang/String;

    if-nez v0, :cond_0

    .line 55
    const/4 v1, 0x1

    invoke-interface {p1, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_0

    .line 57
    :cond_0
    iget-object v2, p2, Lcom/keyholder/data/RequestRow;->providerId:Ljava/lang/String;

    const/4 v1, 0x1

    invoke-interface {p1, v1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 59
    :goto_0
    iget v2, p2, Lcom/keyholder/data/RequestRow;->uid:I

    int-to-long v2, v2

    const/4 v1, 0x2

    invoke-interface {p1, v1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V

    .line 60
    iget-object v0, p2, Lcom/keyholder/data/RequestRow;->requestId:Ljava/lang/String;

    if-nez v0, :cond_1

    .line 61
    const/4 v1, 0x3

    invoke-interface {p1, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_1

    .line 63
    :cond_1
    iget-object v2, p2, Lcom/keyholder/data/RequestRow;->requestId:Ljava/lang/String;

    const/4 v1, 0x3

    invoke-interface {p1, v1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 65
    :goto_1
    iget-object v0, p2, Lcom/keyholder/data/RequestRow;->digest:Ljava/lang/String;

    if-nez v0, :cond_2

    .line 66
    const/4 v1, 0x4

    invoke-interface {p1, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_2

    .line 68
    :cond_2
    iget-object v2, p2, Lcom/keyholder/data/RequestRow;->digest:Ljava/lang/String;

    const/4 v1, 0x4

    invoke-interface {p1, v1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 70
    :goto_2
    iget-object v0, p2, Lcom/keyholder/data/RequestRow;->data:Ljava/lang/String;

    if-nez v0, :cond_3

    .line 71
    const/4 v1, 0x5

    invoke-interface {p1, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_3

    .line 73
    :cond_3
    iget-object v2, p2, Lcom/keyholder/data/RequestRow;->data:Ljava/lang/String;

    const/4 v1, 0x5

    invoke-interface {p1, v1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 75
    :goto_3
    iget-wide v2, p2, Lcom/keyholder/data/RequestRow;->keptAt:J

    const/4 v1, 0x6

    invoke-interface {p1, v1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V

    .line 76
    return-void
.end method

.method public bridge synthetic bind(Landroidx/sqlite/db/SupportSQLiteStatement;Ljava/lang/Object;)V
    .registers 4

    .line 46
    move-object v0, p2

    check-cast v0, Lcom/keyholder/data/RequestRow;

    invoke-virtual {p0, p1, v0}, Lcom/keyholder/data/CetpDao_Impl$2;->bind(Landroidx/sqlite/db/SupportSQLiteStatement;Lcom/keyholder/data/RequestRow;)V

    return-void
.end method

.method public createQuery()Ljava/lang/String;
    .registers 2

    .line 49
    const-string v0, "INSERT OR ABORT INTO `requests` (`provider_id`,`uid`,`request_id`,`digest`,`data`,`kept_at`) VALUES (?,?,?,?,?,?)"

    return-object v0
.end method
