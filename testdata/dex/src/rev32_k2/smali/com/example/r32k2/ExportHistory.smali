.class public final Lcom/example/r32k2/ExportHistory;
.super Ljava/lang/Object;
.source "FitnessTool.kt"

# interfaces
.implements Lcom/example/r32k2/FitnessTool;


# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nFitnessTool.kt\nKotlin\n*S Kotlin\n*F\n+ 1 FitnessTool.kt\ncom/example/r32k2/ExportHistory\n+ 2 Requests.kt\ncom/example/r32k2/RequestsKt\n*L\n1#1,140:1\n32#2,5:141\n*S KotlinDebug\n*F\n+ 1 FitnessTool.kt\ncom/example/r32k2/ExportHistory\n*L\n111#1:141,5\n*E\n"
.end annotation


# static fields
.field public static final INSTANCE:Lcom/example/r32k2/ExportHistory;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k2/ExportHistory;
    invoke-direct {v0}, Lcom/example/r32k2/ExportHistory;-><init>()V
    sput-object v0, Lcom/example/r32k2/ExportHistory;->INSTANCE:Lcom/example/r32k2/ExportHistory;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 105
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public getName()Ljava/lang/String;
    .registers 2
    .line 106
    const-string v0, "export_history"
    return-object v0
.end method

.method public run(Lcom/example/r32k2/ToolCall;)Landroid/os/Bundle;
    .registers 14
    const-string v0, "call"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 109
    invoke-static {p1}, Lcom/example/r32k2/RequestsKt;->getOwnerPackage(Lcom/example/r32k2/ToolCall;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string v0, "unknown caller"
    invoke-static {p1, v0}, Lcom/example/r32k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string v0, "error(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 110
    :cond_0
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "from"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 111
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getContext()Landroid/content/Context;
    move-result-object p1
    const/4 v2, 0x0
    .line 141
    .local v2, "$i$f$withProviderIdentity":I
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v3
    .line 142
    :try_start_0
    const/4 v5, 0x0
    .line 143
    .local v5, "$i$a$-withProviderIdentity-ExportHistory$run$row$1":I
    .line 112
    invoke-virtual {p1}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object v6
    invoke-static {}, Lcom/example/r32k2/FitnessToolKt;->access$getEXPORTS$p()Landroid/net/Uri;
    move-result-object v7
    new-instance v8, Landroid/content/ContentValues;
    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V
    const/4 v9, 0x0
    .line 113
    .local v9, "$i$a$-apply-ExportHistory$run$row$1$1":I
    const-string v10, "owner"
    invoke-virtual {v8, v10, v0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 114
    const-string v0, "owner_uid"
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v10
    invoke-static {v10}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v10
    invoke-virtual {v8, v0, v10}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 115
    const-string v0, "from_day"
    invoke-virtual {v8, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 116
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .end local v9    # "$i$a$-apply-ExportHistory$run$row$1$1":I
    .line 112
    invoke-virtual {v6, v7, v8}, Landroid/content/ContentResolver;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 116
    nop
    .end local v5    # "$i$a$-withProviderIdentity-ExportHistory$run$row$1":I
    .line 145
    invoke-static {v3, v4}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .end local v2    # "$i$f$withProviderIdentity":I
    .line 118
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"export\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
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
    invoke-static {v3, v4}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw p1
.end method

.method public resume(Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 105
    invoke-super {p0, p1, p2}, Lcom/example/r32k2/FitnessTool;->resume(Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
