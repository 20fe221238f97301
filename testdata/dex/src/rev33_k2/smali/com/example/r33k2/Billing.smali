.class public final Lcom/example/r33k2/Billing;
.super Ljava/lang/Object;
.source "Activities.kt"

.field public static final INSTANCE:Lcom/example/r33k2/Billing;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k2/Billing;
    invoke-direct {v0}, Lcom/example/r33k2/Billing;-><init>()V
    sput-object v0, Lcom/example/r33k2/Billing;->INSTANCE:Lcom/example/r33k2/Billing;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final hasPremium(Landroid/app/Activity;)Z
    .registers 5
    const-string v0, "activity"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    const-string v0, "billing"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/app/Activity;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    const-string v0, "premium"
    invoke-interface {p1, v0, v1}, Landroid/content/SharedPreferences;->getBoolean(Ljava/lang/String;Z)Z
    move-result p1
    return p1
.end method

.method public final start(Landroid/app/Activity;Ljava/lang/String;)V
    .registers 5
    const-string v0, "activity"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    const-string v0, "billing"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/app/Activity;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    const-string v0, "pending"
    invoke-interface {p1, v0, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 42
    return-void
.end method
