.class public final Lcom/example/r30p4/ThemeStore;
.super Ljava/lang/Object;
.source "ThemeStore.kt"


# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 3

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r30p4/ThemeStore;->context:Landroid/content/Context;

    return-void
.end method


# virtual methods
.method public final current()Ljava/lang/String;
    .registers 4

    .line 6
    iget-object v0, p0, Lcom/example/r30p4/ThemeStore;->context:Landroid/content/Context;

    invoke-static {v0}, Lcom/example/r30p4/PrefsKt;->settings(Landroid/content/Context;)Landroid/content/SharedPreferences;

    move-result-object v0

    const-string v1, "theme"

    const/4 v2, 0x0

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "system"

    :cond_0
    return-object v0
.end method

.method public final preview(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    iget-object v0, p0, Lcom/example/r30p4/ThemeStore;->context:Landroid/content/Context;

    invoke-static {v0}, Lcom/example/r30p4/PrefsKt;->settings(Landroid/content/Context;)Landroid/content/SharedPreferences;

    move-result-object v0

    const-string v1, "theme"

    invoke-static {v0, v1, p1}, Lcom/example/r30p4/PrefsKt;->remember(Landroid/content/SharedPreferences;Ljava/lang/String;Ljava/lang/String;)V

    .line 10
    return-object p1
.end method

.method public final set(Ljava/lang/String;)V
    .registers 4

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    iget-object v0, p0, Lcom/example/r30p4/ThemeStore;->context:Landroid/content/Context;

    invoke-static {v0}, Lcom/example/r30p4/PrefsKt;->settings(Landroid/content/Context;)Landroid/content/SharedPreferences;

    move-result-object v0

    const-string v1, "theme"

    invoke-static {v0, v1, p1}, Lcom/example/r30p4/PrefsKt;->remember(Landroid/content/SharedPreferences;Ljava/lang/String;Ljava/lang/String;)V

    .line 15
    return-void
.end method
