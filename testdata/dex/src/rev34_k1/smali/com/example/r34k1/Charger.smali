.class public final Lcom/example/r34k1/Charger;
.super Ljava/lang/Object;
.source "Home.kt"

.field public static final INSTANCE:Lcom/example/r34k1/Charger;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k1/Charger;
    invoke-direct {v0}, Lcom/example/r34k1/Charger;-><init>()V
    sput-object v0, Lcom/example/r34k1/Charger;->INSTANCE:Lcom/example/r34k1/Charger;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final pause(Landroid/content/Context;II)V
    .registers 9
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    const-string v0, "charger"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    .line 22
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    int-to-long v2, p2
    const-wide/32 v4, 0xea60
    mul-long/2addr v2, v4
    add-long/2addr v0, v2
    const-string p2, "paused_until"
    invoke-interface {p1, p2, v0, v1}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    .line 23
    const-string p2, "paused_by"
    invoke-interface {p1, p2, p3}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    .line 24
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 25
    return-void
.end method
