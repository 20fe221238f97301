.class Lcom/example/hdd/RequestDao_Impl$1;
.super Landroidx/room/EntityInsertionAdapter;
.source "RequestDao_Impl.java"

# Java sketch: the anonymous EntityInsertionAdapter in sketch/RequestDao_Impl.java (Room 2.4 shape).

# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/hdd/RequestDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Landroidx/room/EntityInsertionAdapter<",
        "Lcom/example/hdd/RequestRecord;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/example/hdd/RequestDao_Impl;


# direct methods
.method constructor <init>(Lcom/example/hdd/RequestDao_Impl;Landroidx/room/RoomDatabase;)V
    .registers 3
    .line 25
    iput-object p1, p0, Lcom/example/hdd/RequestDao_Impl$1;->this$0:Lcom/example/hdd/RequestDao_Impl;
    invoke-direct {p0, p2}, Landroidx/room/EntityInsertionAdapter;-><init>(Landroidx/room/RoomDatabase;)V
    return-void
.end method


# virtual methods
.method public bind(Landroidx/sqlite/db/SupportSQLiteStatement;Lcom/example/hdd/RequestRecord;)V
    .registers 5
    .line 33
    iget-object v0, p2, Lcom/example/hdd/RequestRecord;->rid:Ljava/lang/String;
    const/4 v1, 0x1
    if-nez v0, :cond_0
    .line 34
    invoke-interface {p1, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V
    goto :goto_0
    .line 36
    :cond_0
    iget-object v0, p2, Lcom/example/hdd/RequestRecord;->rid:Ljava/lang/String;
    invoke-interface {p1, v1, v0}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 38
    :goto_0
    iget-object v0, p2, Lcom/example/hdd/RequestRecord;->result:Ljava/lang/String;
    const/4 v1, 0x2
    if-nez v0, :cond_1
    .line 39
    invoke-interface {p1, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V
    goto :goto_1
    .line 41
    :cond_1
    iget-object p2, p2, Lcom/example/hdd/RequestRecord;->result:Ljava/lang/String;
    invoke-interface {p1, v1, p2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V
    .line 43
    :goto_1
    return-void
.end method

.method public bridge synthetic bind(Landroidx/sqlite/db/SupportSQLiteStatement;Ljava/lang/Object;)V
    .registers 3
    .line 25
    check-cast p2, Lcom/example/hdd/RequestRecord;
    invoke-virtual {p0, p1, p2}, Lcom/example/hdd/RequestDao_Impl$1;->bind(Landroidx/sqlite/db/SupportSQLiteStatement;Lcom/example/hdd/RequestRecord;)V
    return-void
.end method

.method public createQuery()Ljava/lang/String;
    .registers 2
    .line 28
    const-string v0, "INSERT OR REPLACE INTO `requests` (`rid`,`result`) VALUES (?,?)"
    return-object v0
.end method
