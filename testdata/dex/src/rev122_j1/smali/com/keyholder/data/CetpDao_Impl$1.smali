.class Lcom/keyholder/data/CetpDao_Impl$1;
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
        "Lcom/keyholder/data/SessionRow;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/keyholder/data/CetpDao_Impl;


# direct methods
.method constructor <init>(Lcom/keyholder/data/CetpDao_Impl;Landroidx/room/RoomDatabase;)V
    .registers 3

    .line 24
    iput-object p1, p0, Lcom/keyholder/data/CetpDao_Impl$1;->this$0:Lcom/keyholder/data/CetpDao_Impl;

    invoke-direct {p0, p2}, Landroidx/room/EntityInsertionAdapter;-><init>(Landroidx/room/RoomDatabase;)V

    return-void
.end method


# virtual methods
.method public bind(Landroidx/sqlite/db/SupportSQLiteStatement;Lcom/keyholder/data/SessionRow;)V
    .registers 7

    .line 32
    iget-object v0, p2, Lcom/keyholder/data/SessionRow;->token:Ljava/lang/String;

    if-nez v0, :cond_0

    .line 33
    const/4 v1, 0x1

    invoke-interface {p1, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_0

    .line 35
    :cond_0
    iget-object v2, p2, Lcom/keyholder/data/SessionRow;->token:Ljava/lang/String;

    const/4 v1, 0x1

    invoke-interface {p1, v1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 37
    :goto_0
    iget v2, p2, Lcom/keyholder/data/SessionRow;->uid:I

    int-to-long v2, v2

    const/4 v1, 0x2

    invoke-interface {p1, v1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V

    .line 38
    iget-object v0, p2, Lcom/keyholder/data/SessionRow;->providerId:Ljava/lang/String;

    if-nez v0, :cond_1

    .line 39
    const/4 v1, 0x3

    invoke-interface {p1, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_1

    .line 41
    :cond_1
    iget-object v2, p2, Lcom/keyholder/data/SessionRow;->providerId:Ljava/lang/String;

    const/4 v1, 0x3

    invoke-interface {p1, v1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 43
    :goto_1
    iget-wide v2, p2, Lcom/keyholder/data/SessionRow;->expiresAt:J

    const/4 v1, 0x4

    invoke-interface {p1, v1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V

    .line 44
    return-void
.end method

.method public bridge synthetic bind(Landroidx/sqlite/db/SupportSQLiteStatement;Ljava/lang/Object;)V
    .registers 4

    .line 24
    move-object v0, p2

    check-cast v0, Lcom/keyholder/data/SessionRow;

    invoke-virtual {p0, p1, v0}, Lcom/keyholder/data/CetpDao_Impl$1;->bind(Landroidx/sqlite/db/SupportSQLiteStatement;Lcom/keyholder/data/SessionRow;)V

    return-void
.end method

.method public createQuery()Ljava/lang/String;
    .registers 2

    .line 27
    const-string v0, "INSERT OR ABORT INTO `sessions` (`token`,`uid`,`provider_id`,`expires_at`) VALUES (?,?,?,?)"

    return-object v0
.end method
