.class public final Lcom/inkwell/ReminderStore;
.super Ljava/lang/Object;
.source "Stores.kt"

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 4
    const-string v1, "db"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/inkwell/ReminderStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method


# virtual methods
.method public final add(Ljava/lang/String;JZI)J
    .registers 11
    const-string v1, "title"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    const/4 v4, 0x0
    .line 59
    const-string v1, "title"
    invoke-virtual {v3, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 60
    const-string v1, "at"
    invoke-static {v7, v8}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 61
    const-string v1, "repeating"
    invoke-static {v9}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Boolean;)V
    .line 62
    const-string v1, "owner"
    invoke-static {v10}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 63
    iget-object v0, v5, Lcom/inkwell/ReminderStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "reminders"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 58
    nop
    .line 64
    return-wide v0
.end method

.method public final move(JJZ)I
    .registers 16
    .line 66
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v0
    const/4 v9, 0x0
    .line 67
    const-string v1, "at"
    invoke-static {v13, v14}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 68
    const-string v1, "repeating"
    invoke-static {v15}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Boolean;)V
    .line 69
    iget-object v0, v10, Lcom/inkwell/ReminderStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "reminders"
    const-string v3, "_id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v8, v4
    const/4 v5, 0x0
    invoke-static {v11, v12}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v8, v5
    invoke-virtual {v0, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 66
    nop
    .line 70
    return v0
.end method

.method public final text(J)Ljava/lang/String;
    .registers 14
    .line 73
    iget-object v0, v11, Lcom/inkwell/ReminderStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "SELECT title FROM reminders WHERE _id = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v6, v2
    const/4 v3, 0x0
    invoke-static {v12, v13}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v6, v3
    invoke-virtual {v0, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v5
    .line 74
    .line 95
    const/4 v8, 0x0
    .line 74
    invoke-interface {v5}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L48
    const/4 v1, 0x0
    invoke-interface {v5, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :L49
:L48
    const/4 v0, 0x0
:L49
    move-object v7, v0
    move-object v9, v7
    .line 95
    const/4 v10, 0x0
    .line 74
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 74
    .line 74
    nop
    .line 74
    nop
    .line 74
    return-object v7
.end method

.method public final share(JI)J
    .registers 9
    .line 76
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    const/4 v4, 0x0
    .line 77
    const-string v1, "reminder_id"
    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 78
    const-string v1, "owner"
    invoke-static {v8}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 79
    iget-object v0, v5, Lcom/inkwell/ReminderStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "shares"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 76
    nop
    .line 80
    return-wide v0
.end method

.method public final clearDone(I)I
    .registers 9
    .line 82
    iget-object v0, v7, Lcom/inkwell/ReminderStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "reminders"
    const-string v2, "done = 1 AND owner = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v6, v3
    const/4 v4, 0x0
    invoke-static {v8}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v6, v4
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final purge(I)I
    .registers 9
    .line 84
    iget-object v0, v7, Lcom/inkwell/ReminderStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "reminders"
    const-string v2, "owner = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v6, v3
    const/4 v4, 0x0
    invoke-static {v8}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v6, v4
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final restore(Lorg/json/JSONArray;I)I
    .registers 12
    const-string v1, "items"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 87
    const/4 v6, 0x0
    invoke-virtual {v10}, Lorg/json/JSONArray;->length()I
    move-result v8
:L14
    if-ge v6, v8, :L66
    .line 88
    invoke-virtual {v10, v6}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;
    move-result-object v7
    .line 89
    const-string v2, "title"
    invoke-virtual {v7, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v3, "at"
    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    const-string v5, "repeat"
    invoke-virtual {v7, v5}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v4
    move-object v0, v9
    move v5, v11
    invoke-virtual/range {v0 .. v5}, Lcom/inkwell/ReminderStore;->add(Ljava/lang/String;JZI)J
    .line 87
    add-int/lit8 v6, v6, 0x1
    goto :L14
:L66
    .line 91
    invoke-virtual {v10}, Lorg/json/JSONArray;->length()I
    move-result v0
    return v0
.end method

