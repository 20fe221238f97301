.class public Lcom/homeflow/app/cetp/HomeToolProvider;
.super Landroid/content/ContentProvider;
.source "SourceFile"

# R8 8.3 full mode, -keepattributes SourceFile,LineNumberTable; sketch/HomeToolProvider.java.
# The comment after each .line is where it comes from (what mapping.txt would say; no mapping is
# shipped with this app), innermost frame first.

.field public final a:Lcom/homeflow/app/cetp/f;

.field public final b:Lcom/homeflow/app/cetp/a;

.field public final c:Lcom/homeflow/app/cetp/d;

.field public d:Lcom/homeflow/app/cetp/c;

.field public e:Lcom/homeflow/app/cetp/b;

.method public constructor <init>()V
    .registers 2
    .line 1 # HomeToolProvider.<init>:15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 2 # HomeToolProvider.<init>:21
    new-instance v0, Lcom/homeflow/app/cetp/f;
    invoke-direct {v0}, Lcom/homeflow/app/cetp/f;-><init>()V
    iput-object v0, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->a:Lcom/homeflow/app/cetp/f;
    .line 3 # HomeToolProvider.<init>:22
    new-instance v0, Lcom/homeflow/app/cetp/a;
    invoke-direct {v0}, Lcom/homeflow/app/cetp/a;-><init>()V
    iput-object v0, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->b:Lcom/homeflow/app/cetp/a;
    .line 4 # HomeToolProvider.<init>:23
    new-instance v0, Lcom/homeflow/app/cetp/d;
    invoke-direct {v0}, Lcom/homeflow/app/cetp/d;-><init>()V
    iput-object v0, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->c:Lcom/homeflow/app/cetp/d;
    return-void
.end method

.method private final a(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    .registers 5
    .line 1 # HomeToolProvider.needsUser:123
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in HomeFlow"
    invoke-static {v0, v1}, Lcom/homeflow/app/cetp/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 2 # HomeToolProvider.needsUser:124
    const-string v1, "resolution"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 3 # HomeToolProvider.needsUser:125
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->a:Lcom/homeflow/app/cetp/f;
    .line 4 # Tokens.issueResume:34 < HomeToolProvider.needsUser:125
    const/16 v1, 0x12
    invoke-virtual {p1, v1}, Lcom/homeflow/app/cetp/f;->b(I)Ljava/lang/String;
    move-result-object v1
    .line 5 # Tokens.issueResume:35 < HomeToolProvider.needsUser:125
    iget-object p1, p1, Lcom/homeflow/app/cetp/f;->d:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p2
    invoke-virtual {p1, v1, p2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 6 # HomeToolProvider.needsUser:125
    const-string p1, "resume_token"
    invoke-virtual {v0, p1, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method private static b(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5
    .line 1 # HomeToolProvider.actionConfirmation:131
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.homeflow.action.CONFIRM_ACTION"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "request_id"
    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    .line 2 # HomeToolProvider.actionConfirmation:132
    const/16 v0, 0xa
    const/high16 v1, 0x4000000
    invoke-static {p0, v0, p1, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 1 # HomeToolProvider.call:34
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 2 # HomeToolProvider.call:35
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    .line 3 # Tokens.trusted:18 < HomeToolProvider.call:36
    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v2
    sget-object v3, Lcom/homeflow/app/cetp/f;->a:[B
    const/4 v4, 0x1
    invoke-virtual {v2, v0, v3, v4}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v2
    if-nez v2, :cond_0
    .line 4 # HomeToolProvider.call:36
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/homeflow/app/cetp/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_0
    .line 5 # HomeToolProvider.call:37
    const-string v2, "negotiate"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_1
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->a:Lcom/homeflow/app/cetp/f;
    .line 6 # Tokens.openSession:22 < HomeToolProvider.call:37
    const/16 p2, 0x18
    invoke-virtual {p1, p2}, Lcom/homeflow/app/cetp/f;->b(I)Ljava/lang/String;
    move-result-object p2
    .line 7 # Tokens.openSession:23 < HomeToolProvider.call:37
    iget-object p1, p1, Lcom/homeflow/app/cetp/f;->c:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p3
    invoke-virtual {p1, p2, p3}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 8 # Tokens.openSession:24 < HomeToolProvider.call:37
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "{\"selected_version\":2,\"provider_id\":\"com.homeflow.app\",\"session_token\":\""
    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    .line 9 # HomeToolProvider.call:37
    invoke-static {p1}, Lcom/homeflow/app/cetp/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_1
    .line 10 # HomeToolProvider.call:38
    if-eqz p3, :cond_2
    const-string v2, "session_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    iget-object v3, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->a:Lcom/homeflow/app/cetp/f;
    .line 11 # Tokens.sessionValid:28 < HomeToolProvider.call:38
    if-eqz v2, :cond_2
    .line 12 # Tokens.sessionValid:29 < HomeToolProvider.call:38
    iget-object v3, v3, Lcom/homeflow/app/cetp/f;->c:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v3, v2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/Integer;
    .line 13 # Tokens.sessionValid:30 < HomeToolProvider.call:38
    if-eqz v2, :cond_2
    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I
    move-result v2
    if-eq v2, v0, :cond_3

    :cond_2
    .line 14 # HomeToolProvider.call:39
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/homeflow/app/cetp/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_3
    .line 15 # HomeToolProvider.call:41
    const-string v2, "execute_tool"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/homeflow/app/cetp/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_4
    .line 16 # HomeToolProvider.call:42
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    cmp-long p1, v2, v4
    if-gtz p1, :cond_5
    .line 17 # HomeToolProvider.call:43
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/homeflow/app/cetp/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_5
    .line 18 # HomeToolProvider.call:45
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 19 # HomeToolProvider.call:46
    const-string p2, "request_id"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 20 # HomeToolProvider.call:47
    const-string v2, "resume_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    .line 21 # HomeToolProvider.call:48
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v3
    const-string v4, "args"
    const-string v5, "INVALID_REQUEST"
    const-string v6, "resume token rejected"
    const-string v7, "PERMISSION_DENIED"
    const/high16 v8, 0x4000000
    sparse-switch v3, :sswitch_data_0
    goto/16 :goto_0

    :sswitch_0
    const-string v3, "set_thermostat"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_device
    goto/16 :goto_0

    :sswitch_1
    const-string v3, "arm_alarm"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_arm_alarm
    goto/16 :goto_0

    :sswitch_2
    const-string v3, "device_history"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_device_history
    goto/16 :goto_0

    :sswitch_3
    const-string v3, "unlock_door"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_unlock_door
    goto/16 :goto_0

    :sswitch_4
    const-string v3, "room_history"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_room_history
    goto/16 :goto_0

    :sswitch_5
    const-string v3, "share_camera"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_share_camera
    goto/16 :goto_0

    :sswitch_6
    const-string v3, "start_backup"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_start_backup
    goto/16 :goto_0

    :sswitch_7
    const-string v3, "run_scene"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_run_scene
    goto/16 :goto_0

    :sswitch_8
    const-string v3, "rename_room"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_rename_room
    goto/16 :goto_0

    :sswitch_9
    const-string v3, "rename_device"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_rename_device
    goto/16 :goto_0

    :sswitch_a
    const-string v3, "disarm_alarm"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_device
    goto/16 :goto_0

    :sswitch_b
    const-string v3, "grant_guest_access"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_grant_guest_access
    goto/16 :goto_0

    :sswitch_c
    const-string v3, "start_firmware_update"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_start_firmware_update
    goto/16 :goto_0

    :cond_unlock_door
    .line 22 # HomeToolProvider.call:50
    if-nez v2, :cond_6
    invoke-static {v1, p2}, Lcom/homeflow/app/cetp/HomeToolProvider;->b(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1, v0}, Lcom/homeflow/app/cetp/HomeToolProvider;->a(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_6
    .line 23 # HomeToolProvider.call:51
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->a:Lcom/homeflow/app/cetp/f;
    invoke-virtual {p1, v2, v0}, Lcom/homeflow/app/cetp/f;->a(Ljava/lang/String;I)Z
    move-result p1
    if-nez p1, :cond_7
    invoke-static {v5, v6}, Lcom/homeflow/app/cetp/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_7
    .line 24 # HomeToolProvider.call:52
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->d:Lcom/homeflow/app/cetp/c;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string p3, "lock"
    const-string v2, "unlock"
    invoke-virtual {p1, p3, v2, p2}, Lcom/homeflow/app/cetp/c;->a(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/homeflow/app/cetp/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_arm_alarm
    .line 25 # HomeToolProvider.call:54
    if-nez v2, :cond_8
    .line 26 # HomeToolProvider.alarmConfirmation:136 < HomeToolProvider.call:54
    new-instance p1, Landroid/content/Intent;
    const-string p3, "com.homeflow.action.CONFIRM_ACTION"
    invoke-direct {p1, p3}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 27 # HomeToolProvider.alarmConfirmation:137 < HomeToolProvider.call:54
    invoke-virtual {v1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object p3
    const-string v2, "com.homeflow.app.ui.ConfirmActionActivity"
    invoke-virtual {p1, p3, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    .line 28 # HomeToolProvider.alarmConfirmation:138 < HomeToolProvider.call:54
    const-string p3, "request_id"
    invoke-virtual {p1, p3, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    .line 29 # HomeToolProvider.alarmConfirmation:139 < HomeToolProvider.call:54
    const/16 p2, 0xb
    invoke-static {v1, p2, p1, v8}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .line 30 # HomeToolProvider.call:54
    invoke-direct {p0, p1, v0}, Lcom/homeflow/app/cetp/HomeToolProvider;->a(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_8
    .line 31 # HomeToolProvider.call:55
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->a:Lcom/homeflow/app/cetp/f;
    invoke-virtual {p1, v2, v0}, Lcom/homeflow/app/cetp/f;->a(Ljava/lang/String;I)Z
    move-result p1
    if-nez p1, :cond_9
    invoke-static {v5, v6}, Lcom/homeflow/app/cetp/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_9
    .line 32 # HomeToolProvider.call:56
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->d:Lcom/homeflow/app/cetp/c;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string p3, "alarm"
    const-string v2, "arm"
    invoke-virtual {p1, p3, v2, p2}, Lcom/homeflow/app/cetp/c;->a(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/homeflow/app/cetp/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_run_scene
    .line 33 # HomeToolProvider.call:58
    if-nez v2, :cond_a
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 34 # HomeToolProvider.sceneReview:143 < HomeToolProvider.call:58
    new-instance p2, Landroid/content/Intent;
    const-class p3, Lcom/homeflow/app/ui/SceneReviewActivity;
    invoke-direct {p2, v1, p3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {p2, v4, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    .line 35 # HomeToolProvider.sceneReview:144 < HomeToolProvider.call:58
    const/16 p2, 0xc
    invoke-static {v1, p2, p1, v8}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .line 36 # HomeToolProvider.call:58
    invoke-direct {p0, p1, v0}, Lcom/homeflow/app/cetp/HomeToolProvider;->a(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_a
    .line 37 # HomeToolProvider.call:59
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->a:Lcom/homeflow/app/cetp/f;
    invoke-virtual {p1, v2, v0}, Lcom/homeflow/app/cetp/f;->a(Ljava/lang/String;I)Z
    move-result p1
    if-nez p1, :cond_b
    invoke-static {v5, v6}, Lcom/homeflow/app/cetp/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_b
    .line 38 # HomeToolProvider.call:60
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->d:Lcom/homeflow/app/cetp/c;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string p3, "scene"
    const-string v2, "run"
    invoke-virtual {p1, p3, v2, p2}, Lcom/homeflow/app/cetp/c;->a(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/homeflow/app/cetp/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_device
    .line 39 # HomeToolProvider.riskOf:119 < HomeToolProvider.deviceCommand:104 < HomeToolProvider.call:63
    const-string v2, "disarm_alarm"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_c
    const/4 v2, 0x2
    goto :goto_1
    :cond_c
    const/4 v2, 0x1
    :goto_1
    .line 40 # HomeToolProvider.deviceCommand:105 < HomeToolProvider.call:63
    const/4 v3, 0x2
    if-ne v2, v3, :cond_d
    .line 41 # HomeToolProvider.deviceCommand:108 < HomeToolProvider.call:63
    const-string v2, "confirmed"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v2
    if-nez v2, :cond_d
    invoke-static {v1, p2}, Lcom/homeflow/app/cetp/HomeToolProvider;->b(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1, v0}, Lcom/homeflow/app/cetp/HomeToolProvider;->a(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_d
    .line 42 # HomeToolProvider.deviceCommand:113 < HomeToolProvider.call:63
    const-string p2, "dry_run"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result p2
    .line 43 # HomeToolProvider.deviceCommand:114 < HomeToolProvider.call:63
    if-eqz p2, :cond_e
    const-string p1, "{\"kind\":\"inline\",\"value\":{\"would_run\":true}}"
    invoke-static {p1}, Lcom/homeflow/app/cetp/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_e
    .line 44 # HomeToolProvider.deviceCommand:115 < HomeToolProvider.call:63
    iget-object p2, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->d:Lcom/homeflow/app/cetp/c;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    const-string v2, "device"
    invoke-virtual {p2, v2, p1, p3}, Lcom/homeflow/app/cetp/c;->a(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/homeflow/app/cetp/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_grant_guest_access
    .line 45 # HomeToolProvider.call:65
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->b:Lcom/homeflow/app/cetp/a;
    invoke-virtual {p1, p3}, Lcom/homeflow/app/cetp/a;->a(Landroid/os/Bundle;)Z
    move-result p1
    if-nez p1, :cond_f
    const-string p1, "not a household member"
    invoke-static {v7, p1}, Lcom/homeflow/app/cetp/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_f
    .line 46 # HomeToolProvider.call:66
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->d:Lcom/homeflow/app/cetp/c;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string p3, "lock"
    const-string v2, "guest"
    invoke-virtual {p1, p3, v2, p2}, Lcom/homeflow/app/cetp/c;->a(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/homeflow/app/cetp/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_share_camera
    .line 47 # HomeToolProvider.call:68
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->b:Lcom/homeflow/app/cetp/a;
    const-string p2, "package_name"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p1, v2, v0}, Lcom/homeflow/app/cetp/a;->b(Ljava/lang/String;I)Z
    move-result p1
    if-nez p1, :cond_10
    .line 48 # HomeToolProvider.call:69
    const-string p1, "camera sharing not allowed"
    invoke-static {v7, p1}, Lcom/homeflow/app/cetp/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_10
    .line 49 # HomeToolProvider.call:71
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->d:Lcom/homeflow/app/cetp/c;
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string p3, "camera"
    const-string v2, "share"
    invoke-virtual {p1, p3, v2, p2}, Lcom/homeflow/app/cetp/c;->a(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/homeflow/app/cetp/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_rename_device
    .line 50 # HomeToolProvider.call:73
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v2
    .line 51 # HomeToolProvider.audit:148 < HomeToolProvider.call:75
    :try_start_0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    .line 52 # HomeToolProvider.audit:149 < HomeToolProvider.call:75
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "rename_device by uid "
    invoke-virtual {p2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    const-string v5, "HomeFlowTools"
    invoke-static {v5, p2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 53 # HomeToolProvider.audit:150 < HomeToolProvider.call:75
    iget-object p2, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->e:Lcom/homeflow/app/cetp/b;
    const-string v5, "rename_device"
    invoke-virtual {p2, v5, p1}, Lcom/homeflow/app/cetp/b;->c(Ljava/lang/String;I)V
    .line 54 # HomeToolProvider.call:76
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->d:Lcom/homeflow/app/cetp/c;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/homeflow/app/cetp/c;->b(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/homeflow/app/cetp/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 55 # HomeToolProvider.call:78
    invoke-static {v2, v3}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 56 # HomeToolProvider.call:76
    return-object p1

    :catchall_0
    move-exception p1
    .line 57 # HomeToolProvider.call:78
    invoke-static {v2, v3}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 58 # HomeToolProvider.call:79
    throw p1

    :cond_rename_room
    .line 59 # HomeToolProvider.call:82
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v2
    .line 60 # HomeToolProvider.auditFor:154 < HomeToolProvider.call:84
    :try_start_1
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p2, "rename_room by uid "
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string p2, "HomeFlowTools"
    invoke-static {p2, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 61 # HomeToolProvider.auditFor:155 < HomeToolProvider.call:84
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->e:Lcom/homeflow/app/cetp/b;
    const-string p2, "rename_room"
    invoke-virtual {p1, p2, v0}, Lcom/homeflow/app/cetp/b;->c(Ljava/lang/String;I)V
    .line 62 # HomeToolProvider.call:85
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->d:Lcom/homeflow/app/cetp/c;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/homeflow/app/cetp/c;->b(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/homeflow/app/cetp/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1
    .line 63 # HomeToolProvider.call:87
    invoke-static {v2, v3}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 64 # HomeToolProvider.call:85
    return-object p1

    :catchall_1
    move-exception p1
    .line 65 # HomeToolProvider.call:87
    invoke-static {v2, v3}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 66 # HomeToolProvider.call:88
    throw p1

    :cond_start_firmware_update
    .line 67 # HomeToolProvider.call:91
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object p1
    iget-object p2, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->c:Lcom/homeflow/app/cetp/d;
    .line 68 # Operations.start:10 < HomeToolProvider.call:91
    iget-object p2, p2, Lcom/homeflow/app/cetp/d;->a:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p3
    invoke-virtual {p2, p1, p3}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 69 # HomeToolProvider.call:91
    invoke-static {p1}, Lcom/homeflow/app/cetp/e;->c(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_start_backup
    .line 70 # HomeToolProvider.call:93
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object p1
    invoke-virtual {p1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object p1
    iget-object p2, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->c:Lcom/homeflow/app/cetp/d;
    .line 71 # Operations.start:10 < HomeToolProvider.call:93
    iget-object p2, p2, Lcom/homeflow/app/cetp/d;->a:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p3
    invoke-virtual {p2, p1, p3}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 72 # HomeToolProvider.call:93
    invoke-static {p1}, Lcom/homeflow/app/cetp/e;->c(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_device_history
    .line 73 # HomeToolProvider.call:95
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->e:Lcom/homeflow/app/cetp/b;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/homeflow/app/cetp/b;->a(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/homeflow/app/cetp/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_room_history
    .line 74 # HomeToolProvider.call:97
    iget-object p1, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->e:Lcom/homeflow/app/cetp/b;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/homeflow/app/cetp/b;->b(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/homeflow/app/cetp/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :goto_0
    .line 75 # HomeToolProvider.call:99
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/homeflow/app/cetp/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x7a8bb3ac -> :sswitch_0
        -0x621edd52 -> :sswitch_1
        -0x52c60c55 -> :sswitch_2
        -0x33611837 -> :sswitch_3
        -0x32effed0 -> :sswitch_4
        -0x2c3c587b -> :sswitch_5
        -0x1d0ba3c1 -> :sswitch_6
        -0x1c101e28 -> :sswitch_7
        -0x7a426c4 -> :sswitch_8
        0x385ce277 -> :sswitch_9
        0x6e10dde0 -> :sswitch_a
        0x715917ee -> :sswitch_b
        0x7ceeb9f0 -> :sswitch_c
    .end sparse-switch
.end method

.method public final onCreate()Z
    .registers 3
    .line 1 # HomeToolProvider.onCreate:28
    new-instance v0, Lcom/homeflow/app/cetp/c;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/homeflow/app/cetp/c;-><init>(Landroid/content/Context;)V
    iput-object v0, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->d:Lcom/homeflow/app/cetp/c;
    .line 2 # HomeToolProvider.onCreate:29
    new-instance v0, Lcom/homeflow/app/cetp/b;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/homeflow/app/cetp/b;-><init>(Landroid/content/Context;)V
    iput-object v0, p0, Lcom/homeflow/app/cetp/HomeToolProvider;->e:Lcom/homeflow/app/cetp/b;
    const/4 v0, 0x1
    return v0
.end method
