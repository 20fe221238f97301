.class public final Lcom/example/r37k1/Audit;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final INSTANCE:Lcom/example/r37k1/Audit;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r37k1/Audit;
    invoke-direct {v0}, Lcom/example/r37k1/Audit;-><init>()V
    sput-object v0, Lcom/example/r37k1/Audit;->INSTANCE:Lcom/example/r37k1/Audit;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 55
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final record(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    const-string v0, "audit"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    .line 58
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "last_"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    if-nez p3, :cond_0
    const-string p3, "unknown"
    :cond_0
    invoke-interface {p1, p2, p3}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    .line 59
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 60
    return-void
.end method
