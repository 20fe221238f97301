.class public final Lapp/trailmark/logbook/cetp/PrefsKt$prefLong$1;
.super Ljava/lang/Object;
.source "Prefs.kt"

# interfaces
.implements Lkotlin/properties/ReadWriteProperty;


# instance fields
.field final synthetic $default:J

.field final synthetic $key:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;J)V
    .registers 4

    iput-object p1, p0, Lapp/trailmark/logbook/cetp/PrefsKt$prefLong$1;->$key:Ljava/lang/String;

    iput-wide p2, p0, Lapp/trailmark/logbook/cetp/PrefsKt$prefLong$1;->$default:J

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public getValue(Lapp/trailmark/logbook/cetp/PrefBacked;Lkotlin/reflect/KProperty;)Ljava/lang/Long;
    .registers 7

    const-string v1, "thisRef"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "property"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    invoke-interface {p1}, Lapp/trailmark/logbook/cetp/PrefBacked;->getPrefs()Landroid/content/SharedPreferences;

    move-result-object v0

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/PrefsKt$prefLong$1;->$key:Ljava/lang/String;

    iget-wide v2, p0, Lapp/trailmark/logbook/cetp/PrefsKt$prefLong$1;->$default:J

    invoke-interface {v0, v1, v2, v3}, Landroid/content/SharedPreferences;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    .registers 5

    .line 14
    move-object v1, p1

    check-cast v1, Lapp/trailmark/logbook/cetp/PrefBacked;

    invoke-virtual {p0, v1, p2}, Lapp/trailmark/logbook/cetp/PrefsKt$prefLong$1;->getValue(Lapp/trailmark/logbook/cetp/PrefBacked;Lkotlin/reflect/KProperty;)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public setValue(Lapp/trailmark/logbook/cetp/PrefBacked;Lkotlin/reflect/KProperty;J)V
    .registers 7

    const-string v1, "thisRef"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "property"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-interface {p1}, Lapp/trailmark/logbook/cetp/PrefBacked;->getPrefs()Landroid/content/SharedPreferences;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/PrefsKt$prefLong$1;->$key:Ljava/lang/String;

    invoke-interface {v0, v1, p3, p4}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 19
    return-void
.end method

.method public bridge synthetic setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    .registers 7

    .line 14
    move-object v0, p1

    check-cast v0, Lapp/trailmark/logbook/cetp/PrefBacked;

    move-object v1, p3

    check-cast v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Number;->longValue()J

    move-result-wide v1

    invoke-virtual {p0, v0, p2, v1, v2}, Lapp/trailmark/logbook/cetp/PrefsKt$prefLong$1;->setValue(Lapp/trailmark/logbook/cetp/PrefBacked;Lkotlin/reflect/KProperty;J)V

    return-void
.end method
