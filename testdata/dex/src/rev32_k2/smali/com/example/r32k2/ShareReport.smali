.class public final Lcom/example/r32k2/ShareReport;
.super Ljava/lang/Object;
.source "FitnessTool.kt"

# interfaces
.implements Lcom/example/r32k2/FitnessTool;


# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nFitnessTool.kt\nKotlin\n*S Kotlin\n*F\n+ 1 FitnessTool.kt\ncom/example/r32k2/ShareReport\n+ 2 Requests.kt\ncom/example/r32k2/RequestsKt\n*L\n1#1,140:1\n32#2,5:141\n*S KotlinDebug\n*F\n+ 1 FitnessTool.kt\ncom/example/r32k2/ShareReport\n*L\n93#1:141,5\n*E\n"
.end annotation


# static fields
.field public static final INSTANCE:Lcom/example/r32k2/ShareReport;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k2/ShareReport;
    invoke-direct {v0}, Lcom/example/r32k2/ShareReport;-><init>()V
    sput-object v0, Lcom/example/r32k2/ShareReport;->INSTANCE:Lcom/example/r32k2/ShareReport;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 86
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public getName()Ljava/lang/String;
    .registers 2
    .line 87
    const-string v0, "share_report"
    return-object v0
.end method

.method public run(Lcom/example/r32k2/ToolCall;)Landroid/os/Bundle;
    .registers 16
    const-string v0, "call"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 90
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getExtras()Landroid/os/Bundle;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r32k2/RequestsKt;->getCallingPackage(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_0
    const-string p1, "INVALID_ARGS"
    const-string v0, "calling_package missing"
    invoke-static {p1, v0}, Lcom/example/r32k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string v0, "error(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 91
    :cond_0
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "week"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 92
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getUid()I
    move-result v2
    .line 93
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getContext()Landroid/content/Context;
    move-result-object v3
    const/4 v4, 0x0
    .line 141
    .local v4, "$i$f$withProviderIdentity":I
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v5
    .line 142
    :try_start_0
    const/4 v7, 0x0
    .line 143
    .local v7, "$i$a$-withProviderIdentity-ShareReport$run$1":I
    .line 94
    invoke-virtual {v3}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object v8
    invoke-static {}, Lcom/example/r32k2/FitnessToolKt;->access$getSHARES$p()Landroid/net/Uri;
    move-result-object v9
    new-instance v10, Landroid/content/ContentValues;
    invoke-direct {v10}, Landroid/content/ContentValues;-><init>()V
    const/4 v11, 0x0
    .line 95
    .local v11, "$i$a$-apply-ShareReport$run$1$1":I
    const-string v12, "uid"
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v13
    invoke-virtual {v10, v12, v13}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 96
    const-string v12, "week"
    invoke-virtual {v10, v12, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 97
    const-string v12, "recipient"
    invoke-virtual {v10, v12, v0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 98
    nop
    sget-object v12, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .end local v11    # "$i$a$-apply-ShareReport$run$1$1":I
    .line 94
    invoke-virtual {v8, v9, v10}, Landroid/content/ContentResolver;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 98
    nop
    .end local v7    # "$i$a$-withProviderIdentity-ShareReport$run$1":I
    .line 145
    invoke-static {v5, v6}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .end local v4    # "$i$f$withProviderIdentity":I
    .line 100
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {}, Lcom/example/r32k2/FitnessToolKt;->access$getREPORTS$p()Landroid/net/Uri;
    move-result-object v2
    invoke-static {v2, v1}, Landroid/net/Uri;->withAppendedPath(Landroid/net/Uri;Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v2
    const/4 v3, 0x1
    invoke-virtual {p1, v0, v2, v3}, Landroid/content/Context;->grantUriPermission(Ljava/lang/String;Landroid/net/Uri;I)V
    .line 101
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"shared\":\""
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "\"}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r32k2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string v0, "success(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    :catchall_0
    move-exception p1
    .line 145
    invoke-static {v5, v6}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw p1
.end method

.method public resume(Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 86
    invoke-super {p0, p1, p2}, Lcom/example/r32k2/FitnessTool;->resume(Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
