.class public final Lcom/example/r34k1/ThermostatProvider;
.super Landroid/content/ContentProvider;
.source "ThermostatProvider.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r34k1/ThermostatProvider$Companion;
    }
.end annotation

.field public static final ACTION_APPROVE_BOOST:Ljava/lang/String; = "com.example.r34k1.action.APPROVE_BOOST"

.field public static final Companion:Lcom/example/r34k1/ThermostatProvider$Companion;

.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"thermo-1\",\"tools\":[]}"

.field private final prefs$delegate:Lkotlin/Lazy;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r34k1/ThermostatProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r34k1/ThermostatProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r34k1/ThermostatProvider;->Companion:Lcom/example/r34k1/ThermostatProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    new-instance v0, Lcom/example/r34k1/ThermostatProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r34k1/ThermostatProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r34k1/ThermostatProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r34k1/ThermostatProvider;->prefs$delegate:Lkotlin/Lazy;
    .line 14
    return-void
.end method

.method private final getPrefs()Landroid/content/SharedPreferences;
    .registers 2
    .line 15
    iget-object v0, p0, Lcom/example/r34k1/ThermostatProvider;->prefs$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/content/SharedPreferences;
    return-object v0
.end method

.method public static final prefs_delegate$lambda$0(Lcom/example/r34k1/ThermostatProvider;)Landroid/content/SharedPreferences;
    .registers 3
    .line 15
    invoke-virtual {p0}, Lcom/example/r34k1/ThermostatProvider;->requireContext()Landroid/content/Context;
    move-result-object p0
    const-string v0, "thermostat"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p0
    return-object p0
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-virtual {p0}, Lcom/example/r34k1/ThermostatProvider;->requireContext()Landroid/content/Context;
    move-result-object p2
    .line 21
    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {p2, v0}, Lcom/example/r34k1/CallersKt;->ownerOf(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x0
    const/4 v2, 0x4
    const/4 v3, 0x0
    if-nez v0, :cond_owner
    sget-object v6, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string v7, "PERMISSION_DENIED"
    const-string v8, "unknown caller"
    const/4 v9, 0x0
    const/4 v10, 0x4
    const/4 v11, 0x0
    invoke-static/range {v6 .. v11}, Lcom/example/r34k1/Replies;->error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 22
    :cond_owner
    if-nez p3, :cond_req
    new-instance p3, Landroid/os/Bundle;
    invoke-direct {p3}, Landroid/os/Bundle;-><init>()V
    .line 23
    :cond_req
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v4
    sparse-switch v4, :sswitch_data_0
    goto :goto_unknown
    :sswitch_exec
    const-string v4, "execute_tool"
    invoke-virtual {p1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_exec
    goto :goto_unknown
    :sswitch_nego
    const-string v4, "negotiate"
    invoke-virtual {p1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_nego
    goto :goto_unknown
    :sswitch_list
    const-string v4, "list_tools"
    invoke-virtual {p1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_list
    goto :goto_unknown

    .line 24
    :cond_nego
    sget-object p1, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    sget-object p2, Lcom/example/r34k1/ThermoSession;->INSTANCE:Lcom/example/r34k1/ThermoSession;
    invoke-virtual {p2, v0}, Lcom/example/r34k1/ThermoSession;->issue(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/example/r34k1/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 25
    :cond_list
    sget-object p1, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string p2, "{\"revision\":\"thermo-1\",\"tools\":[]}"
    invoke-virtual {p1, p2}, Lcom/example/r34k1/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 26
    :cond_exec
    invoke-static {p3}, Lcom/example/r34k1/RepliesKt;->getTool(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p3}, Lcom/example/r34k1/RepliesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object p3
    invoke-direct {p0, p2, v0, p1, p3}, Lcom/example/r34k1/ThermostatProvider;->run(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 27
    :goto_unknown
    sget-object v6, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string v7, "METHOD_NOT_FOUND"
    const-string v8, "unknown method"
    const/4 v9, 0x0
    const/4 v10, 0x4
    const/4 v11, 0x0
    invoke-static/range {v6 .. v11}, Lcom/example/r34k1/Replies;->error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    .line 23
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_exec
        -0x4221f982 -> :sswitch_nego
        0x2a3a6efa -> :sswitch_list
    .end sparse-switch
.end method

.method private final run(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 15
    .line 31
    invoke-virtual {p3}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_0
    goto :goto_unknown
    :sswitch_set
    const-string v0, "set_target"
    invoke-virtual {p3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-nez p3, :cond_set
    goto :goto_unknown
    :sswitch_boost
    const-string v0, "boost"
    invoke-virtual {p3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-nez p3, :cond_boost
    goto :goto_unknown
    :sswitch_temp
    const-string v0, "get_temperature"
    invoke-virtual {p3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :goto_unknown
    .line 32
    sget-object p1, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    invoke-direct {p0}, Lcom/example/r34k1/ThermostatProvider;->getPrefs()Landroid/content/SharedPreferences;
    move-result-object p2
    const-string p3, "current"
    const/16 p4, 0x14
    invoke-interface {p2, p3, p4}, Landroid/content/SharedPreferences;->getInt(Ljava/lang/String;I)I
    move-result p2
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string p4, "{\"celsius\":"
    invoke-virtual {p3, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    invoke-virtual {p3, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string p3, "}"
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/example/r34k1/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 34
    :cond_set
    const-string p1, "celsius"
    const/16 p3, 0x14
    invoke-virtual {p4, p1, p3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result p1
    const/16 p3, 0xc
    const/16 p4, 0x1c
    invoke-static {p1, p3, p4}, Lkotlin/ranges/RangesKt;->coerceIn(III)I
    move-result p1
    .line 35
    invoke-direct {p0}, Lcom/example/r34k1/ThermostatProvider;->getPrefs()Landroid/content/SharedPreferences;
    move-result-object p3
    invoke-interface {p3}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p3
    const-string p4, "target"
    invoke-interface {p3, p4, p1}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;
    move-result-object p3
    const-string p4, "set_by"
    invoke-interface {p3, p4, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p2
    invoke-interface {p2}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 36
    sget-object p2, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string p4, "{\"target\":"
    invoke-virtual {p3, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p3, "}"
    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p2, p1}, Lcom/example/r34k1/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 38
    :cond_boost
    const-string p2, "minutes"
    const/16 p3, 0x1e
    invoke-virtual {p4, p2, p3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result p2
    invoke-direct {p0, p1, p2}, Lcom/example/r34k1/ThermostatProvider;->approveBoost(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 39
    :goto_unknown
    sget-object v4, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string v5, "TOOL_NOT_FOUND"
    const-string v6, "no such tool"
    const/4 v7, 0x0
    const/4 v8, 0x4
    const/4 v9, 0x0
    invoke-static/range {v4 .. v9}, Lcom/example/r34k1/Replies;->error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    .line 40
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x450b9ff2 -> :sswitch_set
        0x59923a3 -> :sswitch_boost
        0x4540620b -> :sswitch_temp
    .end sparse-switch
.end method

.method private final approveBoost(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 15
    .line 43
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.r34k1.action.APPROVE_BOOST"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "minutes"
    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;
    move-result-object p2
    .line 44
    sget-object v6, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string v7, "USER_ACTION_REQUIRED"
    const-string v8, "approve the boost on the thermostat screen"
    const/4 v9, 0x0
    const/4 v10, 0x4
    const/4 v11, 0x0
    invoke-static/range {v6 .. v11}, Lcom/example/r34k1/Replies;->error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    move-object v1, v0
    .local v1, "$this$approveBoost_u24lambda_u240":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 45
    .local v2, "$i$a$-apply-ThermostatProvider$approveBoost$1":I
    const-string v3, "resolution"
    const/16 v4, 0xb
    const/high16 v5, 0x4000000
    invoke-static {p1, v4, p2, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v1, v3, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 46
    const-string p1, "resume_token"
    sget-object p2, Lcom/example/r34k1/ThermoSession;->INSTANCE:Lcom/example/r34k1/ThermoSession;
    invoke-virtual {p2}, Lcom/example/r34k1/ThermoSession;->resumeToken()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {v1, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    nop
    .end local v1    # "$this$approveBoost_u24lambda_u240":Landroid/os/Bundle;
    .end local v2    # "$i$a$-apply-ThermostatProvider$approveBoost$1":I
    .line 44
    return-object v0
.end method
