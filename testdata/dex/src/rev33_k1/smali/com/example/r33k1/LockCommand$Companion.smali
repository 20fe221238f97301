.class public final Lcom/example/r33k1/LockCommand$Companion;
.super Ljava/lang/Object;
.source "Commands.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r33k1/LockCommand;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Companion"
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/r33k1/LockCommand$Companion;-><init>()V
    return-void
.end method

.method public final parse(Ljava/lang/String;Lorg/json/JSONObject;)Lcom/example/r33k1/LockCommand;
    .registers 7
    const-string v0, "tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data
    goto :goto_else
    :sswitch_0
    const-string v0, "get_door_state"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :arm_0
    goto :goto_else
    :sswitch_1
    const-string v0, "unlock_door"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :arm_1
    goto :goto_else
    :sswitch_2
    const-string v0, "lock_door"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :arm_2
    goto :goto_else
    :sswitch_3
    const-string v0, "lock_all"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :arm_3
    goto :goto_else
    :sswitch_4
    const-string v0, "door_history"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :arm_4
    goto :goto_else
    :sswitch_5
    const-string v0, "rekey_lock"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :arm_5
    goto :goto_else
    :sswitch_6
    const-string v0, "invite_guest"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :arm_6
    goto :goto_else
    :sswitch_7
    const-string v0, "register_phone_key"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :arm_7
    goto :goto_else
    :sswitch_8
    const-string v0, "list_phone_keys"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :arm_8
    goto :goto_else
    .line 21
    :arm_0
    new-instance v0, Lcom/example/r33k1/LockCommand$DoorState;
    const-string v1, "door"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v2, "force"
    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v2
    invoke-direct {v0, v1, v2}, Lcom/example/r33k1/LockCommand$DoorState;-><init>(Ljava/lang/String;Z)V
    check-cast v0, Lcom/example/r33k1/LockCommand;
    move-object p1, v0
    goto :goto_ret
    .line 22
    :arm_1
    new-instance v0, Lcom/example/r33k1/LockCommand$Unlock;
    const-string v1, "door"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v2, "approved"
    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v2
    invoke-direct {v0, v1, v2}, Lcom/example/r33k1/LockCommand$Unlock;-><init>(Ljava/lang/String;Z)V
    check-cast v0, Lcom/example/r33k1/LockCommand;
    move-object p1, v0
    goto :goto_ret
    .line 23
    :arm_2
    new-instance v0, Lcom/example/r33k1/LockCommand$Lock;
    const-string v1, "door"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r33k1/LockCommand$Lock;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/example/r33k1/LockCommand;
    move-object p1, v0
    goto :goto_ret
    .line 24
    :arm_3
    sget-object p1, Lcom/example/r33k1/LockCommand$LockAll;->INSTANCE:Lcom/example/r33k1/LockCommand$LockAll;
    check-cast p1, Lcom/example/r33k1/LockCommand;
    goto :goto_ret
    .line 25
    :arm_4
    new-instance v0, Lcom/example/r33k1/LockCommand$History;
    const-string v1, "door"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v2, "days"
    const/4 v3, 0x7
    invoke-virtual {p2, v2, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v2
    invoke-direct {v0, v1, v2}, Lcom/example/r33k1/LockCommand$History;-><init>(Ljava/lang/String;I)V
    check-cast v0, Lcom/example/r33k1/LockCommand;
    move-object p1, v0
    goto :goto_ret
    .line 26
    :arm_5
    new-instance v0, Lcom/example/r33k1/LockCommand$Rekey;
    const-string v1, "door"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r33k1/LockCommand$Rekey;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/example/r33k1/LockCommand;
    move-object p1, v0
    goto :goto_ret
    .line 27
    :arm_6
    new-instance v0, Lcom/example/r33k1/LockCommand$InviteGuest;
    const-string v1, "door"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v2, "guest"
    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "getString(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1, v2}, Lcom/example/r33k1/LockCommand$InviteGuest;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast v0, Lcom/example/r33k1/LockCommand;
    move-object p1, v0
    goto :goto_ret
    .line 28
    :arm_7
    new-instance v0, Lcom/example/r33k1/LockCommand$RegisterPhoneKey;
    const-string v1, "door"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r33k1/LockCommand$RegisterPhoneKey;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/example/r33k1/LockCommand;
    move-object p1, v0
    goto :goto_ret
    .line 29
    :arm_8
    sget-object p1, Lcom/example/r33k1/LockCommand$ListPhoneKeys;->INSTANCE:Lcom/example/r33k1/LockCommand$ListPhoneKeys;
    check-cast p1, Lcom/example/r33k1/LockCommand;
    goto :goto_ret
    .line 30
    :goto_else
    const/4 p1, 0x0
    .line 31
    :goto_ret
    return-object p1

    :sswitch_data
    .sparse-switch
        -0x5088bab7 -> :sswitch_0
        -0x377565be -> :sswitch_2
        -0x33611837 -> :sswitch_1
        0x2069466 -> :sswitch_8
        0x24e99522 -> :sswitch_6
        0x43891d72 -> :sswitch_7
        0x46af2103 -> :sswitch_4
        0x658f2e3e -> :sswitch_5
        0x71d2e08d -> :sswitch_3
    .end sparse-switch
.end method
