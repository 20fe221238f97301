.class public final Lcom/gymslot/SlotProvider;
.super Landroid/content/ContentProvider;
.source "SlotProvider.kt"

.field public static final Companion:Lcom/gymslot/SlotProvider$Companion;
.field private prefs:Landroid/content/SharedPreferences;
.field public static final TOOLS:Ljava/lang/String; = "[\"list_slots\",\"hold_slot\",\"swap_slot\",\"my_holds\"]"

.method public constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 5
    .line 21
    invoke-virtual {v4}, Lcom/gymslot/SlotProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v2, "slots"
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    const-string v3, "getSharedPreferences(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v4, Lcom/gymslot/SlotProvider;->prefs:Landroid/content/SharedPreferences;
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    const-string v1, "method"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 27
    invoke-virtual {v10}, Lcom/gymslot/SlotProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v5, v0
    .line 28
    invoke-virtual {v5}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v6, v0
    .line 29
    if-eqz v6, :L72
    sget-object v0, Lcom/gymslot/BookingProvider;->Companion:Lcom/gymslot/BookingProvider$Companion;
    invoke-virtual {v0}, Lcom/gymslot/BookingProvider$Companion;->getMEMBERS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L80
    :L72
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a GymSlot app"
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L80
    .line 30
    move-object v0, v13
    if-nez v13, :L93
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L93
    move-object v7, v0
    .line 31
    const-string v1, "negotiate"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L139
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    sget-object v1, Lcom/gymslot/Sessions;->INSTANCE:Lcom/gymslot/Sessions;
    invoke-virtual {v1, v4}, Lcom/gymslot/Sessions;->open(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/gymslot/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L139
    .line 32
    sget-object v0, Lcom/gymslot/Sessions;->INSTANCE:Lcom/gymslot/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v7, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v4}, Lcom/gymslot/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L165
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L165
    .line 33
    const-string v1, "list_tools"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L180
    const-string v0, "[\"list_slots\",\"hold_slot\",\"swap_slot\",\"my_holds\"]"
    invoke-static {v0}, Lcom/gymslot/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L180
    .line 34
    const-string v1, "execute_tool"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L197
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L197
    .line 35
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v7, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L215
    const-string v2, "{}"
    :L215
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v8, v0
    .line 36
    invoke-static {v7}, Lcom/gymslot/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    if-eqz v9, :L380
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_237
    goto :L380
    :L280
    const-string v1, "hold_slot"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L341
    goto :L380
    :L293
    const-string v1, "my_holds"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L371
    goto :L380
    :L306
    const-string v1, "list_slots"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L332
    goto :L380
    :L319
    const-string v1, "swap_slot"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L356
    goto :L380
    :L332
    .line 37
    invoke-direct {v10, v8}, Lcom/gymslot/SlotProvider;->listSlots(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L387
    :L341
    .line 38
    invoke-direct {v10, v5, v4, v7, v8}, Lcom/gymslot/SlotProvider;->holdSlot(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L387
    :L356
    .line 39
    invoke-direct {v10, v5, v4, v7, v8}, Lcom/gymslot/SlotProvider;->swapSlot(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L387
    :L371
    .line 40
    invoke-direct {v10, v6}, Lcom/gymslot/SlotProvider;->myHolds(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L387
    :L380
    .line 41
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L387
    .line 36
    return-object v0
    :sw_237
    .sparse-switch
        -0x4bca6ad6 -> :L319
        -0x1c43dcbf -> :L293
        0x2a2afb54 -> :L306
        0x47a5cd7e -> :L280
    .end sparse-switch
.end method

.method private final listSlots(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11
    .line 46
    const-string v1, "day"
    invoke-virtual {v10, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    :t_7
    .line 47
    nop
    .line 48
    const/4 v0, 0x0
    new-instance v1, Lcom/gymslot/SlotProvider$listSlots$slots$1;
    const/4 v4, 0x0
    invoke-direct {v1, v5, v4}, Lcom/gymslot/SlotProvider$listSlots$slots$1;-><init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/List;
    move-object v7, v0
    :t_31
    goto :L65
    :L34
    .line 49
    move-exception v0
    move-object v8, v0
    .line 50
    const-string v0, "UPSTREAM_ERROR"
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "slots failed: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v8}, Lretrofit2/HttpException;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L65
    .line 47
    move-object v6, v7
    .line 52
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"slots\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-interface {v6}, Ljava/util/List;->size()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/gymslot/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Lretrofit2/HttpException; {:t_7 .. :t_31} :L34
.end method

.method private final holdSlot(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 56
    invoke-static {v10}, Lcom/gymslot/ToolKt;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L17
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "hold window passed"
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L17
    .line 57
    sget-object v0, Lcom/gymslot/ResumeBook;->INSTANCE:Lcom/gymslot/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {v10, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v9}, Lcom/gymslot/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L83
    .line 58
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/gymslot/SlotConfirmActivity;
    invoke-direct {v0, v8, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v5, v0
    .line 59
    const/4 v1, 0x4
    const/high16 v3, 0x4000000
    invoke-static {v8, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 60
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/gymslot/ResumeBook;->INSTANCE:Lcom/gymslot/ResumeBook;
    sget-object v2, Lcom/gymslot/Tokens;->INSTANCE:Lcom/gymslot/Tokens;
    invoke-virtual {v2}, Lcom/gymslot/Tokens;->quick()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v9}, Lcom/gymslot/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, Lcom/gymslot/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L83
    .line 62
    const/4 v0, 0x0
    new-instance v1, Lcom/gymslot/SlotProvider$holdSlot$reply$1;
    const/4 v4, 0x0
    invoke-direct {v1, v11, v4}, Lcom/gymslot/SlotProvider$holdSlot$reply$1;-><init>(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/gymslot/BookReply;
    move-object v5, v0
    .line 63
    iget-object v0, v7, Lcom/gymslot/SlotProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez v0, :L123
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L123
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "hold"
    invoke-virtual {v5}, Lcom/gymslot/BookReply;->getBookingId()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 64
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"held\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v5}, Lcom/gymslot/BookReply;->getBookingId()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/gymslot/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final swapSlot(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 15
    .line 68
    invoke-static {v13}, Lcom/gymslot/ToolKt;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L17
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "swap window passed"
    invoke-static {v0, v1}, Lcom/gymslot/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L17
    .line 69
    const-string v1, "resume_token"
    invoke-virtual {v13, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 70
    if-eqz v6, :L76
    iget-object v0, v10, Lcom/gymslot/SlotProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez v0, :L47
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L47
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "resume:"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Landroid/content/SharedPreferences;->contains(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L175
    :L76
    .line 71
    sget-object v0, Lcom/gymslot/Tokens;->INSTANCE:Lcom/gymslot/Tokens;
    invoke-virtual {v0}, Lcom/gymslot/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 72
    iget-object v0, v10, Lcom/gymslot/SlotProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez v0, :L100
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L100
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "resume:"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v12}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 73
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/gymslot/SlotConfirmActivity;
    invoke-direct {v0, v11, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v8, v0
    .line 74
    const/4 v1, 0x5
    const/high16 v3, 0x4000000
    invoke-static {v11, v1, v8, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v9, v0
    .line 75
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v9, v7}, Lcom/gymslot/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L175
    .line 77
    const/4 v0, 0x0
    new-instance v1, Lcom/gymslot/SlotProvider$swapSlot$reply$1;
    const/4 v5, 0x0
    move-object v2, v1
    move-object v3, v14
    move v4, v12
    invoke-direct/range {v2 .. v5}, Lcom/gymslot/SlotProvider$swapSlot$reply$1;-><init>(Lorg/json/JSONObject;ILkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/gymslot/BookReply;
    move-object v7, v0
    .line 78
    iget-object v0, v10, Lcom/gymslot/SlotProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez v0, :L216
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L216
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "hold"
    invoke-virtual {v7}, Lcom/gymslot/BookReply;->getBookingId()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 79
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"swapped\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v7}, Lcom/gymslot/BookReply;->getBookingId()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/gymslot/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final myHolds(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 83
    iget-object v0, v4, Lcom/gymslot/SlotProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez v0, :L16
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L16
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "holder:"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, ""
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v3, v0
    .line 84
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"hold\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/gymslot/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 87
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 88
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 89
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 90
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 91
    const/4 v0, 0x0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/gymslot/SlotProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/gymslot/SlotProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/gymslot/SlotProvider;->Companion:Lcom/gymslot/SlotProvider$Companion;
    return-void
.end method

