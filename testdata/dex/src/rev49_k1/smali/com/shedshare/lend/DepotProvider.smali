.class public final Lcom/shedshare/lend/DepotProvider;
.super Landroid/content/ContentProvider;
.source "SourceFile"


# instance fields
.field private a:La/h;

.field private b:Landroid/app/PendingIntent;

.field private c:Landroid/app/PendingIntent;

.field private final d:Lb/b;

.field private final e:Ljava/util/concurrent/ExecutorService;


# direct methods
.method public constructor <init>()V
    .registers 3

    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 18
    new-instance v0, Lb/b;

    new-instance v1, La/m;

    invoke-direct {v1}, La/m;-><init>()V

    invoke-direct {v0, v1}, Lb/b;-><init>(Lb/c;)V

    iput-object v0, p0, Lcom/shedshare/lend/DepotProvider;->d:Lb/b;

    .line 19
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/shedshare/lend/DepotProvider;->e:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private final a(ILjava/lang/String;Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .registers 7

    .line 61
    const/16 v0, 0x18

    new-array v0, v0, [B

    iget-object v1, p0, Lcom/shedshare/lend/DepotProvider;->d:Lb/b;

    invoke-virtual {v1}, Lb/b;->a()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    const/16 v1, 0xa

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    .line 62
    sget-object v1, La/e;->a:La/e;

    invoke-virtual {v1, v0, p1, p2}, La/e;->a(Ljava/lang/String;ILjava/lang/String;)V

    .line 63
    const-string p1, "USER_ACTION_REQUIRED"

    const-string p2, "approve at the depot"

    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    invoke-static {p1, p3, v0}, La/a;->a(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    const-string v0, "method"

    invoke-static {p1, v0}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/String;)V

    .line 30
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 31
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "requireContext(...)"

    invoke-static {v1, v2}, Lb/a;->b(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    invoke-virtual {v1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    if-eqz v1, :cond_deny

    array-length v2, v1

    const/4 v3, 0x0

    :goto_scan
    if-ge v3, v2, :cond_deny

    aget-object v4, v1, v3

    invoke-static {v4}, La/c;->a(Ljava/lang/String;)Z

    move-result v4

    if-nez v4, :cond_crew

    add-int/lit8 v3, v3, 0x1

    goto :goto_scan

    :cond_deny
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "crew apps only"

    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 32
    :cond_crew
    if-nez p3, :cond_req

    sget-object p3, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    .line 33
    :cond_req
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_list

    new-instance p1, Lorg/json/JSONObject;

    invoke-direct {p1}, Lorg/json/JSONObject;-><init>()V

    sget-object p2, La/g;->a:La/g;

    invoke-virtual {p2, v0}, La/g;->a(I)Ljava/lang/String;

    move-result-object p2

    const-string p3, "session_token"

    invoke-virtual {p1, p3, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, La/a;->a(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 34
    :cond_list
    const-string v1, "list_tools"

    invoke-static {p1, v1}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_exec

    new-instance p1, Lorg/json/JSONObject;

    const-string p2, "{\"revision\":\"depot-1\",\"tools\":[]}"

    invoke-direct {p1, p2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {p1}, La/a;->a(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 35
    :cond_exec
    const-string v1, "execute_tool"

    invoke-static {p1, v1}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_deadline

    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 36
    :cond_deadline
    const-string p1, "deadline_at_ms"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    cmp-long p1, v1, v3

    if-gez p1, :cond_tool

    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 37
    :cond_tool
    const-string p1, "tool_name"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    if-nez v1, :cond_named

    const-string v1, ""

    .line 38
    :cond_named
    iget-object p1, p0, Lcom/shedshare/lend/DepotProvider;->e:Ljava/util/concurrent/ExecutorService;

    new-instance p2, La/o;

    invoke-direct {p2, v1}, La/o;-><init>(Ljava/lang/String;)V

    invoke-interface {p1, p2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 39
    new-instance v2, Lorg/json/JSONObject;

    const-string p1, "args"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    if-nez p1, :cond_argtext

    const-string p1, "{}"

    :cond_argtext
    invoke-direct {v2, p1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 40
    const-string p1, "request_return"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_clear

    .line 42
    const-string p1, "resume_token"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    sget-object p2, La/e;->a:La/e;

    invoke-virtual {p2, p1, v0, v1}, La/e;->b(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p1

    if-nez p1, :cond_return

    iget-object p1, p0, Lcom/shedshare/lend/DepotProvider;->b:Landroid/app/PendingIntent;

    if-nez p1, :cond_approve

    const-string p1, "approvePi"

    invoke-static {p1}, Lb/a;->a(Ljava/lang/String;)V

    const/4 p1, 0x0

    throw p1

    :cond_approve
    invoke-direct {p0, v0, v1, p1}, Lcom/shedshare/lend/DepotProvider;->a(ILjava/lang/String;Landroid/app/PendingIntent;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 43
    :cond_return
    new-instance p1, Lorg/json/JSONObject;

    invoke-direct {p1}, Lorg/json/JSONObject;-><init>()V

    iget-object p2, p0, Lcom/shedshare/lend/DepotProvider;->a:La/h;

    if-nez p2, :cond_shelf1

    const-string p1, "shelf"

    invoke-static {p1}, Lb/a;->a(Ljava/lang/String;)V

    const/4 p1, 0x0

    throw p1

    :cond_shelf1
    const-string p3, "loan_id"

    invoke-virtual {v2, p3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v3

    invoke-virtual {p2, v3, v4}, La/h;->a(J)I

    move-result p2

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p2

    const-string p3, "returned"

    invoke-virtual {p1, p3, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, La/a;->a(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 40
    :cond_clear
    const-string p1, "clear_bay"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_reserve

    .line 46
    const-string p1, "resume_token"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    sget-object p2, La/e;->a:La/e;

    invoke-virtual {p2, p1, v0, v1}, La/e;->b(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p1

    if-nez p1, :cond_cleared

    iget-object p1, p0, Lcom/shedshare/lend/DepotProvider;->c:Landroid/app/PendingIntent;

    if-nez p1, :cond_confirm

    const-string p1, "confirmPi"

    invoke-static {p1}, Lb/a;->a(Ljava/lang/String;)V

    const/4 p1, 0x0

    throw p1

    :cond_confirm
    invoke-direct {p0, v0, v1, p1}, Lcom/shedshare/lend/DepotProvider;->a(ILjava/lang/String;Landroid/app/PendingIntent;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 47
    :cond_cleared
    new-instance p1, Lorg/json/JSONObject;

    invoke-direct {p1}, Lorg/json/JSONObject;-><init>()V

    iget-object p2, p0, Lcom/shedshare/lend/DepotProvider;->a:La/h;

    if-nez p2, :cond_shelf2

    const-string p1, "shelf"

    invoke-static {p1}, Lb/a;->a(Ljava/lang/String;)V

    const/4 p1, 0x0

    throw p1

    :cond_shelf2
    const-string p3, "loan_id"

    invoke-virtual {v2, p3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v3

    invoke-virtual {p2, v3, v4}, La/h;->a(J)I

    move-result p2

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p2

    const-string p3, "cleared"

    invoke-virtual {p1, p3, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, La/a;->a(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 40
    :cond_reserve
    const-string p1, "reserve_slot"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_unknown

    .line 50
    const-string p1, "calling_package"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    if-nez p1, :cond_borrower

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object p1

    if-nez p1, :cond_borrower

    const-string p1, ""

    .line 51
    :cond_borrower
    iget-object p2, p0, Lcom/shedshare/lend/DepotProvider;->a:La/h;

    if-nez p2, :cond_shelf3

    const-string p1, "shelf"

    invoke-static {p1}, Lb/a;->a(Ljava/lang/String;)V

    const/4 p1, 0x0

    throw p1

    :cond_shelf3
    const-string p3, "tool_id"

    invoke-virtual {v2, p3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v3

    invoke-virtual {p2, v3, v4, p1}, La/h;->a(JLjava/lang/String;)La/i;

    move-result-object p1

    .line 52
    instance-of p2, p1, La/j;

    if-eqz p2, :cond_refused

    new-instance p2, Lorg/json/JSONObject;

    invoke-direct {p2}, Lorg/json/JSONObject;-><init>()V

    check-cast p1, La/j;

    iget-wide v3, p1, La/j;->a:J

    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object p1

    const-string p3, "slot"

    invoke-virtual {p2, p3, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, La/a;->a(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 53
    :cond_refused
    instance-of p2, p1, La/k;

    if-eqz p2, :cond_nowhen

    check-cast p1, La/k;

    iget-object p1, p1, La/k;->a:Ljava/lang/String;

    const-string p2, "CONFLICT"

    invoke-static {p2, p1}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 51
    :cond_nowhen
    new-instance p1, Lb/e;

    invoke-direct {p1}, Lb/e;-><init>()V

    throw p1

    .line 56
    :cond_unknown
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public final onCreate()Z
    .registers 6

    .line 22
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "requireContext(...)"

    invoke-static {v0, v1}, Lb/a;->b(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    invoke-static {v0}, La/h;->a(Landroid/content/Context;)La/h;

    move-result-object v1

    iput-object v1, p0, Lcom/shedshare/lend/DepotProvider;->a:La/h;

    .line 24
    new-instance v1, Landroid/content/Intent;

    const-string v2, "com.shedshare.lend.APPROVE"

    invoke-direct {v1, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v1

    const/4 v2, 0x1

    const/high16 v3, 0x4000000

    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    iput-object v1, p0, Lcom/shedshare/lend/DepotProvider;->b:Landroid/app/PendingIntent;

    .line 25
    new-instance v1, Landroid/content/Intent;

    const-class v2, Lcom/shedshare/lend/ConfirmActivity;

    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const/4 v2, 0x2

    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    iput-object v0, p0, Lcom/shedshare/lend/DepotProvider;->c:Landroid/app/PendingIntent;

    .line 26
    const/4 v0, 0x1

    return v0
.end method
