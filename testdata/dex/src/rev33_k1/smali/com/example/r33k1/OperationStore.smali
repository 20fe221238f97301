.class public final Lcom/example/r33k1/OperationStore;
.super Ljava/lang/Object;
.source "LockHub.kt"

.field public static final INSTANCE:Lcom/example/r33k1/OperationStore;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k1/OperationStore;
    invoke-direct {v0}, Lcom/example/r33k1/OperationStore;-><init>()V
    sput-object v0, Lcom/example/r33k1/OperationStore;->INSTANCE:Lcom/example/r33k1/OperationStore;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLockHub.kt\nKotlin\n*S Kotlin\n*F\n+ 1 LockHub.kt\ncom/example/r33k1/OperationStore\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,71:1\n1#2:72\n*E\n"
.end annotation

.method private final ops(Landroid/content/Context;)Landroid/content/SharedPreferences;
    .registers 4
    .line 34
    const-string v0, "operations"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    const-string v0, "getSharedPreferences(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method public final start-GAGiSOo(Landroid/content/Context;ILjava/lang/String;)Ljava/lang/String;
    .registers 8
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    sget-object v0, Lcom/example/r33k1/SessionToken;->Companion:Lcom/example/r33k1/SessionToken$Companion;
    invoke-virtual {v0}, Lcom/example/r33k1/SessionToken$Companion;->mint-vH-2boM()Ljava/lang/String;
    move-result-object v0
    const/16 v1, 0x10
    invoke-static {v0, v1}, Lkotlin/text/StringsKt;->take(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "op_"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r33k1/OperationId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 38
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "uid"
    invoke-virtual {v1, v2, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object p2
    const-string v1, "tool"
    invoke-virtual {p2, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object p2
    const-string p3, "state"
    const-string v1, "running"
    invoke-virtual {p2, p3, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object p2
    .line 39
    invoke-direct {p0, p1}, Lcom/example/r33k1/OperationStore;->ops(Landroid/content/Context;)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-interface {p1, v0, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 40
    return-object v0
.end method

.method public final load-wuFrDws(Landroid/content/Context;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "id"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    invoke-direct {p0, p1}, Lcom/example/r33k1/OperationStore;->ops(Landroid/content/Context;)Landroid/content/SharedPreferences;
    move-result-object p1
    const/4 v0, 0x0
    invoke-interface {p1, p2, v0}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_22
    move-object p2, p1
    .local p2, "p0":Ljava/lang/String;
    const/4 v1, 0x0
    .line 72
    .local v1, "$i$a$-unknown-OperationStore$load$1":I
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2, p2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 43
    .end local v1    # "$i$a$-unknown-OperationStore$load$1":I
    .end local p2    # "p0":Ljava/lang/String;
    move-object v0, v2
    :cond_22
    return-object v0
.end method

.method public final requestCancel-SoDRl9A(Landroid/content/Context;Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "id"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "op"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    invoke-direct {p0, p1}, Lcom/example/r33k1/OperationStore;->ops(Landroid/content/Context;)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    const-string v0, "cancel_requested"
    const/4 v1, 0x1
    invoke-virtual {p3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object p3
    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object p3
    invoke-interface {p1, p2, p3}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 47
    return-void
.end method
