# The same code as ReportProvider.kt with its Kotlin stratum damaged by
# hand (no compiler writes it): the inlined file cannot be told, so the
# finding goes to the call, line 15, by the KotlinDebug stratum.
# Expected: CETP607 at com/example/ki/BrokenMapProvider.kt:15.
.class public final Lcom/example/ki/BrokenMapProvider;
.super Landroid/content/ContentProvider;
.source "BrokenMapProvider.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nBrokenMapProvider.kt\nKotlin\n*S Kotlin\n*F\n+ x BrokenMapProvider.kt\n*L\nnot a range\n*E\n*S KotlinDebug\n*F\n+ 1 BrokenMapProvider.kt\ncom/example/ki/BrokenMapProvider\n*L\n15#1:24,2\n*E\n"
.end annotation

.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 9
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    :try_start_0
    .line 13
    invoke-virtual {p0}, Lcom/example/ki/BrokenMapProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v1, "r"
    invoke-virtual {v0, v1}, Landroid/content/Context;->openFileInput(Ljava/lang/String;)Ljava/io/FileInputStream;
    .line 14
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    goto :done
    :catch_0
    .line 15
    move-exception v0
    .line 24
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 25
    const-string v2, "error_message"
    invoke-virtual {v0}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 15
    move-object v0, v1
    :done
    .line 17
    return-object v0
.end method
