.class public final Lcom/example/r16o/BeginUpload;
.super Ljava/lang/Object;
.source "BeginUpload.kt"

# interfaces
.implements Lcom/example/r16o/Tool;

.field public static final INSTANCE:Lcom/example/r16o/BeginUpload;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r16o/BeginUpload;
    invoke-direct {v0}, Lcom/example/r16o/BeginUpload;-><init>()V
    sput-object v0, Lcom/example/r16o/BeginUpload;->INSTANCE:Lcom/example/r16o/BeginUpload;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run(ILandroid/os/Bundle;Landroid/content/Context;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "extras"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "ctx"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    # true positive CETP613: the operation id comes from kotlin.random (not a CSPRNG), through a @JvmStatic companion method
    .line 9
    sget-object p2, Lcom/example/r16o/Uploads;->Companion:Lcom/example/r16o/Uploads$Companion;
    invoke-virtual {p2}, Lcom/example/r16o/Uploads$Companion;->uploadId()Ljava/lang/String;
    move-result-object p2
    .line 10
    sget-object p3, Lcom/example/r16o/Uploads;->Companion:Lcom/example/r16o/Uploads$Companion;
    invoke-virtual {p3, p2, p1}, Lcom/example/r16o/Uploads$Companion;->remember(Ljava/lang/String;I)V
    .line 11
    new-instance p1, Lorg/json/JSONObject;
    invoke-direct {p1}, Lorg/json/JSONObject;-><init>()V
    const-string p3, "operation_id"
    invoke-virtual {p1, p3, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object p1
    const-string p2, "poll_after_ms"
    const/16 p3, 0x3e8
    invoke-virtual {p1, p2, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object p1
    const-string p2, "trace"
    invoke-static {}, Lcom/example/r16o/Uploads;->traceTag()Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p1, p2, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object p1
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object p1
    const-string p2, "toString(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-static {p1}, Lcom/example/r16o/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
