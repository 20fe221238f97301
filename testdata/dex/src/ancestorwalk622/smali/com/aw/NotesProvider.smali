.class public final Lcom/aw/NotesProvider;
.super Landroid/content/ContentProvider;
.source "NotesProvider.kt"

# instance fields
.field private final root$delegate:Lkotlin/Lazy;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 36
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 37
    new-instance v1, Lcom/aw/NotesProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, v2}, Lcom/aw/NotesProvider$$ExternalSyntheticLambda0;-><init>(Lcom/aw/NotesProvider;)V
    invoke-static {v1}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v1
    iput-object v1, v2, Lcom/aw/NotesProvider;->root$delegate:Lkotlin/Lazy;
    .line 36
    return-void
.end method

.method private final getRoot()Ljava/io/File;
    .registers 5
    .line 37
    iget-object v0, v4, Lcom/aw/NotesProvider;->root$delegate:Lkotlin/Lazy;
    move-object v3, v0
    invoke-interface {v3}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    .line 37
    const-string v2, "getValue(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/io/File;
    return-object v0
.end method

.method private final saveNote(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 12
    .line 56
    new-instance v0, Ljava/io/File;
    invoke-direct {v9}, Lcom/aw/NotesProvider;->getRoot()Ljava/io/File;
    move-result-object v2
    invoke-direct {v0, v2, v10}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object v7
    .line 57
    invoke-direct {v9}, Lcom/aw/NotesProvider;->getRoot()Ljava/io/File;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/aw/NotesProviderKt;->isWithin(Ljava/io/File;Ljava/io/File;)Z
    move-result v0
    if-nez v0, :L29
    const/4 v0, 0x0
    return v0
:L29
    .line 58
    new-instance v0, Ljava/io/FileOutputStream;
    invoke-direct {v0, v7}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    check-cast v0, Ljava/io/Closeable;
    move-object v5, v0
    const/4 v6, 0x0
:L45
    nop
    move-object v0, v5
    check-cast v0, Ljava/io/FileOutputStream;
    move-object v8, v0
    .line 83
    const/4 v4, 0x0
    .line 58
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    move-object v1, v2
    move-object v2, v1
    invoke-virtual {v11, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    invoke-virtual {v8, v1}, Ljava/io/FileOutputStream;->write([B)V
    sget-object v8, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 58
:L81
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L112
:L91
    move-exception v4
    move-object v6, v4
    throw v4
:L100
    move-exception v4
:L102
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v4
:L112
    .line 59
    const/4 v0, 0x1
    return v0
    .catch Ljava/lang/Throwable; {:L45 .. :L81} :L91
    .catchall {:L45 .. :L81} :L100
    .catchall {:L91 .. :L100} :L100
.end method

.method private final saveDraft(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 12
    .line 63
    new-instance v0, Ljava/io/File;
    invoke-direct {v9}, Lcom/aw/NotesProvider;->getRoot()Ljava/io/File;
    move-result-object v2
    invoke-direct {v0, v2, v10}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object v5
    .line 64
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v9}, Lcom/aw/NotesProvider;->getRoot()Ljava/io/File;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/aw/NotesProviderKt;->below(Ljava/io/File;Ljava/io/File;)Z
    move-result v0
    if-nez v0, :L33
    const/4 v0, 0x0
    return v0
:L33
    .line 65
    new-instance v0, Ljava/io/FileOutputStream;
    invoke-direct {v0, v5}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    check-cast v0, Ljava/io/Closeable;
    move-object v6, v0
    const/4 v7, 0x0
:L49
    nop
    move-object v0, v6
    check-cast v0, Ljava/io/FileOutputStream;
    move-object v8, v0
    .line 83
    const/4 v4, 0x0
    .line 65
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    move-object v1, v2
    move-object v2, v1
    invoke-virtual {v11, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 65
    invoke-virtual {v8, v1}, Ljava/io/FileOutputStream;->write([B)V
    sget-object v8, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 65
:L85
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L116
:L95
    move-exception v4
    move-object v7, v4
    throw v4
:L104
    move-exception v4
:L106
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v4
:L116
    .line 66
    const/4 v0, 0x1
    return v0
    .catch Ljava/lang/Throwable; {:L49 .. :L85} :L95
    .catchall {:L49 .. :L85} :L104
    .catchall {:L95 .. :L104} :L104
.end method

.method private final saveTemplate(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 12
    .line 70
    new-instance v0, Ljava/io/File;
    invoke-direct {v9}, Lcom/aw/NotesProvider;->getRoot()Ljava/io/File;
    move-result-object v2
    invoke-direct {v0, v2, v10}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v7, v0
    .line 71
    invoke-direct {v9}, Lcom/aw/NotesProvider;->getRoot()Ljava/io/File;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/aw/NotesProviderKt;->isWithin(Ljava/io/File;Ljava/io/File;)Z
    move-result v0
    if-nez v0, :L26
    const/4 v0, 0x0
    return v0
:L26
    .line 72
    new-instance v0, Ljava/io/FileOutputStream;
    invoke-direct {v0, v7}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    check-cast v0, Ljava/io/Closeable;
    move-object v5, v0
    const/4 v6, 0x0
:L42
    nop
    move-object v0, v5
    check-cast v0, Ljava/io/FileOutputStream;
    move-object v8, v0
    .line 83
    const/4 v4, 0x0
    .line 72
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    move-object v1, v2
    move-object v2, v1
    invoke-virtual {v11, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 72
    invoke-virtual {v8, v1}, Ljava/io/FileOutputStream;->write([B)V
    sget-object v8, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 72
:L78
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L109
:L88
    move-exception v4
    move-object v6, v4
    throw v4
:L97
    move-exception v4
:L99
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v4
:L109
    .line 73
    const/4 v0, 0x1
    return v0
    .catch Ljava/lang/Throwable; {:L42 .. :L78} :L88
    .catchall {:L42 .. :L78} :L97
    .catchall {:L88 .. :L97} :L97
.end method

.method public static final root_delegate$lambda$0(Lcom/aw/NotesProvider;)Ljava/io/File;
    .registers 5
    .line 37
    new-instance v0, Ljava/io/File;
    invoke-virtual {v4}, Lcom/aw/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "notes"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 39
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L28
    if-eqz v12, :L28
    const-string v1, "execute_tool"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L28
    const/4 v0, 0x0
    return-object v0
:L30
    .line 43
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "arguments"
    invoke-virtual {v12, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    if-nez v2, :L47
    const-string v2, "{}"
:L47
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v5, v0
    .line 44
    const-string v1, "text"
    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    .line 45
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 46
    const-string v1, "tool_name"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 47
    const-string v1, "save_note"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L115
    const-string v2, "path"
    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v9, v1, v4}, Lcom/aw/NotesProvider;->saveNote(Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
    goto :L176
:L115
    .line 48
    const-string v1, "save_draft"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L152
    const-string v2, "path"
    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v9, v1, v4}, Lcom/aw/NotesProvider;->saveDraft(Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
    goto :L176
:L152
    .line 49
    const-string v2, "path"
    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v9, v1, v4}, Lcom/aw/NotesProvider;->saveTemplate(Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
:L176
    .line 46
    move v8, v0
    .line 51
    const-string v1, "ok"
    invoke-virtual {v6, v1, v8}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 52
    return-object v6
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 76
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 77
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 78
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 79
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 80
    const/4 v0, 0x0
    return v0
.end method

