.class public final Lcom/vu/ParkProvider;
.super Landroid/content/ContentProvider;
.source "ParkProvider.kt"

# instance fields
.field private final archives:Ljava/util/concurrent/ConcurrentHashMap;
.field private final shares:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 38
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 40
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v2, Lcom/vu/ParkProvider;->archives:Ljava/util/concurrent/ConcurrentHashMap;
    .line 41
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v2, Lcom/vu/ParkProvider;->shares:Ljava/util/concurrent/ConcurrentHashMap;
    .line 38
    return-void
.end method

.method private final resumeArchive(Ljava/lang/String;Lcom/vu/Call;)Z
    .registers 6
    .line 66
    iget-object v0, v3, Lcom/vu/ParkProvider;->archives:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v4}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/vu/Parked;
    if-nez v0, :L18
    const/4 v0, 0x0
    return v0
:L18
    move-object v2, v0
    .line 67
    invoke-virtual {v2}, Lcom/vu/Parked;->getUid-pC-JbLM()I
    move-result v0
    invoke-virtual {v5}, Lcom/vu/Call;->getUid-pC-JbLM()I
    move-result v1
    invoke-static {v0, v1}, Lcom/vu/CallerUid;->equals-impl0(II)Z
    move-result v0
    if-eqz v0, :L51
    invoke-virtual {v2}, Lcom/vu/Parked;->getRequestId()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v5}, Lcom/vu/Call;->getRequestId()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L51
    const/4 v0, 0x1
    goto :L52
:L51
    const/4 v0, 0x0
:L52
    return v0
.end method

.method private final resumeShare(Ljava/lang/String;Lcom/vu/Call;)Z
    .registers 6
    .line 71
    iget-object v0, v3, Lcom/vu/ParkProvider;->shares:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v4}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/vu/Parked;
    if-nez v0, :L18
    const/4 v0, 0x0
    return v0
:L18
    move-object v2, v0
    .line 72
    invoke-virtual {v2}, Lcom/vu/Parked;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v5}, Lcom/vu/Call;->getTool()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L51
    invoke-virtual {v2}, Lcom/vu/Parked;->getRequestId()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v5}, Lcom/vu/Call;->getRequestId()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L51
    const/4 v0, 0x1
    goto :L52
:L51
    const/4 v0, 0x0
:L52
    return v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 43
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 19
    const-string v1, "method"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Lcom/vu/CallerUid;->constructor-impl(I)I
    move-result v12
    .line 47
    if-eqz v18, :L27
    const-string v1, "execute_tool"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L29
:L27
    const/4 v0, 0x0
    return-object v0
:L29
    .line 48
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    .line 49
    const-string v1, "tool_name"
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L51
    const/4 v0, 0x0
    return-object v0
:L51
    move-object v10, v0
    .line 50
    const-string v1, "request_id"
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L66
    const/4 v0, 0x0
    return-object v0
:L66
    move-object v13, v0
    .line 51
    const-string v1, "resume_token"
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v11
    .line 52
    if-nez v11, :L156
    .line 53
    sget-object v0, Lcom/vu/Tokens;->INSTANCE:Lcom/vu/Tokens;
    invoke-virtual {v0}, Lcom/vu/Tokens;->next()Ljava/lang/String;
    move-result-object v9
    .line 54
    const-string v1, "resume_archive"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L106
    iget-object v0, v15, Lcom/vu/ParkProvider;->archives:Ljava/util/concurrent/ConcurrentHashMap;
    goto :L110
:L106
    iget-object v0, v15, Lcom/vu/ParkProvider;->shares:Ljava/util/concurrent/ConcurrentHashMap;
:L110
    check-cast v0, Ljava/util/Map;
    new-instance v2, Lcom/vu/Parked;
    const/4 v7, 0x0
    invoke-direct {v2, v12, v10, v13, v7}, Lcom/vu/Parked;-><init>(ILjava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-interface {v0, v9, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 55
    const-string v1, "resume_token"
    invoke-virtual {v8, v1, v9}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 56
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 57
    return-object v8
:L156
    .line 59
    new-instance v0, Lcom/vu/Call;
    const/4 v5, 0x0
    invoke-direct {v0, v12, v10, v13, v5}, Lcom/vu/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    move-object v9, v0
    .line 60
    const-string v1, "resume_archive"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L193
    invoke-direct {v15, v11, v9}, Lcom/vu/ParkProvider;->resumeArchive(Ljava/lang/String;Lcom/vu/Call;)Z
    move-result v0
    goto :L201
:L193
    invoke-direct {v15, v11, v9}, Lcom/vu/ParkProvider;->resumeShare(Ljava/lang/String;Lcom/vu/Call;)Z
    move-result v0
:L201
    move v14, v0
    .line 61
    const-string v1, "ok"
    invoke-virtual {v8, v1, v14}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 62
    return-object v8
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 75
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 76
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 77
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 78
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 79
    const/4 v0, 0x0
    return v0
.end method

