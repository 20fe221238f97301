.class public Lcom/example/r17m/CalendarProvider;
.super Landroid/content/ContentProvider;
.source "CalendarProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r17m/CalendarProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r17m/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r17m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r17m/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r17m/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r17m/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r17m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_3
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r17m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    invoke-static {p1, p2}, Lcom/example/r17m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "remind_me"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-direct {p0, p2}, Lcom/example/r17m/CalendarProvider;->remind(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_1
    const-string v0, "confirm_event"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_2
    invoke-direct {p0, p2}, Lcom/example/r17m/CalendarProvider;->confirmEvent(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_2
    const-string v0, "export_calendar"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_3
    invoke-direct {p0, p2}, Lcom/example/r17m/CalendarProvider;->exportCalendar(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_3
    const-string v0, "read_calendar"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_4
    invoke-direct {p0, p2}, Lcom/example/r17m/CalendarProvider;->readCalendar(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_4
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r17m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private remind(I)Landroid/os/Bundle;
    .registers 6
    .line 36
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/r17m/CalendarProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/example/r17m/ConfirmActivity;
    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    # true positive CETP601: PiFlags.of(true) is FLAG_MUTABLE
    .line 37
    const/4 v1, 0x1
    invoke-static {v1}, Lcom/example/r17m/PiFlags;->of(Z)I
    move-result v1
    const/high16 v2, 0x8000000
    or-int/2addr v1, v2
    .line 38
    invoke-virtual {p0}, Lcom/example/r17m/CalendarProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const/4 v3, 0x0
    invoke-static {v2, v3, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 39
    invoke-static {p1}, Lcom/example/r17m/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {v0, p1}, Lcom/example/r17m/Confirm;->error(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private confirmEvent(I)Landroid/os/Bundle;
    .registers 6
    .line 42
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/r17m/CalendarProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/example/r17m/ConfirmActivity;
    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    # near miss CETP601: PiFlags.of(false) is FLAG_IMMUTABLE
    .line 43
    const/4 v1, 0x0
    invoke-static {v1}, Lcom/example/r17m/PiFlags;->of(Z)I
    move-result v1
    const/high16 v2, 0x8000000
    or-int/2addr v1, v2
    .line 44
    invoke-virtual {p0}, Lcom/example/r17m/CalendarProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const/4 v3, 0x0
    invoke-static {v2, v3, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 45
    invoke-static {p1}, Lcom/example/r17m/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {v0, p1}, Lcom/example/r17m/Confirm;->error(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private exportCalendar(I)Landroid/os/Bundle;
    .registers 5
    .line 48
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r17m/CalendarProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "calendar.ics"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 50
    :try_start_0
    const-string p1, "rw"
    invoke-static {p1}, Lcom/example/r17m/Modes;->forAccess(Ljava/lang/String;)I
    move-result p1
    invoke-static {v0, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    .line 51
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r17m/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    # true positive CETP612: Modes.forAccess("rw") is MODE_READ_WRITE|MODE_CREATE
    .line 52
    const-string v1, "result_fd"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :try_end_0
    .catch Ljava/io/FileNotFoundException; {:try_start_0 .. :try_end_0} :catch_0
    .line 53
    return-object v0
    :catch_0
    move-exception p1
    .line 55
    const-string p1, "INTERNAL_ERROR"
    const-string v0, "could not open the calendar"
    invoke-static {p1, v0}, Lcom/example/r17m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private readCalendar(I)Landroid/os/Bundle;
    .registers 5
    .line 58
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r17m/CalendarProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "calendar.ics"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 60
    :try_start_0
    const-string p1, "r"
    invoke-static {p1}, Lcom/example/r17m/Modes;->forAccess(Ljava/lang/String;)I
    move-result p1
    invoke-static {v0, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    .line 61
    const-string v0, "{}"
    invoke-static {v0}, Lcom/example/r17m/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    # near miss CETP612: Modes.forAccess("r") is MODE_READ_ONLY
    .line 62
    const-string v1, "result_fd"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :try_end_0
    .catch Ljava/io/FileNotFoundException; {:try_start_0 .. :try_end_0} :catch_0
    .line 63
    return-object v0
    :catch_0
    move-exception p1
    .line 65
    const-string p1, "INTERNAL_ERROR"
    const-string v0, "could not open the calendar"
    invoke-static {p1, v0}, Lcom/example/r17m/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
