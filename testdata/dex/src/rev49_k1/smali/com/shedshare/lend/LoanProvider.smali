.class public final Lcom/shedshare/lend/LoanProvider;
.super Landroid/content/ContentProvider;
.source "SourceFile"


# instance fields
.field private a:La/h;

.field private final b:Lb/b;

.field private final c:Ljava/util/concurrent/ExecutorService;


# direct methods
.method public constructor <init>()V
    .registers 3

    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 14
    new-instance v0, Lb/b;

    new-instance v1, La/l;

    invoke-direct {v1}, La/l;-><init>()V

    invoke-direct {v0, v1}, Lb/b;-><init>(Lb/c;)V

    iput-object v0, p0, Lcom/shedshare/lend/LoanProvider;->b:Lb/b;

    .line 15
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/shedshare/lend/LoanProvider;->c:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private final a(ILjava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 55
    const-string v0, "confirm"

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, La/d;->a(Ljava/lang/String;)La/d;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Enum;->ordinal()I

    move-result v0

    if-eqz v0, :cond_ask

    const/4 v1, 0x1

    if-ne v0, v1, :cond_nowhen

    .line 60
    const-string v0, "LoanProvider"

    const-string v1, "lend_power_tool: consumer skipped confirmation"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    goto :goto_lend

    .line 56
    :cond_ask
    const-string v0, "resume_token"

    invoke-virtual {p4, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, La/e;->a:La/e;

    const-string v2, "lend_power_tool"

    invoke-virtual {v1, v0, p1, v2}, La/e;->b(Ljava/lang/String;ILjava/lang/String;)Z

    move-result v0

    if-nez v0, :goto_lend

    .line 57
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "requireContext(...)"

    invoke-static {v0, v1}, Lb/a;->b(Ljava/lang/Object;Ljava/lang/String;)V

    const-class v1, Lcom/shedshare/lend/ConfirmActivity;

    const/high16 v3, 0xc000000

    invoke-static {v0, v2, v1, v3}, La/b;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;I)Landroid/app/PendingIntent;

    move-result-object v0

    .line 58
    invoke-direct {p0, p1, v2, v0}, Lcom/shedshare/lend/LoanProvider;->f(ILjava/lang/String;Landroid/app/PendingIntent;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 62
    :goto_lend
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/shedshare/lend/LoanProvider;->c(ILjava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 55
    :cond_nowhen
    new-instance p1, Lb/e;

    invoke-direct {p1}, Lb/e;-><init>()V

    throw p1
.end method

.method private final b(ILjava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 66
    const-string v0, "confirm"

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, La/d;->a(Ljava/lang/String;)La/d;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Enum;->ordinal()I

    move-result v0

    if-eqz v0, :cond_ask

    const/4 v1, 0x1

    if-ne v0, v1, :cond_nowhen

    .line 68
    const-string v0, "lend_hand_tool: consumer-side confirmation ignored"

    goto :goto_note

    .line 67
    :cond_ask
    const-string v0, "lend_hand_tool: asking the member"

    .line 70
    :goto_note
    const-string v1, "LoanProvider"

    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 71
    const-string v0, "resume_token"

    invoke-virtual {p4, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, La/e;->a:La/e;

    const-string v2, "lend_hand_tool"

    invoke-virtual {v1, v0, p1, v2}, La/e;->b(Ljava/lang/String;ILjava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_lend

    .line 72
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "requireContext(...)"

    invoke-static {v0, v1}, Lb/a;->b(Ljava/lang/Object;Ljava/lang/String;)V

    const-class v1, Lcom/shedshare/lend/ConfirmActivity;

    const/high16 v3, 0xc000000

    invoke-static {v0, v2, v1, v3}, La/b;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;I)Landroid/app/PendingIntent;

    move-result-object v0

    .line 73
    invoke-direct {p0, p1, v2, v0}, Lcom/shedshare/lend/LoanProvider;->f(ILjava/lang/String;Landroid/app/PendingIntent;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 75
    :cond_lend
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/shedshare/lend/LoanProvider;->c(ILjava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 66
    :cond_nowhen
    new-instance p1, Lb/e;

    invoke-direct {p1}, Lb/e;-><init>()V

    throw p1
.end method

.method private final c(ILjava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 79
    const-string v0, "calling_package"

    invoke-virtual {p4, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_lend

    invoke-static {v0, p2}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_lend

    const-string p1, "PERMISSION_DENIED"

    const-string p2, "caller mismatch"

    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 80
    :cond_lend
    iget-object p4, p0, Lcom/shedshare/lend/LoanProvider;->a:La/h;

    if-nez p4, :cond_shelf

    const-string p1, "shelf"

    invoke-static {p1}, Lb/a;->a(Ljava/lang/String;)V

    const/4 p1, 0x0

    throw p1

    :cond_shelf
    const-string v0, "tool_id"

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-virtual {p4, v0, v1, p2}, La/h;->a(JLjava/lang/String;)La/i;

    move-result-object p2

    .line 81
    instance-of p3, p2, La/j;

    if-eqz p3, :cond_refused

    .line 82
    iget-object p3, p0, Lcom/shedshare/lend/LoanProvider;->c:Ljava/util/concurrent/ExecutorService;

    new-instance p4, La/n;

    invoke-direct {p4, p2, p1}, La/n;-><init>(La/i;I)V

    invoke-interface {p3, p4}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 83
    new-instance p1, Lorg/json/JSONObject;

    invoke-direct {p1}, Lorg/json/JSONObject;-><init>()V

    check-cast p2, La/j;

    iget-wide p3, p2, La/j;->a:J

    invoke-static {p3, p4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object p2

    const-string p3, "loan_id"

    invoke-virtual {p1, p3, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, La/a;->a(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 85
    :cond_refused
    instance-of p1, p2, La/k;

    if-eqz p1, :cond_nowhen

    check-cast p2, La/k;

    iget-object p1, p2, La/k;->a:Ljava/lang/String;

    const-string p2, "CONFLICT"

    invoke-static {p2, p1}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 80
    :cond_nowhen
    new-instance p1, Lb/e;

    invoke-direct {p1}, Lb/e;-><init>()V

    throw p1
.end method

.method private final d(ILorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 90
    const-string v0, "resume_token"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    sget-object v0, La/e;->a:La/e;

    const-string v1, "retire_tool"

    invoke-virtual {v0, p3, p1, v1}, La/e;->b(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p3

    if-nez p3, :cond_retire

    .line 91
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;

    move-result-object p2

    const-string p3, "requireContext(...)"

    invoke-static {p2, p3}, Lb/a;->b(Ljava/lang/Object;Ljava/lang/String;)V

    const-class p3, Lcom/shedshare/lend/ConfirmActivity;

    const/high16 v0, 0xc000000

    invoke-static {p2, v1, p3, v0}, La/b;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;I)Landroid/app/PendingIntent;

    move-result-object p2

    .line 92
    invoke-direct {p0, p1, v1, p2}, Lcom/shedshare/lend/LoanProvider;->f(ILjava/lang/String;Landroid/app/PendingIntent;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 94
    :cond_retire
    new-instance p1, Lorg/json/JSONObject;

    invoke-direct {p1}, Lorg/json/JSONObject;-><init>()V

    iget-object p3, p0, Lcom/shedshare/lend/LoanProvider;->a:La/h;

    if-nez p3, :cond_shelf

    const-string p1, "shelf"

    invoke-static {p1}, Lb/a;->a(Ljava/lang/String;)V

    const/4 p1, 0x0

    throw p1

    :cond_shelf
    const-string v0, "name"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p3, p2}, La/h;->c(Ljava/lang/String;)I

    move-result p2

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p2

    const-string p3, "retired"

    invoke-virtual {p1, p3, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, La/a;->a(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private final e(ILorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 98
    const-string v0, "resume_token"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    sget-object v0, La/e;->a:La/e;

    const-string v1, "write_off_tool"

    invoke-virtual {v0, p3, p1, v1}, La/e;->b(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p3

    if-nez p3, :cond_writeoff

    .line 99
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;

    move-result-object v0

    const-string p2, "requireContext(...)"

    invoke-static {v0, p2}, Lb/a;->b(Ljava/lang/Object;Ljava/lang/String;)V

    const-class v2, Lcom/shedshare/lend/ConfirmActivity;

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, La/b;->b(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;IILjava/lang/Object;)Landroid/app/PendingIntent;

    move-result-object p2

    .line 100
    invoke-direct {p0, p1, v1, p2}, Lcom/shedshare/lend/LoanProvider;->f(ILjava/lang/String;Landroid/app/PendingIntent;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 102
    :cond_writeoff
    new-instance p1, Lorg/json/JSONObject;

    invoke-direct {p1}, Lorg/json/JSONObject;-><init>()V

    iget-object p3, p0, Lcom/shedshare/lend/LoanProvider;->a:La/h;

    if-nez p3, :cond_shelf

    const-string p1, "shelf"

    invoke-static {p1}, Lb/a;->a(Ljava/lang/String;)V

    const/4 p1, 0x0

    throw p1

    :cond_shelf
    const-string v0, "name"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p3, p2}, La/h;->c(Ljava/lang/String;)I

    move-result p2

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p2

    const-string p3, "written_off"

    invoke-virtual {p1, p3, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, La/a;->a(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private final f(ILjava/lang/String;Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .registers 7

    .line 106
    iget-object v0, p0, Lcom/shedshare/lend/LoanProvider;->b:Lb/b;

    invoke-virtual {v0}, Lb/b;->a()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Random;

    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v0

    .line 107
    sget-object v1, La/e;->a:La/e;

    invoke-virtual {v1, v0, p1, p2}, La/e;->a(Ljava/lang/String;ILjava/lang/String;)V

    .line 108
    const-string p1, "USER_ACTION_REQUIRED"

    const-string p2, "confirm in ShedShare"

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

    .line 23
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 24
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    if-nez v1, :cond_pkg

    const-string p1, "PERMISSION_DENIED"

    const-string p2, "unknown caller"

    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 25
    :cond_pkg
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;

    move-result-object v2

    const-string v3, "requireContext(...)"

    invoke-static {v2, v3}, Lb/a;->b(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    invoke-virtual {v2, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x0

    if-eqz v2, :cond_cmp

    array-length v4, v2

    const/4 v5, 0x1

    if-ne v4, v5, :cond_cmp

    const/4 v4, 0x0

    aget-object v3, v2, v4

    :cond_cmp
    invoke-static {v3, v1}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_deny

    invoke-static {v1}, La/c;->a(Ljava/lang/String;)Z

    move-result v2

    if-nez v2, :cond_member

    :cond_deny
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "not a ShedShare member"

    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 26
    :cond_member
    if-nez p3, :cond_req

    sget-object p3, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    .line 27
    :cond_req
    const-string v2, "negotiate"

    invoke-static {p1, v2}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_owns

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

    .line 28
    :cond_owns
    sget-object v2, La/g;->a:La/g;

    const-string v3, "session_token"

    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3, v0}, La/g;->a(Ljava/lang/String;I)Z

    move-result v2

    if-nez v2, :cond_list

    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 29
    :cond_list
    const-string v2, "list_tools"

    invoke-static {p1, v2}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_exec

    new-instance p1, Lorg/json/JSONObject;

    const-string p2, "{\"revision\":\"loans-1\",\"tools\":[]}"

    invoke-direct {p1, p2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {p1}, La/a;->a(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 30
    :cond_exec
    const-string v2, "execute_tool"

    invoke-static {p1, v2}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_deadline

    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 31
    :cond_deadline
    const-string p1, "deadline_at_ms"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    cmp-long p1, v2, v4

    if-gez p1, :cond_args

    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 32
    :cond_args
    new-instance p1, Lorg/json/JSONObject;

    const-string p2, "args"

    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    if-nez p2, :cond_argtext

    const-string p2, "{}"

    :cond_argtext
    invoke-direct {p1, p2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 33
    const-string p2, "tool_name"

    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    if-nez p2, :cond_tool

    const-string p2, ""

    :cond_tool
    const-string v2, "find_tool"

    invoke-virtual {p2, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_status

    .line 45
    const-string p2, "name"

    invoke-virtual {p1, p2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result p2

    if-nez p2, :cond_named

    const-string p1, "INVALID_ARGS"

    const-string p2, "name required"

    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 46
    :cond_named
    new-instance p2, Lorg/json/JSONObject;

    invoke-direct {p2}, Lorg/json/JSONObject;-><init>()V

    iget-object p3, p0, Lcom/shedshare/lend/LoanProvider;->a:La/h;

    if-nez p3, :cond_shelf1

    const-string p1, "shelf"

    invoke-static {p1}, Lb/a;->a(Ljava/lang/String;)V

    const/4 p1, 0x0

    throw p1

    :cond_shelf1
    invoke-virtual {p3, p1}, La/h;->a(Ljava/lang/String;)J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object p1

    const-string p3, "tool_id"

    invoke-virtual {p2, p3, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, La/a;->a(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 33
    :cond_status
    const-string v2, "tool_status"

    invoke-virtual {p2, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_power

    .line 50
    iget-object p2, p0, Lcom/shedshare/lend/LoanProvider;->a:La/h;

    if-nez p2, :cond_shelf2

    const-string p1, "shelf"

    invoke-static {p1}, Lb/a;->a(Ljava/lang/String;)V

    const/4 p1, 0x0

    throw p1

    :cond_shelf2
    const-string p3, "name"

    invoke-virtual {p1, p3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p2, p1}, La/h;->b(Ljava/lang/String;)I

    move-result p1

    .line 51
    new-instance p2, Lorg/json/JSONObject;

    invoke-direct {p2}, Lorg/json/JSONObject;-><init>()V

    if-lez p1, :cond_idle

    const/4 p1, 0x1

    goto :goto_onloan

    :cond_idle
    const/4 p1, 0x0

    :goto_onloan
    invoke-static {p1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object p1

    const-string p3, "on_loan"

    invoke-virtual {p2, p3, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, La/a;->a(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 33
    :cond_power
    const-string v2, "lend_power_tool"

    invoke-virtual {p2, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_hand

    .line 36
    invoke-direct {p0, v0, v1, p1, p3}, Lcom/shedshare/lend/LoanProvider;->a(ILjava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 33
    :cond_hand
    const-string v2, "lend_hand_tool"

    invoke-virtual {p2, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_retire

    .line 37
    invoke-direct {p0, v0, v1, p1, p3}, Lcom/shedshare/lend/LoanProvider;->b(ILjava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 33
    :cond_retire
    const-string v2, "retire_tool"

    invoke-virtual {p2, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_writeoff

    .line 38
    invoke-direct {p0, v0, p1, p3}, Lcom/shedshare/lend/LoanProvider;->d(ILorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 33
    :cond_writeoff
    const-string v2, "write_off_tool"

    invoke-virtual {p2, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :cond_unknown

    .line 39
    invoke-direct {p0, v0, p1, p3}, Lcom/shedshare/lend/LoanProvider;->e(ILorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 40
    :cond_unknown
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, La/a;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public final onCreate()Z
    .registers 3

    .line 18
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "requireContext(...)"

    invoke-static {v0, v1}, Lb/a;->b(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, La/h;->a(Landroid/content/Context;)La/h;

    move-result-object v0

    iput-object v0, p0, Lcom/shedshare/lend/LoanProvider;->a:La/h;

    .line 19
    const/4 v0, 0x1

    return v0
.end method
