.class public final Lapp/trailmark/logbook/cetp/PrefsKt$prefInt$1;
.super Ljava/lang/Object;
.source "Prefs.kt"

# interfaces
.implements Lkotlin/properties/ReadWriteProperty;


# instance fields
.field final synthetic $default:I

.field final synthetic $key:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 3

    iput-object p1, p0, Lapp/trailmark/logbook/cetp/PrefsKt$prefInt$1;->$key:Ljava/lang/String;

    iput p2, p0, Lapp/trailmark/logbook/cetp/PrefsKt$prefInt$1;->$default:I

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public getValue(Lapp/trailmark/logbook/cetp/PrefBacked;Lkotlin/reflect/KProperty;)Ljava/lang/Integer;
    .registers 6

    const-string v1, "thisRef"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "property"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    invoke-interface {p1}, Lapp/trailmark/logbook/cetp/PrefBacked;->getPrefs()Landroid/content/SharedPreferences;

    move-result-object v0

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/PrefsKt$prefInt$1;->$key:Ljava/lang/String;

    iget v2, p0, Lapp/trailmark/logbook/cetp/PrefsKt$prefInt$1;->$default:I

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getInt(Ljava/lang/String;I)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    .registers 5

    .line 23
    move-object v1, p1

    check-cast v1, Lapp/trailmark/logbook/cetp/PrefBacked;

    invoke-virtual {p0, v1, p2}, Lapp/trailmark/logbook/cetp/PrefsKt$prefInt$1;->getValue(Lapp/trailmark/logbook/cetp/PrefBacked;Lkotlin/reflect/KProperty;)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

.method public setValue(Lapp/trailmark/logbook/cetp/PrefBacked;Lkotlin/reflect/KProperty;I)V
    .registers 6

    const-string v1, "thisRef"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "property"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    invoke-interface {p1}, Lapp/trailmark/logbook/cetp/PrefBacked;->getPrefs()Landroid/content/SharedPreferences;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/PrefsKt$prefInt$1;->$key:Ljava/lang/String;

    invoke-interface {v0, v1, p3}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 28
    return-void
.end method

.method public bridge synthetic setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    .registers 6

    .line 23
    move-object v0, p1

    check-cast v0, Lapp/trailmark/logbook/cetp/PrefBacked;

    move-object v1, p3

    check-cast v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Number;->intValue()I

    move-result v1

    invoke-virtual {p0, v0, p2, v1}, Lapp/trailmark/logbook/cetp/PrefsKt$prefInt$1;->setValue(Lapp/trailmark/logbook/cetp/PrefBacked;Lkotlin/reflect/KProperty;I)V

    return-void
.end method
