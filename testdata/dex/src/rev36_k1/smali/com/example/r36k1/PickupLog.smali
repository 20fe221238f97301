.class public final Lcom/example/r36k1/PickupLog;
.super Ljava/lang/Object;
.source "Reminders.kt"


.field public static final INSTANCE:Lcom/example/r36k1/PickupLog;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r36k1/PickupLog;
    invoke-direct {v0}, Lcom/example/r36k1/PickupLog;-><init>()V
    sput-object v0, Lcom/example/r36k1/PickupLog;->INSTANCE:Lcom/example/r36k1/PickupLog;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final ready(Landroid/content/Context;Ljava/lang/String;I)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "rx"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    const-string v0, "pickup"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "watch_"
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-interface {p1, p2, p3}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 28
    return-void
.end method
