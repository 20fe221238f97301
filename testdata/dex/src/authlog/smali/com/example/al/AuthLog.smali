# Kotlin sketch (AuthLog.kt):
#   object AuthLog {
#       fun d(msg: String) { if (BuildConfig.DEBUG) Log.d("auth", msg) }   // 5
#   }
.class public final Lcom/example/al/AuthLog;
.super Ljava/lang/Object;
.source "AuthLog.kt"

.field public static final INSTANCE:Lcom/example/al/AuthLog;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/al/AuthLog;
    invoke-direct {v0}, Lcom/example/al/AuthLog;-><init>()V
    sput-object v0, Lcom/example/al/AuthLog;->INSTANCE:Lcom/example/al/AuthLog;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final d(Ljava/lang/String;)V
    .registers 3
    const-string v0, "msg"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    sget-boolean v0, Lcom/example/al/BuildConfig;->DEBUG:Z
    if-eqz v0, :cond_0
    const-string v0, "auth"
    invoke-static {v0, p1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    :cond_0
    return-void
.end method
