# Kotlin sketch (ReportProvider.kt, 20 lines), compiled by kotlinc 1.9 and D8:
#   class ReportProvider : ContentProvider() {                                    // 8
#       override fun onCreate() = true                                            // 9
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle =
#           try {
#               context!!.openFileInput("r")                                      // 13
#               Bundle()                                                          // 14
#           } catch (e: Exception) { errorBundle(e) }                             // 15
#   }
# Errors.kt:
#   inline fun errorBundle(e: Exception) =                                        // 3
#       Bundle().apply { putString("error_message", e.message) }                 // 4
# kotlinc numbers the inlined body 24-25 (past the file's 20 lines); its SMAP
# maps them to Errors.kt 3-4 (Kotlin stratum) and to the call at line 15
# (KotlinDebug). Expected: CETP607 at com/example/ki/Errors.kt:4.
.class public final Lcom/example/ki/ReportProvider;
.super Landroid/content/ContentProvider;
.source "ReportProvider.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nReportProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ReportProvider.kt\ncom/example/ki/ReportProvider\n+ 2 Errors.kt\ncom/example/ki/ErrorsKt\n*L\n1#1,20:1\n3#2,2:24\n*E\n*S KotlinDebug\n*F\n+ 1 ReportProvider.kt\ncom/example/ki/ReportProvider\n*L\n15#1:24,2\n*E\n"
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
    invoke-virtual {p0}, Lcom/example/ki/ReportProvider;->getContext()Landroid/content/Context;
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
