.class final Lcom/example/r35j3/Clinic;
.super Ljava/lang/Object;
.source "Clinic.java"


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .locals 3

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    const-string v0, "clinic.db"

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    iput-object p1, p0, Lcom/example/r35j3/Clinic;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 15
    return-void
.end method


# virtual methods
.method book(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .locals 4

    .line 27
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    .line 28
    const-string v1, "request_id"

    invoke-virtual {v0, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    const-string p1, "pet_id"

    invoke-virtual {v0, p1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 30
    const-string p1, "slot"

    invoke-virtual {v0, p1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 31
    const-string p1, "booked_by"

    invoke-virtual {v0, p1, p4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 32
    iget-object p1, p0, Lcom/example/r35j3/Clinic;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string p2, "visits"

    const/4 p3, 0x0

    const/4 p4, 0x4

    invoke-virtual {p1, p2, p3, v0, p4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    .line 33
    return-void
.end method

.method cancel(Ljava/lang/String;)V
    .locals 4

    .line 40
    iget-object v0, p0, Lcom/example/r35j3/Clinic;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "DELETE FROM visits WHERE visit_id = ?"

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 41
    return-void
.end method

.method deleteRecord(Ljava/lang/String;)V
    .locals 4

    .line 56
    iget-object v0, p0, Lcom/example/r35j3/Clinic;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "DELETE FROM records WHERE record_id = ?"

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 57
    return-void
.end method

.method historyJson(Ljava/lang/String;)Ljava/lang/String;
    .locals 4

    .line 64
    iget-object v0, p0, Lcom/example/r35j3/Clinic;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v1, v2

    const-string p1, "SELECT day, reason FROM visits WHERE pet_id = ?"

    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object p1

    .line 66
    :try_start_0
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "{\"visits\":"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-interface {p1}, Landroid/database/Cursor;->getCount()I

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v1, "}"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 68
    invoke-interface {p1}, Landroid/database/Cursor;->close()V

    .line 66
    return-object v0

    :catchall_0
    move-exception v0

    .line 68
    invoke-interface {p1}, Landroid/database/Cursor;->close()V

    .line 69
    throw v0
.end method

.method markPaid(Ljava/lang/String;)V
    .locals 4

    .line 48
    iget-object v0, p0, Lcom/example/r35j3/Clinic;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE invoices SET paid = 1 WHERE invoice_id = ?"

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 49
    return-void
.end method

.method move(Ljava/lang/String;Ljava/lang/String;)V
    .locals 4

    .line 44
    iget-object v0, p0, Lcom/example/r35j3/Clinic;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE visits SET slot = ? WHERE visit_id = ?"

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object p2, v2, v3
    const/4 v3, 0x1

    aput-object p1, v2, v3

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 45
    return-void
.end method

.method ownsPet(Ljava/lang/String;Ljava/lang/String;)Z
    .locals 4

    .line 18
    iget-object v0, p0, Lcom/example/r35j3/Clinic;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p2, v1, v2

    const/4 p2, 0x1

    aput-object p1, v1, p2

    const-string p1, "SELECT 1 FROM pets WHERE pet_id = ? AND owner_app = ?"

    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object p1

    .line 20
    :try_start_0
    invoke-interface {p1}, Landroid/database/Cursor;->moveToFirst()Z

    move-result p2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 22
    invoke-interface {p1}, Landroid/database/Cursor;->close()V

    .line 20
    return p2

    :catchall_0
    move-exception p2

    .line 22
    invoke-interface {p1}, Landroid/database/Cursor;->close()V

    .line 23
    throw p2
.end method

.method setWeight(Ljava/lang/String;Ljava/lang/String;)V
    .locals 4

    .line 52
    iget-object v0, p0, Lcom/example/r35j3/Clinic;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE pets SET weight_kg = ? WHERE pet_id = ?"

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object p2, v2, v3
    const/4 v3, 0x1

    aput-object p1, v2, v3

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 53
    return-void
.end method

.method share(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .locals 4

    .line 36
    iget-object v0, p0, Lcom/example/r35j3/Clinic;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO shares(pet_id, with_app, granted_by) VALUES (?, ?, ?)"

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object p1, v2, v3
    const/4 v3, 0x1

    aput-object p2, v2, v3
    const/4 v3, 0x2

    aput-object p3, v2, v3

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 37
    return-void
.end method

.method vaccinationPdf(Ljava/lang/String;)[B
    .locals 2

    .line 60
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "%PDF-1.4 vaccinations "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    sget-object v0, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p1, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object p1

    return-object p1
.end method
