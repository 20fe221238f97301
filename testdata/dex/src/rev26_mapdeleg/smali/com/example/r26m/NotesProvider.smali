.class public final Lcom/example/r26m/NotesProvider;
.super Landroid/content/ContentProvider;
.source "NotesProvider.kt"
.field private final memo:Lcom/example/r26m/Memo;
.field private final audit:Lcom/example/r26m/Audit;
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r26m/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r26m/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r26m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r26m/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r26m/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r26m/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r26m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_3
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r26m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :pre_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :pre_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r26m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    :t_0
    const-string p2, "share_note"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_1
    invoke-direct {p0, p3}, Lcom/example/r26m/NotesProvider;->shareNote(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :t_1
    const-string p2, "open_note"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_2
    invoke-direct {p0, p3}, Lcom/example/r26m/NotesProvider;->openNote(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :t_2
    const-string p2, "pin_note"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_3
    invoke-direct {p0, p3}, Lcom/example/r26m/NotesProvider;->pinNote(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :t_3
    const-string p2, "pin_self"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_4
    invoke-direct {p0, p3}, Lcom/example/r26m/NotesProvider;->pinSelf(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :t_4
    const-string p2, "save_draft"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :t_5
    invoke-direct {p0, p3}, Lcom/example/r26m/NotesProvider;->saveDraft(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :t_5
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r26m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method


.method public constructor <init>()V
    .registers 3
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    new-instance v0, Lcom/example/r26m/Memo;
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    check-cast v1, Ljava/util/Map;
    invoke-direct {v0, v1}, Lcom/example/r26m/Memo;-><init>(Ljava/util/Map;)V
    iput-object v0, p0, Lcom/example/r26m/NotesProvider;->memo:Lcom/example/r26m/Memo;
    .line 16
    new-instance v0, Lcom/example/r26m/Audit;
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    check-cast v1, Ljava/util/Map;
    invoke-direct {v0, v1}, Lcom/example/r26m/Audit;-><init>(Ljava/util/Map;)V
    iput-object v0, p0, Lcom/example/r26m/NotesProvider;->audit:Lcom/example/r26m/Audit;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method private final argsOf(Landroid/os/Bundle;)Lcom/example/r26m/NoteArgs;
    .registers 6
    .line 37
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_0
    const-string p1, "{}"
    :cond_0
    invoke-direct {v0, p1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 38
    new-instance p1, Ljava/util/HashMap;
    invoke-direct {p1}, Ljava/util/HashMap;-><init>()V
    .line 39
    invoke-virtual {v0}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;
    move-result-object v1
    const-string v2, "keys(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    :goto_0
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :cond_1
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/String;
    move-object v3, p1
    check-cast v3, Ljava/util/Map;
    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v4
    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :goto_0
    .line 40
    :cond_1
    new-instance v0, Lcom/example/r26m/NoteArgs;
    check-cast p1, Ljava/util/Map;
    invoke-direct {v0, p1}, Lcom/example/r26m/NoteArgs;-><init>(Ljava/util/Map;)V
    return-object v0
.end method

.method private final shareNote(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 44
    invoke-direct {p0, p1}, Lcom/example/r26m/NotesProvider;->argsOf(Landroid/os/Bundle;)Lcom/example/r26m/NoteArgs;
    move-result-object p1
    .line 45
    invoke-virtual {p1}, Lcom/example/r26m/NoteArgs;->getCallerPackage()Ljava/lang/String;
    move-result-object p1
    const-string v0, "com.partner.app"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not a partner"
    invoke-static {p1, v0}, Lcom/example/r26m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 46
    :cond_0
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r26m/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final openNote(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 50
    invoke-direct {p0, p1}, Lcom/example/r26m/NotesProvider;->argsOf(Landroid/os/Bundle;)Lcom/example/r26m/NoteArgs;
    move-result-object p1
    .line 51
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "title"
    invoke-virtual {p1}, Lcom/example/r26m/NoteArgs;->getTitle()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "toString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/r26m/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final pinNote(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 55
    iget-object v0, p0, Lcom/example/r26m/NotesProvider;->memo:Lcom/example/r26m/Memo;
    const-string v1, "caller_package"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/example/r26m/Memo;->setRequester(Ljava/lang/String;)V
    .line 56
    iget-object p1, p0, Lcom/example/r26m/NotesProvider;->memo:Lcom/example/r26m/Memo;
    invoke-virtual {p1}, Lcom/example/r26m/Memo;->getRequester()Ljava/lang/String;
    move-result-object p1
    const-string v0, "com.partner.app"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not a partner"
    invoke-static {p1, v0}, Lcom/example/r26m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 57
    :cond_0
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r26m/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final pinSelf(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 61
    iget-object p1, p0, Lcom/example/r26m/NotesProvider;->audit:Lcom/example/r26m/Audit;
    invoke-virtual {p0}, Lcom/example/r26m/NotesProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/example/r26m/Audit;->setCallerPackage(Ljava/lang/String;)V
    .line 62
    iget-object p1, p0, Lcom/example/r26m/NotesProvider;->audit:Lcom/example/r26m/Audit;
    invoke-virtual {p1}, Lcom/example/r26m/Audit;->getCallerPackage()Ljava/lang/String;
    move-result-object p1
    const-string v0, "com.partner.app"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not a partner"
    invoke-static {p1, v0}, Lcom/example/r26m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 63
    :cond_0
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r26m/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final saveDraft(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 67
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_0
    const-string p1, "{}"
    :cond_0
    invoke-direct {v0, p1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 68
    new-instance p1, Ljava/util/HashMap;
    invoke-direct {p1}, Ljava/util/HashMap;-><init>()V
    .line 69
    invoke-virtual {v0}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;
    move-result-object v1
    const-string v2, "keys(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    :goto_0
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :cond_1
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/String;
    move-object v3, p1
    check-cast v3, Ljava/util/Map;
    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v4
    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :goto_0
    .line 70
    :cond_1
    new-instance v0, Lcom/example/r26m/Draft;
    check-cast p1, Ljava/util/Map;
    invoke-direct {v0, p1}, Lcom/example/r26m/Draft;-><init>(Ljava/util/Map;)V
    .line 71
    invoke-virtual {v0}, Lcom/example/r26m/Draft;->getCallerPackage()Ljava/lang/String;
    move-result-object p1
    const-string v0, "com.partner.app"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_2
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not a partner"
    invoke-static {p1, v0}, Lcom/example/r26m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 72
    :cond_2
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r26m/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
