.class public final Lcom/chorechart/AllowanceProvider;
.super Landroid/content/ContentProvider;
.source "AllowanceProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nAllowanceProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 AllowanceProvider.kt\ncom/chorechart/AllowanceProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,76:1\n1#2:77\n*E\n"
.end annotation

.field public static final Companion:Lcom/chorechart/AllowanceProvider$Companion;
.field public static final PARENT_APP:Ljava/lang/String; = "com.chorechart.parent"
.field public static final TOOLS:Ljava/lang/String; = "[\"pay_allowance\",\"raise_allowance\",\"show_balance\"]"

.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 15
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 19
    invoke-virtual {v12}, Lcom/chorechart/AllowanceProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v7, v0
    .line 20
    invoke-virtual {v7}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v8, v0
    .line 21
    if-eqz v8, :L72
    sget-object v0, Lcom/chorechart/ChoreProvider;->Companion:Lcom/chorechart/ChoreProvider$Companion;
    invoke-virtual {v0}, Lcom/chorechart/ChoreProvider$Companion;->getFAMILY_APPS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v8}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L80
    :L72
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a family app"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L80
    .line 22
    move-object v0, v15
    if-nez v15, :L93
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L93
    move-object v9, v0
    .line 23
    const-string v1, "negotiate"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L139
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    sget-object v1, Lcom/chorechart/Sessions;->INSTANCE:Lcom/chorechart/Sessions;
    invoke-virtual {v1, v6}, Lcom/chorechart/Sessions;->open(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L139
    .line 24
    sget-object v0, Lcom/chorechart/Sessions;->INSTANCE:Lcom/chorechart/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, Lcom/chorechart/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L165
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L165
    .line 25
    const-string v1, "list_tools"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L180
    const-string v0, "[\"pay_allowance\",\"raise_allowance\",\"show_balance\"]"
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L180
    .line 26
    const-string v1, "execute_tool"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L197
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L197
    .line 27
    invoke-static {v9}, Lcom/chorechart/ToolKt;->toolArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    move-object v10, v0
    .line 28
    invoke-static {v9}, Lcom/chorechart/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    if-eqz v11, :L338
    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_221
    goto :L338
    :L256
    const-string v1, "raise_allowance"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L310
    goto :L338
    :L269
    const-string v1, "pay_allowance"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L295
    goto :L338
    :L282
    const-string v1, "show_balance"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L327
    goto :L338
    :L295
    .line 29
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/chorechart/AllowanceProvider;->payAllowance(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L345
    :L310
    .line 30
    move-object v0, v12
    move-object v1, v7
    move v2, v6
    move-object v3, v8
    move-object v4, v9
    move-object v5, v10
    invoke-direct/range {v0 .. v5}, Lcom/chorechart/AllowanceProvider;->raiseAllowance(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L345
    :L327
    .line 31
    invoke-direct {v12, v7, v6}, Lcom/chorechart/AllowanceProvider;->showBalance(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L345
    :L338
    .line 32
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L345
    .line 28
    return-object v0
    :sw_221
    .sparse-switch
        0x41b5a39a -> :L282
        0x5cf7c385 -> :L256
        0x612e9141 -> :L269
    .end sparse-switch
.end method

.method private final payAllowance(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .line 37
    const-string v1, "calling_package"
    invoke-virtual {v13, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 38
    const-string v1, "com.chorechart.parent"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L27
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "only the parent app can pay"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L27
    .line 39
    sget-object v0, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {v12, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v11}, Lcom/chorechart/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L117
    .line 40
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/chorechart/PayAllowanceActivity;
    invoke-direct {v0, v10, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v6, v0
    move-object v7, v6
    .line 77
    const/4 v0, 0x0
    move v8, v0
    .line 40
    const-string v1, "child"
    const-string v3, "child"
    invoke-virtual {v13, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 40
    .line 40
    move-object v5, v6
    .line 41
    const/16 v1, 0x15
    const/high16 v3, 0x4000000
    invoke-static {v10, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 42
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    sget-object v2, Lcom/chorechart/Tokens;->INSTANCE:Lcom/chorechart/Tokens;
    invoke-virtual {v2}, Lcom/chorechart/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v11}, Lcom/chorechart/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, Lcom/chorechart/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L117
    .line 44
    const-string v1, "allowance"
    const/4 v2, 0x0
    invoke-virtual {v10, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "paid_"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v3, "child"
    invoke-virtual {v13, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-interface {v0, v1, v2, v3}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 45
    const-string v0, "{\"paid\":true}"
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final raiseAllowance(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .line 49
    const-string v1, "com.chorechart.parent"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L18
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "only the parent app can raise"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L18
    .line 50
    sget-object v0, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {v12, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v10}, Lcom/chorechart/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L110
    .line 51
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/chorechart/RaiseAllowanceActivity;
    invoke-direct {v0, v9, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v5, v0
    move-object v6, v5
    .line 77
    const/4 v0, 0x0
    move v7, v0
    .line 51
    const-string v1, "child"
    const-string v3, "child"
    invoke-virtual {v13, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 51
    .line 51
    move-object v4, v5
    .line 52
    const/16 v1, 0x16
    const/high16 v3, 0x4000000
    invoke-static {v9, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 53
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    sget-object v2, Lcom/chorechart/Tokens;->INSTANCE:Lcom/chorechart/Tokens;
    invoke-virtual {v2}, Lcom/chorechart/Tokens;->short()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v10}, Lcom/chorechart/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/chorechart/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L110
    .line 55
    const-string v1, "allowance"
    const/4 v2, 0x0
    invoke-virtual {v9, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "weekly_"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v3, "child"
    invoke-virtual {v13, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v3, "amount"
    invoke-virtual {v13, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v2
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 56
    const-string v0, "{\"raised\":true}"
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final showBalance(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 9
    .line 60
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/chorechart/BalanceActivity;
    invoke-direct {v0, v7, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v4, v0
    .line 61
    const/16 v1, 0x17
    const/high16 v3, 0x4000000
    invoke-static {v7, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 62
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    sget-object v2, Lcom/chorechart/Tokens;->INSTANCE:Lcom/chorechart/Tokens;
    invoke-virtual {v2}, Lcom/chorechart/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v8}, Lcom/chorechart/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/chorechart/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 65
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 66
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 67
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 68
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 69
    const/4 v0, 0x0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/chorechart/AllowanceProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/chorechart/AllowanceProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/chorechart/AllowanceProvider;->Companion:Lcom/chorechart/AllowanceProvider$Companion;
    return-void
.end method

