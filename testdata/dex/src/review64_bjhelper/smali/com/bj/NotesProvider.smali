.class public final Lcom/bj/NotesProvider;
.super Lcom/bj/cetp/CetpV2ContentProvider;
.source "NotesProvider.java"

# static fields
.field private static final TOOLS:Ljava/util/List;

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 15
    invoke-direct {v1}, Lcom/bj/cetp/CetpV2ContentProvider;-><init>()V
    return-void
.end method

.method private static reading(Ljava/lang/String;Ljava/lang/String;)Lcom/bj/cetp/ToolSpec;
    .registers 5
    .line 21
    invoke-static {v3}, Lcom/bj/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    move-result-object v0
    invoke-virtual {v0, v4}, Lcom/bj/cetp/ToolSpec$Builder;->describe(Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    move-result-object v0
    const-string v1, "read"
    const-string v2, "never"
    invoke-virtual {v0, v1, v2}, Lcom/bj/cetp/ToolSpec$Builder;->annotate(Ljava/lang/String;Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    move-result-object v0
    invoke-virtual {v0}, Lcom/bj/cetp/ToolSpec$Builder;->build()Lcom/bj/cetp/ToolSpec;
    move-result-object v0
    return-object v0
.end method

.method private static updating(Ljava/lang/String;Ljava/lang/String;)Lcom/bj/cetp/ToolSpec;
    .registers 5
    .line 25
    invoke-static {v3}, Lcom/bj/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    move-result-object v0
    invoke-virtual {v0, v4}, Lcom/bj/cetp/ToolSpec$Builder;->describe(Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    move-result-object v0
    const-string v1, "update"
    const-string v2, "never"
    invoke-virtual {v0, v1, v2}, Lcom/bj/cetp/ToolSpec$Builder;->annotate(Ljava/lang/String;Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    move-result-object v0
    invoke-virtual {v0}, Lcom/bj/cetp/ToolSpec$Builder;->build()Lcom/bj/cetp/ToolSpec;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 5
    .line 16
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/bj/cetp/ToolSpec;
    const/4 v2, 0x0
    const-string v3, "list_notes"
    const-string v4, "Lists the notes of a folder."
    .line 17
    invoke-static {v3, v4}, Lcom/bj/NotesProvider;->reading(Ljava/lang/String;Ljava/lang/String;)Lcom/bj/cetp/ToolSpec;
    move-result-object v3
    aput-object v3, v0, v2
    const/4 v2, 0x1
    const-string v3, "archive_note"
    const-string v4, "Moves a note to the archive."
    .line 18
    invoke-static {v3, v4}, Lcom/bj/NotesProvider;->updating(Ljava/lang/String;Ljava/lang/String;)Lcom/bj/cetp/ToolSpec;
    move-result-object v3
    aput-object v3, v0, v2
    .line 16
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/bj/NotesProvider;->TOOLS:Ljava/util/List;
    return-void
.end method


# virtual methods
.method protected tools()Ljava/util/List;
    .registers 2
    .line 31
    sget-object v0, Lcom/bj/NotesProvider;->TOOLS:Ljava/util/List;
    return-object v0
.end method

.method protected run(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 15
    .line 36
    move-object v10, v13
    const/4 v11, -0x1
    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_9
    goto :L63
:L36
    const-string v1, "list_notes"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L63
    const/4 v11, 0x0
    goto :L63
:L51
    const-string v1, "archive_note"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L63
    const/4 v11, 0x1
:L63
    sparse-switch v11, :sw_65
    goto :L194
:L92
    .line 38
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v9, v0
    .line 39
    const-string v1, "seen_at"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 40
    iget-object v0, v12, Lcom/bj/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    const-string v3, "folder = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    const-string v8, "folder"
    invoke-virtual {v14, v8}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    aput-object v7, v4, v6
    invoke-virtual {v0, v1, v9, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 41
    const-string v0, "listed"
    return-object v0
:L144
    .line 44
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v9, v0
    .line 45
    const-string v1, "archived"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 46
    iget-object v0, v12, Lcom/bj/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    const-string v8, "id"
    invoke-virtual {v14, v8}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    aput-object v7, v4, v6
    invoke-virtual {v0, v1, v9, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 47
    const-string v0, "archived"
    return-object v0
:L194
    .line 50
    const/4 v0, 0x0
    return-object v0
:sw_9
    .sparse-switch
        -0x64624eb1 -> :L51
        0x29e5f3e0 -> :L36
    .end sparse-switch
:sw_65
    .sparse-switch
        0x0 -> :L92
        0x1 -> :L144
    .end sparse-switch
.end method

