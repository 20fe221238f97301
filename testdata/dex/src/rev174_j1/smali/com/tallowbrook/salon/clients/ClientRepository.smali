.class final Lcom/tallowbrook/salon/clients/ClientRepository;
.super Ljava/lang/Object;
.source "ClientRepository.java"


# static fields
.field static final RESULT_NOT_FOUND:I = 0x1

.field static final RESULT_OK:I = 0x0

.field static final RESULT_SAME:I = 0x2


# instance fields
.field private final dao:Lcom/tallowbrook/salon/clients/ClientDao;


# direct methods
.method constructor <init>(Lcom/tallowbrook/salon/clients/ClientDao;)V
    .registers 2

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput-object p1, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    .line 18
    return-void
.end method


# virtual methods
.method byId(Ljava/lang/String;)Lcom/tallowbrook/salon/clients/ClientDao$Row;
    .registers 3

    .line 42
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0, p1}, Lcom/tallowbrook/salon/clients/ClientDao;->byId(Ljava/lang/String;)Lcom/tallowbrook/salon/clients/ClientDao$Row;

    move-result-object v0

    return-object v0
.end method

.method clientCursor(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 3

    .line 25
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0, p1}, Lcom/tallowbrook/salon/clients/ClientDao;->one(Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method delete(Ljava/lang/String;)I
    .registers 7

    .line 88
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/clients/ClientDao;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    .line 89
    invoke-virtual {v1}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 91
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0, p1}, Lcom/tallowbrook/salon/clients/ClientDao;->byId(Ljava/lang/String;)Lcom/tallowbrook/salon/clients/ClientDao$Row;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v0

    if-nez v0, :cond_0

    .line 92
    const/4 v2, -0x1

    .line 99
    invoke-virtual {v1}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 92
    return v2

    .line 94
    :cond_0
    :try_start_1
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0, v1, p1}, Lcom/tallowbrook/salon/clients/ClientDao;->cancelBooked(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)I

    move-result v2

    .line 95
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0, v1, p1}, Lcom/tallowbrook/salon/clients/ClientDao;->deleteClient(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)I

    .line 96
    invoke-virtual {v1}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 97
    move v3, v2

    .line 99
    invoke-virtual {v1}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 97
    return v3

    :catchall_0
    move-exception v4

    .line 99
    invoke-virtual {v1}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 100
    throw v4
.end method

.method history(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 3

    .line 46
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0, p1}, Lcom/tallowbrook/salon/clients/ClientDao;->history(Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method merge(Ljava/lang/String;Ljava/lang/String;)I
    .registers 11

    .line 65
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 66
    const/4 v0, 0x2

    return v0

    .line 68
    :cond_0
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/clients/ClientDao;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v3

    .line 69
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 71
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0, p1}, Lcom/tallowbrook/salon/clients/ClientDao;->byId(Ljava/lang/String;)Lcom/tallowbrook/salon/clients/ClientDao$Row;

    move-result-object v4

    .line 72
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0, p2}, Lcom/tallowbrook/salon/clients/ClientDao;->byId(Ljava/lang/String;)Lcom/tallowbrook/salon/clients/ClientDao$Row;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v5

    .line 73
    if-eqz v4, :cond_1

    if-nez v5, :cond_2

    .line 74
    :cond_1
    const/4 v6, 0x1

    .line 82
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 74
    return v6

    .line 76
    :cond_2
    :try_start_1
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0, v3, p2, p1}, Lcom/tallowbrook/salon/clients/ClientDao;->moveAppointments(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)I

    .line 77
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0, v3, p2, p1}, Lcom/tallowbrook/salon/clients/ClientDao;->markMerged(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V

    .line 78
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    iget v1, v4, Lcom/tallowbrook/salon/clients/ClientDao$Row;->visits:I

    iget v2, v5, Lcom/tallowbrook/salon/clients/ClientDao$Row;->visits:I

    add-int/2addr v1, v2

    invoke-virtual {v0, v3, p1, v1}, Lcom/tallowbrook/salon/clients/ClientDao;->setVisits(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;I)V

    .line 79
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 80
    const/4 v6, 0x0

    .line 82
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 80
    return v6

    :catchall_0
    move-exception v7

    .line 82
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 83
    throw v7
.end method

.method rebuildVisits()I
    .registers 11

    .line 104
    new-instance v4, Ljava/util/ArrayList;

    invoke-direct {v4}, Ljava/util/ArrayList;-><init>()V

    .line 105
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/clients/ClientDao;->activeIds()Landroid/database/Cursor;

    move-result-object v5

    .line 107
    :goto_0
    :try_start_0
    invoke-interface {v5}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 108
    const/4 v2, 0x0

    invoke-interface {v5, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v4, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    .line 111
    :cond_0
    invoke-interface {v5}, Landroid/database/Cursor;->close()V

    .line 112
    goto :goto_1

    :catchall_0
    move-exception v6

    .line 111
    invoke-interface {v5}, Landroid/database/Cursor;->close()V

    .line 112
    throw v6

    .line 113
    :goto_1
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/clients/ClientDao;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v6

    .line 114
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 116
    :try_start_1
    invoke-interface {v4}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_2
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v8, v0

    .line 117
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    iget-object v3, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v3, v8}, Lcom/tallowbrook/salon/clients/ClientDao;->countDone(Ljava/lang/String;)I

    move-result v3

    invoke-virtual {v0, v6, v8, v3}, Lcom/tallowbrook/salon/clients/ClientDao;->setVisits(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;I)V

    .line 118
    goto :goto_2

    .line 119
    :cond_1
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 120
    invoke-interface {v4}, Ljava/util/List;->size()I
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    move-result v7

    .line 122
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 120
    return v7

    :catchall_1
    move-exception v9

    .line 122
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 123
    throw v9
.end method

.method search(Ljava/lang/String;I)Ljava/util/List;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I)",
            "Ljava/util/List<",
            "Lcom/tallowbrook/salon/clients/ClientDao$Row;",
            ">;"
        }
    .end annotation

    .line 29
    new-instance v2, Ljava/util/ArrayList;

    invoke-direct {v2}, Ljava/util/ArrayList;-><init>()V

    .line 30
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0, p1, p2}, Lcom/tallowbrook/salon/clients/ClientDao;->search(Ljava/lang/String;I)Landroid/database/Cursor;

    move-result-object v3

    .line 32
    :goto_0
    :try_start_0
    invoke-interface {v3}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 33
    new-instance v1, Lcom/tallowbrook/salon/clients/ClientDao$Row;

    invoke-direct {v1, v3}, Lcom/tallowbrook/salon/clients/ClientDao$Row;-><init>(Landroid/database/Cursor;)V

    invoke-interface {v2, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    .line 36
    :cond_0
    invoke-interface {v3}, Landroid/database/Cursor;->close()V

    .line 37
    goto :goto_1

    :catchall_0
    move-exception v4

    .line 36
    invoke-interface {v3}, Landroid/database/Cursor;->close()V

    .line 37
    throw v4

    .line 38
    :goto_1
    return-object v2
.end method

.method searchCursor(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 5

    .line 21
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    if-nez p1, :cond_0

    const-string v1, ""

    goto :goto_0

    :cond_0
    move-object v1, p1

    :goto_0
    const/16 v2, 0x32

    invoke-virtual {v0, v1, v2}, Lcom/tallowbrook/salon/clients/ClientDao;->search(Ljava/lang/String;I)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method setPhone(Ljava/lang/String;Ljava/lang/String;)I
    .registers 8

    .line 50
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/clients/ClientDao;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v2

    .line 51
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 53
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientRepository;->dao:Lcom/tallowbrook/salon/clients/ClientDao;

    invoke-virtual {v0, v2, p1, p2}, Lcom/tallowbrook/salon/clients/ClientDao;->setPhone(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    const/4 v1, 0x1

    if-eq v0, v1, :cond_0

    .line 54
    const/4 v3, 0x1

    .line 59
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 54
    return v3

    .line 56
    :cond_0
    :try_start_1
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 57
    const/4 v3, 0x0

    .line 59
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 57
    return v3

    :catchall_0
    move-exception v4

    .line 59
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 60
    throw v4
.end method
