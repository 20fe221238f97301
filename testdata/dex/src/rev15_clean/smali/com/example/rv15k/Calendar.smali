.class public final Lcom/example/rv15k/Calendar;
.super Ljava/lang/Object;
.source "Calendar.kt"

.field public static final INSTANCE:Lcom/example/rv15k/Calendar;
.field private static prefs:Landroid/content/SharedPreferences;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/rv15k/Calendar;
    invoke-direct {v0}, Lcom/example/rv15k/Calendar;-><init>()V
    sput-object v0, Lcom/example/rv15k/Calendar;->INSTANCE:Lcom/example/rv15k/Calendar;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final save(ILjava/lang/String;)V
    .registers 5
    .line 10
    sget-object v0, Lcom/example/rv15k/Calendar;->prefs:Landroid/content/SharedPreferences;
    if-nez v0, :cond_0
    return-void
    .line 11
    :cond_0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 12
    return-void
.end method
