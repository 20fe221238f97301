.class public final Lcom/example/rv15w/ReportProvider;
.super Landroid/content/ContentProvider;
.source "ReportProvider.java"

.field private static final ALLOWED:Ljava/util/Set;
.field private final io:Ljava/util/concurrent/ExecutorService;

.method static constructor <clinit>()V
    .registers 1
    .line 22
    const-string v0, "com.example.assistant"
    invoke-static {v0}, Ljava/util/Set;->of(Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/example/rv15w/ReportProvider;->ALLOWED:Ljava/util/Set;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 20
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 21
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/rv15w/ReportProvider;->io:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method static synthetic lambda$exportReport$0([Landroid/os/ParcelFileDescriptor;Lcom/example/rv15w/ToolCall;)V
    .registers 3
    .line 54
    const/4 v0, 0x1
    aget-object p0, p0, v0
    invoke-virtual {p1}, Lcom/example/rv15w/ToolCall;->args()Ljava/lang/String;
    move-result-object p1
    invoke-static {p0, p1}, Lcom/example/rv15w/Reports;->write(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    return-void
.end method

.method static synthetic lambda$exportAudit$1([Landroid/os/ParcelFileDescriptor;Lcom/example/rv15w/ToolCall;)V
    .registers 3
    .line 80
    const/4 v0, 0x0
    aget-object p0, p0, v0
    invoke-virtual {p1}, Lcom/example/rv15w/ToolCall;->args()Ljava/lang/String;
    move-result-object p1
    invoke-static {p0, p1}, Lcom/example/rv15w/Reports;->write(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 24
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 27
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 28
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/rv15w/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/rv15w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 29
    :cond_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-static {p2}, Lcom/example/rv15w/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/rv15w/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_1
    if-eqz p3, :cond_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/rv15w/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_3
    .line 31
    :cond_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/rv15w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_3
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/rv15w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :cond_5
    .line 34
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/rv15w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 35
    :cond_5
    invoke-static {p3}, Lcom/example/rv15w/ToolCall;->from(Landroid/os/Bundle;)Lcom/example/rv15w/ToolCall;
    move-result-object p1
    .line 36
    invoke-virtual {p1}, Lcom/example/rv15w/ToolCall;->tool()Ljava/lang/String;
    move-result-object p2
    const/4 p3, -0x1
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_0
    goto :goto_0
    :sswitch_0
    const-string v0, "open_scratch"
    invoke-virtual {p2, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :goto_0
    const/4 p3, 0x2
    goto :goto_0
    :sswitch_1
    const-string v0, "purge_cache"
    invoke-virtual {p2, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :goto_0
    const/4 p3, 0x3
    goto :goto_0
    :sswitch_2
    const-string v0, "app_info"
    invoke-virtual {p2, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :goto_0
    const/4 p3, 0x0
    goto :goto_0
    :sswitch_3
    const-string v0, "export_report"
    invoke-virtual {p2, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :goto_0
    const/4 p3, 0x1
    goto :goto_0
    :sswitch_4
    const-string v0, "export_audit"
    invoke-virtual {p2, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :goto_0
    const/4 p3, 0x4
    :goto_0
    packed-switch p3, :pswitch_data_0
    .line 41
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/rv15w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_1
    .line 37
    :pswitch_0
    invoke-direct {p0, p1}, Lcom/example/rv15w/ReportProvider;->appInfo(Lcom/example/rv15w/ToolCall;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_1
    .line 38
    :pswitch_1
    invoke-direct {p0, p1}, Lcom/example/rv15w/ReportProvider;->exportReport(Lcom/example/rv15w/ToolCall;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_1
    .line 39
    :pswitch_2
    invoke-direct {p0, p1}, Lcom/example/rv15w/ReportProvider;->openScratch(Lcom/example/rv15w/ToolCall;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_1
    .line 40
    :pswitch_3
    invoke-direct {p0}, Lcom/example/rv15w/ReportProvider;->purge()Landroid/os/Bundle;
    move-result-object p1
    goto :goto_1
    :pswitch_4
    invoke-direct {p0, p1}, Lcom/example/rv15w/ReportProvider;->exportAudit(Lcom/example/rv15w/ToolCall;)Landroid/os/Bundle;
    move-result-object p1
    .line 36
    :goto_1
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x702969fb -> :sswitch_0
        -0x1fa58470 -> :sswitch_4
        0x2243d6ee -> :sswitch_1
        0x4596d00c -> :sswitch_2
        0x471b6c1f -> :sswitch_3
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
    .end packed-switch
.end method

.method private appInfo(Lcom/example/rv15w/ToolCall;)Landroid/os/Bundle;
    .registers 5
    # near miss CETP606: the package is the tool's subject, not the caller
    .line 45
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/example/rv15w/ToolCall;->args()Ljava/lang/String;
    move-result-object p1
    invoke-direct {v0, p1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string p1, "package_name"
    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 46
    invoke-virtual {p0}, Lcom/example/rv15w/ReportProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    const/4 v1, 0x0
    invoke-virtual {v0, p1, v1}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object p1
    .line 47
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"version\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object p1, p1, Landroid/content/pm/PackageInfo;->versionName:Ljava/lang/String;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, "\"}"
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/rv15w/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1
    .line 49
    :catch_0
    const-string p1, "INVALID_ARGUMENT"
    const-string v0, "unknown package"
    invoke-static {p1, v0}, Lcom/example/rv15w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private exportReport(Lcom/example/rv15w/ToolCall;)Landroid/os/Bundle;
    .registers 6
    .line 53
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 54
    iget-object v1, p0, Lcom/example/rv15w/ReportProvider;->io:Ljava/util/concurrent/ExecutorService;
    invoke-custom {v0, p1}, call_site_0("run", ([Landroid/os/ParcelFileDescriptor;Lcom/example/rv15w/ToolCall;)Ljava/lang/Runnable;, ()V, invoke-static@Lcom/example/rv15w/ReportProvider;->lambda$exportReport$0([Landroid/os/ParcelFileDescriptor;Lcom/example/rv15w/ToolCall;)V, ()V)@Ljava/lang/invoke/LambdaMetafactory;->metafactory(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;
    move-result-object p1
    invoke-interface {v1, p1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 55
    const-string p1, "{\"kind\":\"file\",\"media_type\":\"application/json\"}"
    invoke-static {p1}, Lcom/example/rv15w/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    # near miss CETP612: the read end, and the provider writes the other end on its executor
    .line 56
    const-string v1, "result_fd"
    const/4 v2, 0x0
    aget-object v0, v0, v2
    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 57
    return-object p1
    .line 59
    :catch_0
    const-string p1, "INTERNAL_ERROR"
    const-string v0, "could not open a pipe"
    invoke-static {p1, v0}, Lcom/example/rv15w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private openScratch(Lcom/example/rv15w/ToolCall;)Landroid/os/Bundle;
    .registers 5
    .line 63
    sget-object v0, Lcom/example/rv15w/ReportProvider;->ALLOWED:Ljava/util/Set;
    invoke-virtual {p1}, Lcom/example/rv15w/ToolCall;->callerPackage()Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "not allowed"
    invoke-static {p1, v0}, Lcom/example/rv15w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 64
    :cond_0
    new-instance p1, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/rv15w/ReportProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v0
    const-string v1, "scratch.json"
    invoke-direct {p1, v0, v1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 65
    :try_start_0
    const/high16 v0, 0x38000000
    invoke-static {p1, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    :try_end_0
    .catch Ljava/io/FileNotFoundException; {:try_start_0 .. :try_end_0} :catch_0
    .line 66
    const-string v0, "{\"kind\":\"file\",\"media_type\":\"application/json\"}"
    invoke-static {v0}, Lcom/example/rv15w/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 67
    const-string v1, "result_fd"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 68
    return-object v0
    .line 70
    :catch_0
    const-string p1, "INTERNAL_ERROR"
    const-string v0, "no scratch file"
    invoke-static {p1, v0}, Lcom/example/rv15w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private purge()Landroid/os/Bundle;
    .registers 3
    .line 74
    invoke-virtual {p0}, Lcom/example/rv15w/ReportProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Landroidx/work/WorkManager;->getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    move-result-object v0
    const-class v1, Lcom/example/rv15w/PurgeWorker;
    invoke-static {v1}, Landroidx/work/OneTimeWorkRequest;->from(Ljava/lang/Class;)Landroidx/work/OneTimeWorkRequest;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroidx/work/WorkManager;->enqueue(Landroidx/work/WorkRequest;)Landroidx/work/Operation;
    .line 75
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/example/rv15w/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private exportAudit(Lcom/example/rv15w/ToolCall;)Landroid/os/Bundle;
    .registers 6
    .line 79
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 80
    iget-object v1, p0, Lcom/example/rv15w/ReportProvider;->io:Ljava/util/concurrent/ExecutorService;
    invoke-custom {v0, p1}, call_site_1("run", ([Landroid/os/ParcelFileDescriptor;Lcom/example/rv15w/ToolCall;)Ljava/lang/Runnable;, ()V, invoke-static@Lcom/example/rv15w/ReportProvider;->lambda$exportAudit$1([Landroid/os/ParcelFileDescriptor;Lcom/example/rv15w/ToolCall;)V, ()V)@Ljava/lang/invoke/LambdaMetafactory;->metafactory(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;
    move-result-object p1
    invoke-interface {v1, p1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 81
    const-string p1, "{\"kind\":\"file\",\"media_type\":\"application/json\"}"
    invoke-static {p1}, Lcom/example/rv15w/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 82
    const-string v1, "result_fd"
    const/4 v2, 0x0
    aget-object v0, v0, v2
    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 83
    return-object p1
    .line 85
    :catch_0
    const-string p1, "INTERNAL_ERROR"
    const-string v0, "could not open a pipe"
    invoke-static {p1, v0}, Lcom/example/rv15w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
