.class public final Lcom/hearthguard/claims/Audit;
.super Ljava/lang/Object;
.source "Envelopes.kt"

.field public static final INSTANCE:Lcom/hearthguard/claims/Audit;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/hearthguard/claims/Audit;
    invoke-direct {v0}, Lcom/hearthguard/claims/Audit;-><init>()V
    sput-object v0, Lcom/hearthguard/claims/Audit;->INSTANCE:Lcom/hearthguard/claims/Audit;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final record(Landroid/content/Context;Ljava/lang/String;I)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    const-string v0, "audit"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "uid="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-interface {p1, p2, v0}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 38
    return-void
.end method
