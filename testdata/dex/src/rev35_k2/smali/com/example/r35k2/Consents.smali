.class public final Lcom/example/r35k2/Consents;
.super Ljava/lang/Object;
.source "Activities.kt"

.field public static final INSTANCE:Lcom/example/r35k2/Consents;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r35k2/Consents;
    invoke-direct {v0}, Lcom/example/r35k2/Consents;-><init>()V
    sput-object v0, Lcom/example/r35k2/Consents;->INSTANCE:Lcom/example/r35k2/Consents;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final grant(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "pet"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "clinic"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    const-string v0, "consents"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1, p2, p3}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 44
    return-void
.end method

.method public final log(Landroid/content/Context;Ljava/lang/String;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "line"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    const-string v0, "consent_log"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    invoke-interface {p1, p2, v0, v1}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 48
    return-void
.end method
