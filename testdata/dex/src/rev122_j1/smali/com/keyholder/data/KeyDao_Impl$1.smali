.class Lcom/keyholder/data/KeyDao_Impl$1;
.super Landroidx/room/EntityInsertionAdapter;
.source "KeyDao_Impl.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/keyholder/data/KeyDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Landroidx/room/EntityInsertionAdapter",
        "<",
        "Lcom/keyholder/data/GrantRow;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/keyholder/data/KeyDao_Impl;


# direct methods
.method constructor <init>(Lcom/keyholder/data/KeyDao_Impl;Landroidx/room/RoomDatabase;)V
    .registers 3

    .line 26
    iput-object p1, p0, Lcom/keyholder/data/KeyDao_Impl$1;->this$0:Lcom/keyholder/data/KeyDao_Impl;

    invoke-direct {p0, p2}, Landroidx/room/EntityInsertionAdapter;-><init>(Landroidx/room/RoomDatabase;)V

    return-void
.end method


# virtual methods
.method public bind(Landroidx/sqlite/db/SupportSQLiteStatement;Lcom/keyholder/data/GrantRow;)V
    .registers 8

    .line 34
    iget-object v1, p2, Lcom/keyholder/data/GrantRow;->id:Ljava/lang/String;

    if-nez v1, :cond_0

    .line 35
    const/4 v2, 0x1

    invoke-interface {p1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_0

    .line 37
    :cond_0
    iget-object v3, p2, Lcom/keyholder/data/GrantRow;->id:Ljava/lang/String;

    const/4 v2, 0x1

    invoke-interface {p1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 39
    :goto_0
    iget-object v1, p2, Lcom/keyholder/data/GrantRow;->lockId:Ljava/lang/String;

    if-nez v1, :cond_1

    .line 40
    const/4 v2, 0x2

    invoke-interface {p1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_1

    .line 42
    :cond_1
    iget-object v3, p2, Lcom/keyholder/data/GrantRow;->lockId:Ljava/lang/String;

    const/4 v2, 0x2

    invoke-interface {p1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 44
    :goto_1
    iget-object v1, p2, Lcom/keyholder/data/GrantRow;->guest:Ljava/lang/String;

    if-nez v1, :cond_2

    .line 45
    const/4 v2, 0x3

    invoke-interface {p1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_2

    .line 47
    :cond_2
    iget-object v3, p2, Lcom/keyholder/data/GrantRow;->guest:Ljava/lang/String;

    const/4 v2, 0x3

    invoke-interface {p1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 49
    :goto_2
    iget-object v1, p2, Lcom/keyholder/data/GrantRow;->level:Ljava/lang/String;

    if-nez v1, :cond_3

    .line 50
    const/4 v2, 0x4

    invoke-interface {p1, v2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_3

    .line 52
    :cond_3
    iget-object v3, p2, Lcom/keyholder/data/GrantRow;->level:Ljava/lang/String;

    const/4 v2, 0x4

    invoke-interface {p1, v2, v3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 54
    :goto_3
    iget-boolean v1, p2, Lcom/keyholder/data/GrantRow;->revoked:Z

    if-eqz v1, :cond_4

    const/4 v1, 0x1

    goto :goto_4

    :cond_4
    const/4 v1, 0x0

    :goto_4
    move v0, v1

    .line 55
    int-to-long v3, v0

    const/4 v2, 0x5

    invoke-interface {p1, v2, v3, v4}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V

    .line 56
    iget-wide v3, p2, Lcom/keyholder/data/GrantRow;->createdAt:J

    const/4 v2, 0x6

    invoke-interface {p1, v2, v3, v4}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V

    .line 57
    return-void
.end method

.method public bridge synthetic bind(Landroidx/sqlite/db/SupportSQLiteStatement;Ljava/lang/Object;)V
    .registers 4

    .line 26
    move-object v0, p2

    check-cast v0, Lcom/keyholder/data/GrantRow;

    invoke-virtual {p0, p1, v0}, Lcom/keyholder/data/KeyDao_Impl$1;->bind(Landroidx/sqlite/db/SupportSQLiteStatement;Lcom/keyholder/data/GrantRow;)V

    return-void
.end method

.method public createQuery()Ljava/lang/String;
    .registers 2

    .line 29
    const-string v0, "INSERT OR ABORT INTO `grants` (`id`,`lock_id`,`guest`,`level`,`revoked`,`created_at`) VALUES (?,?,?,?,?,?)"

    return-object v0
.end method
