.class public final Lcom/example/r18x/ExtKt;
.super Ljava/lang/Object;
.source "Ext.kt"

# Kotlin: extension properties on Bundle, compiled to static getters of the file class.

.method public static final getCallerPackage(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    const-string v0, "caller_package"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final getTargetPackage(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    const-string v0, "package_name"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method
