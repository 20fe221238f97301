.class public final Lcom/example/r30k4/NotesProvider;
.super Landroid/content/ContentProvider;
.source "NotesProvider.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nNotesProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 NotesProvider.kt\ncom/example/r30k4/NotesProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,83:1\n1#2:84\n*E\n"
.end annotation


# instance fields
.field private final pending:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/example/r30k4/Pending;",
            ">;"
        }
    .end annotation
.end field

.field private prefs:Landroid/content/SharedPreferences;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 23
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 41
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r30k4/NotesProvider;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    .line 23
    return-void
.end method

.method private final confirm(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    .line 73
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm on the phone"
    invoke-static {v0, v1}, Lcom/example/r30k4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v1, v0
    .local v1, "$this$confirm_u24lambda_u240":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 74
    .local v2, "$i$a$-apply-NotesProvider$confirm$1":I
    new-instance v3, Landroid/content/Intent;
    const-class v4, Lcom/example/r30k4/ConfirmActivity;
    invoke-direct {v3, p1, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v4, 0x0
    const/high16 v5, 0x4000000
    invoke-static {p1, v4, v3, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    check-cast p1, Landroid/os/Parcelable;
    const-string v3, "resolution"
    invoke-virtual {v1, v3, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 75
    const-string p1, "resume_token"
    invoke-virtual {v1, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 76
    nop
    .line 73
    .end local v1    # "$this$confirm_u24lambda_u240":Landroid/os/Bundle;
    .end local v2    # "$i$a$-apply-NotesProvider$confirm$1":I
    const-string p1, "apply(...)"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 76
    return-object v0
.end method

.method private final deleteNote(Landroid/content/Context;ILcom/example/r30k4/NoteRequest;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 45
    const-string v0, "success(...)"
    const-string v1, "{\"deleted\":true}"
    if-eqz p4, :cond_1
    .line 46
    iget-object v2, p0, Lcom/example/r30k4/NotesProvider;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v2, p4}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r30k4/Pending;
    if-nez p1, :cond_0
    const-string p1, "INVALID_REQUEST"
    const-string p2, "unknown resume token"
    invoke-static {p1, p2}, Lcom/example/r30k4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 47
    :cond_0
    .local p1, "op":Lcom/example/r30k4/Pending;
    iget-object p2, p0, Lcom/example/r30k4/NotesProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez p2, :cond_prefs_0
    const-string p2, "prefs"
    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 p2, 0x0
    :cond_prefs_0
    invoke-interface {p2}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p2
    invoke-virtual {p1}, Lcom/example/r30k4/Pending;->getNote()Ljava/lang/String;
    move-result-object p1
    .end local p1    # "op":Lcom/example/r30k4/Pending;
    invoke-interface {p2, p1}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 48
    invoke-static {v1}, Lcom/example/r30k4/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 50
    :cond_1
    invoke-virtual {p3}, Lcom/example/r30k4/NoteRequest;->getForce()Z
    move-result p4
    if-eqz p4, :cond_3
    .line 51
    iget-object p1, p0, Lcom/example/r30k4/NotesProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez p1, :cond_prefs_1
    const-string p1, "prefs"
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 p1, 0x0
    :cond_prefs_1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-virtual {p3}, Lcom/example/r30k4/NoteRequest;->getNote()Ljava/lang/String;
    move-result-object p2
    invoke-interface {p1, p2}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 52
    invoke-static {v1}, Lcom/example/r30k4/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 54
    :cond_3
    invoke-static {}, Lcom/example/r30k4/TokensKt;->quickToken()Ljava/lang/String;
    move-result-object p4
    .line 55
    .local p4, "token":Ljava/lang/String;
    iget-object v0, p0, Lcom/example/r30k4/NotesProvider;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    new-instance v1, Lcom/example/r30k4/Pending;
    invoke-virtual {p3}, Lcom/example/r30k4/NoteRequest;->getNote()Ljava/lang/String;
    move-result-object p3
    invoke-direct {v1, p2, p3}, Lcom/example/r30k4/Pending;-><init>(ILjava/lang/String;)V
    invoke-interface {v0, p4, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 56
    invoke-direct {p0, p1, p4}, Lcom/example/r30k4/NotesProvider;->confirm(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method


.method private final trashNote(Landroid/content/Context;ILcom/example/r30k4/NoteRequest;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 60
    const-string v0, "success(...)"
    if-eqz p4, :cond_5
    .line 61
    iget-object p1, p0, Lcom/example/r30k4/NotesProvider;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {p1, p4}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r30k4/Pending;
    if-eqz p1, :cond_2
    move-object p3, p1
    .local p3, "it":Lcom/example/r30k4/Pending;
    .line 84
    const/4 p4, 0x0
    .line 61
    .local p4, "$i$a$-takeIf-NotesProvider$trashNote$op$1":I
    invoke-virtual {p3}, Lcom/example/r30k4/Pending;->getUid()I
    move-result p3
    .end local p3    # "it":Lcom/example/r30k4/Pending;
    .end local p4    # "$i$a$-takeIf-NotesProvider$trashNote$op$1":I
    if-ne p3, p2, :cond_0
    const/4 p2, 0x1
    goto :goto_0
    :cond_0
    const/4 p2, 0x0
    :goto_0
    if-eqz p2, :cond_1
    goto :goto_1
    :cond_1
    const/4 p1, 0x0
    :goto_1
    if-nez p1, :cond_3
    .line 62
    :cond_2
    const-string p1, "INVALID_REQUEST"
    const-string p2, "unknown resume token"
    invoke-static {p1, p2}, Lcom/example/r30k4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 63
    :cond_3
    .local p1, "op":Lcom/example/r30k4/Pending;
    iget-object p2, p0, Lcom/example/r30k4/NotesProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez p2, :cond_prefs_2
    const-string p2, "prefs"
    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 p2, 0x0
    :cond_prefs_2
    invoke-interface {p2}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p2
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string p4, "trashed:"
    invoke-virtual {p3, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    invoke-virtual {p1}, Lcom/example/r30k4/Pending;->getNote()Ljava/lang/String;
    move-result-object p1
    .end local p1    # "op":Lcom/example/r30k4/Pending;
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    invoke-interface {p2, p1, v1, v2}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 64
    const-string p1, "{\"trashed\":true}"
    invoke-static {p1}, Lcom/example/r30k4/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 66
    :cond_5
    invoke-virtual {p3}, Lcom/example/r30k4/NoteRequest;->getDryRun()Z
    move-result p4
    if-eqz p4, :cond_6
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p2, "{\"would_trash\":\""
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p3}, Lcom/example/r30k4/NoteRequest;->getNote()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30k4/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 67
    :cond_6
    invoke-static {}, Lcom/example/r30k4/TokensKt;->strongToken()Ljava/lang/String;
    move-result-object p4
    .line 68
    .local p4, "token":Ljava/lang/String;
    iget-object v0, p0, Lcom/example/r30k4/NotesProvider;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    new-instance v1, Lcom/example/r30k4/Pending;
    invoke-virtual {p3}, Lcom/example/r30k4/NoteRequest;->getNote()Ljava/lang/String;
    move-result-object p3
    invoke-direct {v1, p2, p3}, Lcom/example/r30k4/Pending;-><init>(ILjava/lang/String;)V
    invoke-interface {v0, p4, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 69
    invoke-direct {p0, p1, p4}, Lcom/example/r30k4/NotesProvider;->confirm(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 26
    invoke-virtual {p0}, Lcom/example/r30k4/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v4}, Lcom/example/r30k4/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_neg
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r30k4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :cond_neg
    const-string v0, "negotiate"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_sess
    invoke-static {v4}, Lcom/example/r30k4/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30k4/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 28
    :cond_sess
    if-eqz p3, :cond_nosess
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v4}, Lcom/example/r30k4/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_exec
    :cond_nosess
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r30k4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 29
    :cond_exec
    const-string p2, "execute_tool"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_deadline
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r30k4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_deadline
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    cmp-long v2, p1, v0
    if-gtz v2, :cond_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r30k4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_ok
    invoke-virtual {p0}, Lcom/example/r30k4/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v5
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    .line 32
    new-instance p1, Lcom/example/r30k4/NoteRequest;
    new-instance p2, Lorg/json/JSONObject;
    const-string v0, "args"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_args
    const-string v0, "{}"
    :cond_args
    invoke-direct {p2, v0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-direct {p1, p2}, Lcom/example/r30k4/NoteRequest;-><init>(Lorg/json/JSONObject;)V
    .line 33
    const-string p2, "resume_token"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 34
    const-string v0, "tool_name"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    .line 35
    const-string v0, "delete_note"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_trash
    invoke-direct {p0, v5, v4, p1, p2}, Lcom/example/r30k4/NotesProvider;->deleteNote(Landroid/content/Context;ILcom/example/r30k4/NoteRequest;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 36
    :cond_trash
    const-string v0, "trash_note"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_none
    invoke-direct {p0, v5, v4, p1, p2}, Lcom/example/r30k4/NotesProvider;->trashNote(Landroid/content/Context;ILcom/example/r30k4/NoteRequest;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 37
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r30k4/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 34
    :goto_ret
    return-object p1
.end method

.method public onCreate()Z
    .registers 4
    .line 79
    invoke-virtual {p0}, Lcom/example/r30k4/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v1, "notes"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    const-string v1, "getSharedPreferences(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, p0, Lcom/example/r30k4/NotesProvider;->prefs:Landroid/content/SharedPreferences;
    .line 80
    const/4 v0, 0x1
    return v0
.end method
