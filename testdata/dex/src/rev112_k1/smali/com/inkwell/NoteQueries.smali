.class public final Lcom/inkwell/NoteQueries;
.super Ljava/lang/Object;
.source "NoteToolbox.kt"

# static fields
.field public static final INSTANCE:Lcom/inkwell/NoteQueries;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 24
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/inkwell/NoteQueries;
    invoke-direct {v0}, Lcom/inkwell/NoteQueries;-><init>()V
    sput-object v0, Lcom/inkwell/NoteQueries;->INSTANCE:Lcom/inkwell/NoteQueries;
    return-void
.end method


# virtual methods
.method public final find(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 18
    const-string v1, "call"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    const-string v1, "text"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "optString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v8
    .line 26
    move-object v11, v8
    .line 52
    const/4 v9, 0x0
    .line 26
    move-object v0, v11
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-lez v0, :L59
    const/4 v0, 0x1
    goto :L60
:L59
    const/4 v0, 0x0
:L60
    .line 26
    nop
    .line 26
    if-eqz v0, :L69
    move-object v0, v8
    goto :L70
:L69
    const/4 v0, 0x0
:L70
    .line 26
    if-eqz v0, :L136
    move-object v9, v0
    const/4 v14, 0x0
    .line 27
    sget-object v0, Lcom/inkwell/Stores;->INSTANCE:Lcom/inkwell/Stores;
    invoke-virtual {v0}, Lcom/inkwell/Stores;->getNotes()Lcom/inkwell/NoteStore;
    move-result-object v0
    invoke-virtual {v0}, Lcom/inkwell/NoteStore;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v7
    const/4 v12, 0x0
    .line 28
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT _id FROM notes WHERE trashed = 0 AND body LIKE \'%"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "%\'"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v7, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v7
    .line 27
    nop
    .line 29
    const/4 v12, 0x0
    .line 30
    invoke-interface {v7}, Landroid/database/Cursor;->getCount()I
    move-result v13
    .line 31
    invoke-interface {v7}, Landroid/database/Cursor;->close()V
    .line 32
    .line 29
    nop
    .line 33
    nop
    .line 26
    nop
    .line 26
    move v0, v13
    goto :L156
:L136
    .line 34
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual/range {v16 .. v16}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "INVALID_ARGS"
    const-string v3, "text is required"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/inkwell/Envelope;->error$default(Lcom/inkwell/Envelope;Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L156
    .line 26
    move v10, v0
    .line 35
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual/range {v16 .. v16}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"matches\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public final inFolder(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 18
    const-string v1, "call"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    const-string v1, "folder"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "optString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v9
    .line 39
    move-object v12, v9
    .line 52
    const/4 v10, 0x0
    .line 39
    move-object v0, v12
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-lez v0, :L59
    const/4 v0, 0x1
    goto :L60
:L59
    const/4 v0, 0x0
:L60
    .line 39
    nop
    .line 39
    if-eqz v0, :L69
    move-object v0, v9
    goto :L70
:L69
    const/4 v0, 0x0
:L70
    .line 39
    if-eqz v0, :L144
    move-object v10, v0
    const/4 v14, 0x0
    .line 40
    sget-object v0, Lcom/inkwell/Stores;->INSTANCE:Lcom/inkwell/Stores;
    invoke-virtual {v0}, Lcom/inkwell/Stores;->getNotes()Lcom/inkwell/NoteStore;
    move-result-object v0
    invoke-virtual {v0}, Lcom/inkwell/NoteStore;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v7
    const/4 v13, 0x0
    .line 41
    const-string v1, "SELECT _id FROM notes WHERE trashed = 0 AND folder = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v8, v2
    const/4 v3, 0x0
    aput-object v10, v8, v3
    invoke-virtual {v7, v1, v8}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v7
    .line 40
    nop
    .line 42
    const/4 v13, 0x0
    .line 43
    invoke-interface {v7}, Landroid/database/Cursor;->getCount()I
    move-result v8
    .line 44
    invoke-interface {v7}, Landroid/database/Cursor;->close()V
    .line 45
    .line 42
    nop
    .line 46
    nop
    .line 39
    nop
    .line 39
    move v0, v8
    goto :L164
:L144
    .line 47
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual/range {v16 .. v16}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "INVALID_ARGS"
    const-string v3, "folder is required"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/inkwell/Envelope;->error$default(Lcom/inkwell/Envelope;Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L164
    .line 39
    move v11, v0
    .line 48
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-virtual/range {v16 .. v16}, Lcom/inkwell/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"matches\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v11}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

