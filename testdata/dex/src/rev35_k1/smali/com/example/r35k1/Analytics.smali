.class public final Lcom/example/r35k1/Analytics;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final INSTANCE:Lcom/example/r35k1/Analytics;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r35k1/Analytics;
    invoke-direct {v0}, Lcom/example/r35k1/Analytics;-><init>()V
    sput-object v0, Lcom/example/r35k1/Analytics;->INSTANCE:Lcom/example/r35k1/Analytics;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final searched(Landroid/content/Context;Ljava/lang/String;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "title"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 48
    const-string v1, "analytics"
    const/4 v2, 0x0
    invoke-virtual {p1, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    .line 49
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "last_search_"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-interface {p1, v0, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    .line 50
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 51
    return-void
.end method
