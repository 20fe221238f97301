.class public final Lcom/tallowbrook/salon/clients/ClientDao;
.super Ljava/lang/Object;
.source "ClientDao.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallowbrook/salon/clients/ClientDao$Row;
    }
.end annotation


# static fields
.field static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final db:Lcom/tallowbrook/salon/core/SalonDb;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 11
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "name"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "phone"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "visits"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tallowbrook/salon/clients/ClientDao;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method constructor <init>(Lcom/tallowbrook/salon/core/SalonDb;)V
    .registers 2

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 31
    iput-object p1, p0, Lcom/tallowbrook/salon/clients/ClientDao;->db:Lcom/tallowbrook/salon/core/SalonDb;

    .line 32
    return-void
.end method


# virtual methods
.method activeIds()Landroid/database/Cursor;
    .registers 9

    .line 109
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientDao;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "id"

    aput-object v5, v2, v4

    const-string v1, "clients"

    const-string v3, "merged_into IS NULL"

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method byId(Ljava/lang/String;)Lcom/tallowbrook/salon/clients/ClientDao$Row;
    .registers 6

    .line 50
    invoke-virtual {p0, p1}, Lcom/tallowbrook/salon/clients/ClientDao;->one(Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v1

    .line 52
    :try_start_0
    invoke-interface {v1}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/tallowbrook/salon/clients/ClientDao$Row;

    invoke-direct {v0, v1}, Lcom/tallowbrook/salon/clients/ClientDao$Row;-><init>(Landroid/database/Cursor;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v2, v0

    .line 54
    invoke-interface {v1}, Landroid/database/Cursor;->close()V

    .line 52
    return-object v2

    :catchall_0
    move-exception v3

    .line 54
    invoke-interface {v1}, Landroid/database/Cursor;->close()V

    .line 55
    throw v3
.end method

.method cancelBooked(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)I
    .registers 11

    .line 98
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 99
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "status"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 100
    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p2, v4, v5

    .line 101
    const/4 v6, 0x0

    invoke-static {v6}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x1

    aput-object v6, v4, v5

    .line 100
    const-string v1, "appointments"

    const-string v3, "client_id = ? AND status = ?"

    invoke-virtual {p1, v1, v7, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method countDone(Ljava/lang/String;)I
    .registers 13

    .line 88
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientDao;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "id"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    .line 89
    const/4 v7, 0x2

    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    .line 88
    const-string v1, "appointments"

    const-string v3, "client_id = ? AND status = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 91
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->getCount()I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v9

    .line 93
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 91
    return v9

    :catchall_0
    move-exception v10

    .line 93
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 94
    throw v10
.end method

.method deleteClient(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)I
    .registers 8

    .line 105
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p2, v3, v4

    const-string v1, "clients"

    const-string v2, "id = ?"

    invoke-virtual {p1, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method history(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 11

    .line 59
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientDao;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x4

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "starts_at"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "stylist"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "status"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const-string v1, "appointments"

    const-string v3, "client_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "starts_at DESC"

    const-string v8, "50"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method markMerged(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V
    .registers 9

    .line 76
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 77
    const-string v0, "merged_into"

    invoke-virtual {v4, v0, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 78
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p2, v2, v3

    const-string v0, "clients"

    const-string v1, "id = ?"

    invoke-virtual {p1, v0, v4, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 79
    return-void
.end method

.method moveAppointments(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)I
    .registers 10

    .line 70
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 71
    const-string v1, "client_id"

    invoke-virtual {v5, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 72
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p2, v3, v4

    const-string v1, "appointments"

    const-string v2, "client_id = ?"

    invoke-virtual {p1, v1, v5, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method one(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 10

    .line 45
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientDao;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/tallowbrook/salon/clients/ClientDao;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const-string v1, "clients"

    const-string v3, "id = ? AND merged_into IS NULL"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method search(Ljava/lang/String;I)Landroid/database/Cursor;
    .registers 13

    .line 39
    const-string v1, "\\"

    const-string v2, "\\\\"

    invoke-virtual {p1, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "%"

    const-string v2, "\\%"

    invoke-virtual {v0, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "_"

    const-string v2, "\\_"

    invoke-virtual {v0, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v9

    .line 40
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientDao;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/tallowbrook/salon/clients/ClientDao;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v7, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    const-string v8, "%"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 41
    invoke-static {p2}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v8

    .line 40
    const-string v1, "clients"

    const-string v3, "merged_into IS NULL AND name LIKE ? ESCAPE \'\\\'"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "name"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method setPhone(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)I
    .registers 10

    .line 64
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 65
    const-string v1, "phone"

    invoke-virtual {v5, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 66
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p2, v3, v4

    const-string v1, "clients"

    const-string v2, "id = ? AND merged_into IS NULL"

    invoke-virtual {p1, v1, v5, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method setVisits(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;I)V
    .registers 10

    .line 82
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 83
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const-string v0, "visits"

    invoke-virtual {v5, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 84
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p2, v3, v4

    const-string v0, "clients"

    const-string v2, "id = ?"

    invoke-virtual {p1, v0, v5, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 85
    return-void
.end method

.method writable()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientDao;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method
